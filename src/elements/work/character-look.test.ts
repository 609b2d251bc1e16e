import { Color, Group, Mesh, MeshStandardMaterial } from 'three';
import { describe, expect, it } from 'vitest';
import { applyLook, visibleParts } from './character-look.ts';

/** The generated model's meshes and materials, by the names the build gives them. */
function model() {
  const scene = new Group();
  const parts = [
    ['character-skin', 'character-skin', '#f4bb92'],
    ['character-blush', 'character-blush', '#ee9a86'],
    ['character-top', 'character-top', '#f0583b'],
    ['character-bottoms', 'character-bottoms', '#2b4579'],
    ['character-shoes', 'character-shoes', '#f1ece3'],
    ['character-trim', 'character-trim', '#ece6dc'],
    ['character-hair', 'character-hair', '#3a2620'],
    ['character-hair-cap', 'character-hair', '#3a2620'],
    ['character-hair-long', 'character-hair', '#3a2620'],
    ['character-glasses', 'character-glasses', '#1d212b'],
  ] as const;
  const meshes: Record<string, Mesh> = {};
  const shared = new Map<string, MeshStandardMaterial>();
  for (const [name, material, color] of parts) {
    const m = shared.get(material) ?? new MeshStandardMaterial({ name: material, color });
    shared.set(material, m);
    const mesh = new Mesh(undefined, m);
    mesh.name = name;
    scene.add(mesh);
    meshes[name] = mesh;
  }
  const colour = (name: string) =>
    `#${(meshes[name]!.material as MeshStandardMaterial).color.getHexString()}`;
  return { scene, meshes, colour, shared };
}

describe('visibleParts', () => {
  it('shows the short hair and no glasses by default', () => {
    expect(visibleParts({})).toEqual({
      'character-hair-cap': true,
      'character-hair-long': false,
      'character-glasses': false,
    });
  });
  it('hangs the long hair under the short cap, and hides both for none', () => {
    expect(visibleParts({ hairStyle: 'long', glasses: true })).toEqual({
      'character-hair-cap': true,
      'character-hair-long': true,
      'character-glasses': true,
    });
    expect(visibleParts({ hairStyle: 'none' })).toMatchObject({
      'character-hair-cap': false,
      'character-hair-long': false,
    });
  });
});

describe('applyLook', () => {
  it('recolours each key on a copy of its material, leaving the model its own', () => {
    const { scene, meshes, colour, shared } = model();
    applyLook(scene, { top: '#16a34a', hair: 'black', bottoms: '#222', shoes: '#ef4444' });
    expect(colour('character-top')).toBe('#16a34a');
    expect(colour('character-bottoms')).toBe('#222222');
    expect(colour('character-shoes')).toBe('#ef4444');
    // Brows and every hair style share the one recoloured copy.
    for (const name of ['character-hair', 'character-hair-cap', 'character-hair-long']) {
      expect(colour(name)).toBe('#000000');
      expect(meshes[name]!.material).toBe(meshes['character-hair']!.material);
    }
    expect(colour('character-skin')).toBe('#f4bb92');
    expect(colour('character-trim')).toBe('#ece6dc');
    expect(meshes['character-top']!.material).not.toBe(shared.get('character-top'));
    expect(`#${shared.get('character-top')!.color.getHexString()}`).toBe('#f0583b');
  });

  it('tints the cheeks from the skin, and only when the skin changes', () => {
    const { scene, colour } = model();
    applyLook(scene, {});
    expect(colour('character-blush')).toBe('#ee9a86');
    applyLook(scene, { skin: '#8d5524' });
    const blush = new Color(colour('character-blush'));
    const skin = new Color('#8d5524');
    expect(colour('character-skin')).toBe('#8d5524');
    // Redder than the skin, about as light.
    expect(blush.r).toBeGreaterThan(skin.r);
    expect(
      Math.abs(blush.getHSL({ h: 0, s: 0, l: 0 }).l - skin.getHSL({ h: 0, s: 0, l: 0 }).l),
    ).toBeLessThan(0.15);
  });

  it('shows the chosen parts, and a second look starts from the model again', () => {
    const { scene, meshes, colour } = model();
    const dispose = applyLook(scene, { hairStyle: 'long', glasses: true, top: '#16a34a' });
    expect(meshes['character-hair-long']!.visible).toBe(true);
    expect(meshes['character-glasses']!.visible).toBe(true);
    dispose();
    applyLook(scene, { hairStyle: 'none' });
    expect(meshes['character-hair-cap']!.visible).toBe(false);
    expect(meshes['character-hair-long']!.visible).toBe(false);
    expect(meshes['character-glasses']!.visible).toBe(false);
    expect(meshes['character-hair']!.visible).toBe(true);
    expect(colour('character-top')).toBe('#f0583b');
  });
});
