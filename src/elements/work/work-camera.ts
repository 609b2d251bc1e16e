/** Framing: the whole figure with room above for raised arms and the jump. */
export const WORK_CAMERA = {
  position: [0, 1.0, 3.8] as [number, number, number],
  fov: 30,
  near: 0.1,
  far: 40,
};
export const WORK_CAMERA_TARGET: [number, number, number] = [0, 0.84, 0];
