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
  /**
   * The mesh it merges into (`character-<mesh>`); the material key by default. Parts the work
   * stage shows or hides on their own (a hair style, the glasses) name their own mesh.
   */
  mesh?: string;
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
 * Merges the parts into one SkinnedMesh per mesh name (one draw call each), all bound to the
 * rig's single skeleton, and adds them to `group`, which must already hold the rig's root.
 */
export function addSkinnedMeshes(
  group: Group,
  rig: Rig,
  parts: readonly Part[],
  materials: Record<MaterialKey, Material>,
): SkinnedMesh[] {
  const byMesh = new Map<string, { material: MaterialKey; geometries: BufferGeometry[] }>();
  for (const part of parts) {
    part.geometry = clean(part.geometry);
    skinAttributes(part);
    const name = part.mesh ?? part.material;
    const entry = byMesh.get(name) ?? { material: part.material, geometries: [] };
    if (entry.material !== part.material) {
      throw new Error(`character: mesh ${name} mixes ${entry.material} and ${part.material}`);
    }
    entry.geometries.push(part.geometry);
    byMesh.set(name, entry);
  }
  group.updateMatrixWorld(true);
  const meshes: SkinnedMesh[] = [];
  for (const [name, { material, geometries }] of byMesh) {
    const merged = mergeGeometries(geometries);
    if (!merged) throw new Error(`character: could not merge the ${name} parts`);
    const mesh = new SkinnedMesh(merged, materials[material]);
    mesh.name = `character-${name}`;
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
