import { Group } from 'three';
import { createBody } from './body.ts';
import { createHead } from './head.ts';
import { createMaterials } from './palette.ts';
import { createRig, type Rig } from './rig.ts';
import { addSkinnedMeshes } from './skin.ts';

/** The rigged mascot in its bind pose, standing on y = 0 and facing +Z. */
export function createCharacter(): { group: Group; rig: Rig } {
  const group = new Group();
  group.name = 'character';
  const rig = createRig();
  group.add(rig.root);
  addSkinnedMeshes(group, rig, [...createBody(), ...createHead()], createMaterials());
  return { group, rig };
}
