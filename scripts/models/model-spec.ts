import type { AnimationClip, Object3D } from 'three';

/**
 * One file of dist/models/. Each `scripts/models/*.model.ts` exports `models: ModelSpec[]`;
 * build-models.ts finds them all, so adding a model touches no shared file.
 */
export interface ModelSpec {
  /** Path below dist/models/, e.g. `desk.glb` or `animations/idle.glb`. */
  file: string;
  /** Builds the scene graph; runs in Node at build time, never in the visitor's browser. */
  create: () => Object3D;
  /** Animation clips stored in the same file. */
  clips?: () => AnimationClip[];
  /** The file carries clips only (the rig's bones are there just to bind them by name). */
  animationOnly?: boolean;
}
