import type { GlobeLabel } from '../../content/types.ts';
import type { Tone } from '../../platform/look.tsx';

/**
 * The globe's look, in one place: a softly lit sphere of dotted land (dark or pale with the
 * theme) with a faint atmosphere in the accent, so it reads as part of the page rather than as a photograph of the Earth.
 */

/** Dot diameter as a share of the grid spacing (land-dots.ts): the rest is the gap. */
export const GLOBE_DOT_SIZE = 0.62;

/** The sphere, its land dots and its lights in one theme; the halo is the accent. */
export interface GlobeLook {
  land: string;
  surface: string;
  emissive: string;
  specular: string;
  ambient: { color: string; intensity: number };
  key: { color: string; intensity: number };
  /** How strongly the halo shows: a pale globe on a light card needs more of it. */
  halo: number;
}

export const GLOBE_LOOKS: Record<Tone, GlobeLook> = {
  /** A blue-black sphere just lighter than the card, so its edge shows; land in cool grey. */
  dark: {
    land: '#b9c4d2',
    surface: '#0d1524',
    emissive: '#060a12',
    specular: '#1f2e44',
    ambient: { color: '#9fb4d0', intensity: 1.1 },
    key: { color: '#fff4e6', intensity: 2.2 },
    halo: 0.7,
  },
  /** A pale porcelain sphere with slate land dots, lit warm from the upper left. */
  light: {
    land: '#334155',
    surface: '#e4eaf1',
    emissive: '#3a4452',
    specular: '#8f9cad',
    ambient: { color: '#f3f6fb', intensity: 1.3 },
    key: { color: '#fff1de', intensity: 1.1 },
    halo: 0.35,
  },
};
export const GLOBE_SURFACE_SHININESS = 14;
/** Height of the halo, in globe radii. */
export const GLOBE_ATMOSPHERE_ALTITUDE = 0.12;
/** One turn of the globe, in seconds. */
export const GLOBE_TURN_SECONDS = 75;
/** The first second: the globe grows from this scale to full size. */
export const GLOBE_ENTRANCE_SCALE = 0.86;
export const GLOBE_ENTRANCE_SECONDS = 0.9;
/** Pulse rings around the marker: radius in degrees, speed in degrees per second, period in ms. */
export const GLOBE_RING_MAX_RADIUS = 5;
export const GLOBE_RING_SPEED = 2.5;
export const GLOBE_RING_PERIOD_MS = 1600;
/**
 * The marker's colour: the label's own if CSS reads it as a colour (never a url() or other
 * value), else the section's accent.
 */
export function markerColor(label: GlobeLabel, accent: string): string {
  const { color } = label;
  return color && typeof CSS !== 'undefined' && CSS.supports('color', color) ? color : accent;
}

/** Custom properties of the HTML marker: its colour and dot size (px). */
export function markerVars(label: GlobeLabel, accent: string): Record<string, string> {
  return {
    '--marker-color': markerColor(label, accent),
    '--marker-size': `${Math.max(4, label.size)}px`,
  };
}
