import {
  BufferAttribute,
  type BufferGeometry,
  type Group,
  type Material,
  SkinnedMesh,
  Vector3,
} from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import type { MaterialKey } from './palette.ts';
import { BONE_NAMES, type BoneName, type Rig } from './rig.ts';
import { clean } from './shapes.ts';

/** Up to this many bones influence a vertex (glTF's JOINTS_0 holds four). */
const INFLUENCES = 4;

/** Per-vertex influences, for parts that bend smoothly (the torso over hips, spine, chest). */
export type Weights = (position: Vector3) => readonly (readonly [BoneName, number])[];

/** One piece of the figure, modelled in the bind pose in character space. */
export interface Part {
  geometry: BufferGeometry;
  material: MaterialKey;
  /** Rigidly bound to one bone, or weighted per vertex. */
  bone: BoneName | Weights;
}

function skinAttributes(part: Part): void {
  const geometry = part.geometry;
  const positions = geometry.getAttribute('position');
  const indices = new Uint16Array(positions.count * INFLUENCES);
  const weights = new Float32Array(positions.count * INFLUENCES);
  const p = new Vector3();
  for (let i = 0; i < positions.count; i++) {
    const influences =
      typeof part.bone === 'string'
        ? ([[part.bone, 1]] as const)
        : part.bone(p.fromBufferAttribute(positions, i));
    const total = influences.reduce((sum, [, w]) => sum + w, 0);
    influences.slice(0, INFLUENCES).forEach(([bone, w], k) => {
      indices[i * INFLUENCES + k] = BONE_NAMES.indexOf(bone);
      weights[i * INFLUENCES + k] = w / total;
    });
  }
  geometry.setAttribute('skinIndex', new BufferAttribute(indices, INFLUENCES));
  geometry.setAttribute('skinWeight', new BufferAttribute(weights, INFLUENCES));
}

/**
 * Merges the parts into one SkinnedMesh per material (one draw call each), all bound to the
 * rig's single skeleton, and adds them to `group`, which must already hold the rig's root.
 */
export function addSkinnedMeshes(
  group: Group,
  rig: Rig,
  parts: readonly Part[],
  materials: Record<MaterialKey, Material>,
): SkinnedMesh[] {
  const byMaterial = new Map<MaterialKey, BufferGeometry[]>();
  for (const part of parts) {
    part.geometry = clean(part.geometry);
    skinAttributes(part);
    const list = byMaterial.get(part.material) ?? [];
    list.push(part.geometry);
    byMaterial.set(part.material, list);
  }
  group.updateMatrixWorld(true);
  const meshes: SkinnedMesh[] = [];
  for (const [key, geometries] of byMaterial) {
    const merged = mergeGeometries(geometries);
    if (!merged) throw new Error(`character: could not merge the ${key} parts`);
    const mesh = new SkinnedMesh(merged, materials[key]);
    mesh.name = `character-${key}`;
    group.add(mesh);
    mesh.updateMatrixWorld(true);
    mesh.bind(rig.skeleton);
    meshes.push(mesh);
  }
  return meshes;
}

/** Smooth influences between bones stacked along Y: [bone, height where it takes over]. */
export function verticalBlend(stops: readonly (readonly [BoneName, number])[], band: number) {
  return (p: Vector3): [BoneName, number][] => {
    for (let i = 1; i < stops.length; i++) {
      const [lower] = stops[i - 1]!;
      const [upper, y] = stops[i]!;
      if (p.y < y - band) return [[lower, 1]];
      if (p.y < y + band) {
        const t = (p.y - (y - band)) / (2 * band);
        const s = t * t * (3 - 2 * t);
        return [
          [lower, 1 - s],
          [upper, s],
        ];
      }
    }
    return [[stops[stops.length - 1]![0], 1]];
  };
}
