/**
 * The work section's mascot: a rigged designer-toy figure built in code, and its four clips.
 * character.glb carries the rig, the skinned meshes and the idle clip; each file under
 * animations/ carries one clip on the bare skeleton, so it binds to the rig by bone name,
 * exactly as an owner's own character and clip files would.
 */
import { createCharacter } from './character/character.ts';
import { CLIP_NAMES, createClip } from './character/clips.ts';
import { createSkeletonOnly } from './character/rig.ts';
import type { ModelSpec } from './model-spec.ts';

export const models: ModelSpec[] = [
  {
    file: 'character.glb',
    create: () => createCharacter().group,
    clips: () => [createClip('idle')],
  },
  ...CLIP_NAMES.map((name): ModelSpec => ({
    file: `animations/${name}.glb`,
    create: createSkeletonOnly,
    clips: () => [createClip(name)],
    animationOnly: true,
  })),
];
