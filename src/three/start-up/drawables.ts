import { Line, Mesh, type Object3D, Points } from 'three';

/** Objects a frame draws with a program of their own: what warm-up and precompile walk. */
export function isDrawable(object: Object3D): object is Mesh | Points | Line {
  return object instanceof Mesh || object instanceof Points || object instanceof Line;
}
