/** Framing: slightly above the display, far enough that the keyboard and mouse fit. */
export const PROJECTS_CAMERA = {
  position: [0, 2.2, 7.4] as [number, number, number],
  fov: 34,
};
/** Where the controls orbit around: the middle of the monitor, a little above the keyboard. */
export const ORBIT_TARGET: [number, number, number] = [0, 1.35, 0.2];

/** The orbit as the page shows it: distance to the target, and azimuth in radians. */
export interface CameraView {
  distance: number;
  azimuth: number;
}
