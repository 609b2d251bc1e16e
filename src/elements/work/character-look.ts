import { Color, type Material, type Mesh, type MeshStandardMaterial, type Object3D } from 'three';
import type { CharacterLook } from '../../content/types.ts';
import { scratchCanvas } from '../../three/scratch-canvas.ts';

/**
 * `work.character` on the generated mascot (scripts/models/character): each colour key is the
 * material of that name (`character-top`...), each hair style and the glasses are meshes of
 * their own, all in the one GLB, so a look is material colours and visibility, no download.
 */

/** The colour keys; each names one material of the generated model. */
export const COLOR_KEYS = ['skin', 'hair', 'top', 'bottoms', 'shoes'] as const;

/** The cheeks follow the skin: its colour pulled this far toward a warm red. */
const BLUSH = { toward: new Color('#e0504a'), amount: 0.3 };

/** The meshes each hair style shows: the long style hangs from under the short one. */
const HAIR_MESHES = {
  short: ['character-hair-cap'],
  long: ['character-hair-cap', 'character-hair-long'],
  none: [],
} as const;

/** Which optional meshes the look shows (brows stay for every style). */
export function visibleParts(look: CharacterLook): Record<string, boolean> {
  const shown: readonly string[] = HAIR_MESHES[look.hairStyle ?? 'short'];
  return {
    'character-hair-cap': shown.includes('character-hair-cap'),
    'character-hair-long': shown.includes('character-hair-long'),
    'character-glasses': look.glasses ?? false,
  };
}

let context: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null | undefined;

/**
 * A CSS colour as three.js reads it. The browser's own parser does the work (a 2D context's
 * fillStyle reads back as #rrggbb, or rgba() with an alpha, for every syntax the schema
 * accepts), since three's setStyle knows only the legacy rgb()/hsl() forms. Alpha is ignored.
 */
export function toColor(value: string): Color {
  // No canvas at all (unit tests): three's parser, which reads hex and names.
  context ??= scratchCanvas(1, 1)?.getContext('2d') ?? null;
  if (!context) return new Color(value);
  context.fillStyle = '#000';
  context.fillStyle = value.trim();
  const read = String(context.fillStyle);
  const rgb = /^rgba?\((\d+), (\d+), (\d+)/.exec(read);
  if (!rgb) return new Color(read);
  const [r, g, b] = rgb.slice(1).map((n) => Number(n) / 255) as [number, number, number];
  return new Color().setRGB(r, g, b, 'srgb');
}

/** The colour a material named `character-<key>` takes, or null to keep the model's own. */
function colourFor(key: string, look: CharacterLook, skin: Color | null): Color | null {
  if (key === 'blush') return skin && skin.clone().lerp(BLUSH.toward, BLUSH.amount);
  const value = (COLOR_KEYS as readonly string[]).includes(key)
    ? look[key as (typeof COLOR_KEYS)[number]]
    : undefined;
  return value === undefined ? null : toColor(value);
}

/**
 * Dresses `scene` (a clone of the generated model) in `look`: shows the chosen parts and gives
 * each recoloured mesh its own copy of its material, so the cached model and other stages keep
 * theirs. Applying another look starts again from the model's materials. Returns a cleanup
 * that disposes the copies.
 */
export function applyLook(scene: Object3D, look: CharacterLook): () => void {
  const visible = visibleParts(look);
  const skin = look.skin === undefined ? null : toColor(look.skin);
  const copies = new Map<Material, MeshStandardMaterial>();
  scene.traverse((node) => {
    const mesh = node as Mesh;
    if (!mesh.isMesh) return;
    if (mesh.name in visible) mesh.visible = visible[mesh.name]!;
    const base = (mesh.userData.baseMaterial ??= mesh.material) as MeshStandardMaterial;
    const colour = colourFor(base.name.replace(/^character-/, ''), look, skin);
    if (!colour) {
      mesh.material = base;
      return;
    }
    const copy = copies.get(base) ?? base.clone();
    copy.color.copy(colour);
    copies.set(base, copy);
    mesh.material = copy;
  });
  return () => {
    for (const copy of copies.values()) copy.dispose();
  };
}
