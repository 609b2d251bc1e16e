import type { MeshStandardMaterial, SkinnedMesh } from 'three';
import { DoubleSide, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { createCharacter } from './character.ts';
import { BONE_NAMES, HEAD_CENTER, HEAD_RADII } from './rig.ts';

/** The meshes the work stage finds by name to apply `work.character`. */
function meshes(): Record<string, SkinnedMesh> {
  const out: Record<string, SkinnedMesh> = {};
  createCharacter().group.traverse((o) => {
    if ((o as SkinnedMesh).isSkinnedMesh) out[o.name] = o as SkinnedMesh;
  });
  return out;
}

const materialOf = (mesh: SkinnedMesh) => mesh.material as MeshStandardMaterial;

function positions(mesh: SkinnedMesh): Vector3[] {
  const attribute = mesh.geometry.getAttribute('position');
  return Array.from({ length: attribute.count }, (_, i) =>
    new Vector3().fromBufferAttribute(attribute, i),
  );
}

/** Where a point is against the skull's ellipsoid: 1 on it, above 1 outside. */
function skullDistance(p: Vector3): number {
  return Math.hypot(
    (p.x - HEAD_CENTER[0]) / HEAD_RADII[0],
    (p.y - HEAD_CENTER[1]) / HEAD_RADII[1],
    (p.z - HEAD_CENTER[2]) / HEAD_RADII[2],
  );
}

describe('character look parts', () => {
  it('names a material after each colour key of work.character', () => {
    const all = meshes();
    for (const key of ['skin', 'hair', 'top', 'bottoms', 'shoes']) {
      expect(materialOf(all[`character-${key}`]!).name).toBe(`character-${key}`);
    }
  });

  it('keeps each hair style and the glasses a mesh of its own, the hair ones on the hair material', () => {
    const all = meshes();
    expect(materialOf(all['character-hair-cap']!)).toBe(materialOf(all['character-hair']!));
    expect(materialOf(all['character-hair-long']!)).toBe(materialOf(all['character-hair']!));
    expect(materialOf(all['character-hair']!).side).toBe(DoubleSide);
    expect(materialOf(all['character-glasses']!).name).toBe('character-glasses');
  });

  it('skins the long hair and the glasses to the head alone', () => {
    const all = meshes();
    const head = BONE_NAMES.indexOf('head');
    for (const name of ['character-hair-long', 'character-glasses']) {
      const geometry = all[name]!.geometry;
      const indices = geometry.getAttribute('skinIndex');
      const weights = geometry.getAttribute('skinWeight');
      for (let i = 0; i < indices.count; i++) {
        expect(indices.getX(i)).toBe(head);
        expect(weights.getX(i)).toBe(1);
      }
    }
  });

  it('hangs the long hair to the shoulders, behind the face, its outside facing out', () => {
    const mesh = meshes()['character-hair-long']!;
    const points = positions(mesh);
    const lowest = Math.min(...points.map((p) => p.y));
    expect(lowest).toBeGreaterThan(0.82);
    expect(lowest).toBeLessThan(1.0);
    // Nothing in front of the cheeks: every point is at least ~50 degrees round from the nose.
    for (const p of points) {
      expect(Math.abs(Math.atan2(p.x, p.z - HEAD_CENTER[2]))).toBeGreaterThan(0.85);
    }
    const normals = mesh.geometry.getAttribute('normal');
    const outward = points.filter((p, i) => {
      const radial = new Vector3(p.x, 0, p.z - HEAD_CENTER[2]).normalize();
      return new Vector3().fromBufferAttribute(normals, i).dot(radial) > 0;
    });
    expect(outward.length / points.length).toBeGreaterThan(0.85);
  });

  it('stands the glasses off the face, in front of the eyes', () => {
    const points = positions(meshes()['character-glasses']!);
    const rims = points.filter((p) => p.z > 0.15);
    expect(rims.length).toBeGreaterThan(points.length / 2);
    for (const p of rims) expect(skullDistance(p)).toBeGreaterThan(1);
  });
});
