import type { GlobeLabel } from '../../content/types.ts';

/**
 * The globe's look, in one place: a dark, softly lit sphere of dotted land with a faint
 * atmosphere, so it reads as part of the page rather than as a photograph of the Earth.
 */

/** Dot diameter as a share of the grid spacing (land-dots.ts): the rest is the gap. */
export const GLOBE_DOT_SIZE = 0.62;
/** Land dots: the page's grey, a touch cool. */
export const GLOBE_LAND_COLOR = '#b9c4d2';
/** The sphere itself: a blue-black just lighter than the card, so its edge is visible. */
export const GLOBE_SURFACE_COLOR = '#0d1524';
export const GLOBE_SURFACE_EMISSIVE = '#060a12';
export const GLOBE_SURFACE_SPECULAR = '#1f2e44';
export const GLOBE_SURFACE_SHININESS = 14;
/** A thin halo in the page's accent: the one coloured thing besides the marker. */
export const GLOBE_ATMOSPHERE_COLOR = '#7dd3fc';
/** Height of the halo, in globe radii. */
export const GLOBE_ATMOSPHERE_ALTITUDE = 0.12;
/** A cool fill everywhere and a warm key from the upper left, fixed to the view. */
export const GLOBE_AMBIENT_COLOR = '#9fb4d0';
export const GLOBE_AMBIENT_INTENSITY = 1.1;
export const GLOBE_KEY_COLOR = '#fff4e6';
export const GLOBE_KEY_INTENSITY = 2.2;
/** One turn of the globe, in seconds. */
export const GLOBE_TURN_SECONDS = 75;
/** The first second: the globe grows from this scale to full size. */
export const GLOBE_ENTRANCE_SCALE = 0.86;
export const GLOBE_ENTRANCE_SECONDS = 0.9;
/** Pulse rings around the marker: radius in degrees, speed in degrees per second, period in ms. */
export const GLOBE_RING_MAX_RADIUS = 5;
export const GLOBE_RING_SPEED = 2.5;
export const GLOBE_RING_PERIOD_MS = 1600;
/** Fallback colour when the configured one is not a CSS colour. */
const ACCENT = '#7dd3fc';

/** The configured colour if CSS reads it as a colour (never a url() or other value), else the accent. */
export function safeColor(value: string): string {
  return typeof CSS !== 'undefined' && CSS.supports('color', value) ? value : ACCENT;
}

/** Custom properties of the HTML marker: its colour and dot size (px). */
export function markerVars(label: GlobeLabel): Record<string, string> {
  return {
    '--marker-color': safeColor(label.color),
    '--marker-size': `${Math.max(4, label.size)}px`,
  };
}
