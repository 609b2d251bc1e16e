import { GLOBE_INITIAL_ALTITUDE } from '../../lib/constants.ts';

/**
 * The globe's page-side half, without the 3D libraries: the camera's place and the HTML marker
 * the scene steers (on the page's thread or from a worker).
 */

/** The camera's distance from the centre of the unit globe: altitude is in globe radii. */
export const CAMERA_DISTANCE = 1 + GLOBE_INITIAL_ALTITUDE;

/** Where the marker goes: on the canvas, in CSS pixels, hidden behind the globe. */
export interface MarkerPlace {
  x: number;
  y: number;
  facing: boolean;
}

/** Moves the HTML marker onto its place (the page's half of `onMarker`). */
export function placeMarker(element: HTMLElement | null, { x, y, facing }: MarkerPlace): void {
  if (!element) return;
  element.style.transform = `translate(${x.toFixed(1)}px, ${y.toFixed(1)}px)`;
  element.dataset.hidden = String(!facing);
}
