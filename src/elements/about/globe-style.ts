import { Color } from 'three';
import type { GlobeLabel } from '../../content/types.ts';

/**
 * The globe's look, in one place: a dark, softly lit sphere of dotted land with a faint
 * atmosphere, so it reads as part of the page rather than as a photograph of the Earth.
 */

/** h3 resolution of the land dots: about 5px apart on a 326px globe, dense enough to read coasts. */
export const GLOBE_HEX_RESOLUTION = 2;
/** Gap between neighbouring dots, as a share of a cell. */
export const GLOBE_HEX_MARGIN = 0.25;
/** Land dots: the page's grey, a touch cool. */
export const GLOBE_LAND_COLOR = 'rgba(196, 208, 222, 0.9)';
/** The sphere itself: a blue-black just lighter than the card, so its edge is visible. */
export const GLOBE_SURFACE_COLOR = '#0d1524';
export const GLOBE_SURFACE_EMISSIVE = '#060a12';
export const GLOBE_SURFACE_SPECULAR = '#1f2e44';
export const GLOBE_SURFACE_SHININESS = 14;
/** A thin halo in the page's accent: the one coloured thing besides the marker. */
export const GLOBE_ATMOSPHERE_COLOR = '#7dd3fc';
export const GLOBE_ATMOSPHERE_ALTITUDE = 0.12;
/** Degrees per second of auto-rotation are 6 x this (OrbitControls): one turn in about 75 s. */
export const GLOBE_ROTATE_SPEED = 0.8;
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

/** The marker element for the HTML layer (styled by globe.css in the shadow root). */
export function createMarker(label: GlobeLabel): HTMLElement {
  const marker = document.createElement('div');
  marker.className = 'globe-marker';
  marker.style.setProperty('--marker-color', safeColor(label.color));
  marker.style.setProperty('--marker-size', `${Math.max(4, label.size)}px`);
  const dot = document.createElement('span');
  dot.className = 'globe-marker-dot';
  const name = document.createElement('span');
  name.className = 'globe-marker-label';
  name.textContent = label.text ?? '';
  marker.append(dot, name);
  return marker;
}

/** Fades the marker out while it is behind the globe. */
export function setMarkerVisible(element: HTMLElement, visible: boolean): void {
  element.dataset.hidden = String(!visible);
}

/** Ring colour over its life (t from 0 to 1): the marker's colour, fading out. */
export function ringColor(color: string): (t: number) => string {
  const rgb = new Color(ACCENT);
  rgb.setStyle(safeColor(color));
  const hex = rgb.getHex(); // sRGB, as CSS reads it
  const [r, g, b] = [16, 8, 0].map((shift) => (hex >> shift) & 0xff);
  return (t) => `rgba(${r}, ${g}, ${b}, ${Math.max(0, 0.9 * (1 - t)).toFixed(3)})`;
}
