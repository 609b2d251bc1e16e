import { Color, DoubleSide, MeshStandardMaterial } from 'three';

/**
 * The mascot's palette: a coral hoodie with chalk trim, navy trousers, chalk sneakers on a
 * sand sole, espresso hair, and the site's sky accent on the chest badge and shoe stripe.
 * Finishes: satin (~0.45) for skin and plastic, matte (~0.8) for cloth, gloss for the eyes.
 * The keys `skin`, `hair`, `top`, `bottoms` and `shoes` are `work.character`'s: the work stage
 * recolours the material of that name (`character-top`...) at run time.
 */
export const CHARACTER_PALETTE = {
  skin: { color: '#f4bb92', roughness: 0.5 },
  blush: { color: '#ee9a86', roughness: 0.6 },
  hair: { color: '#3a2620', roughness: 0.55 },
  eye: { color: '#17181e', roughness: 0.18 },
  eyeShine: { color: '#ffffff', roughness: 0.3, emissive: 0.6 },
  mouth: { color: '#4a1c26', roughness: 0.5 },
  tongue: { color: '#e9727f', roughness: 0.5 },
  top: { color: '#f0583b', roughness: 0.78 },
  trim: { color: '#ece6dc', roughness: 0.7 },
  bottoms: { color: '#2b4579', roughness: 0.82 },
  shoes: { color: '#f1ece3', roughness: 0.45 },
  sole: { color: '#d8c3a0', roughness: 0.6 },
  accent: { color: '#7dd3fc', roughness: 0.4 },
  glasses: { color: '#1d212b', roughness: 0.3 },
} as const;

/** Long hair is an open curtain: both of its faces must draw. */
const DOUBLE_SIDED: readonly MaterialKey[] = ['hair'];

export type MaterialKey = keyof typeof CHARACTER_PALETTE;

/** One material per key (GLTFExporter writes one glTF material per three.js material). */
export function createMaterials(): Record<MaterialKey, MeshStandardMaterial> {
  const out = {} as Record<MaterialKey, MeshStandardMaterial>;
  for (const [key, spec] of Object.entries(CHARACTER_PALETTE) as [
    MaterialKey,
    (typeof CHARACTER_PALETTE)[MaterialKey],
  ][]) {
    const material = new MeshStandardMaterial({
      name: `character-${key}`,
      color: new Color(spec.color),
      roughness: spec.roughness,
      metalness: 0,
    });
    if (DOUBLE_SIDED.includes(key)) material.side = DoubleSide;
    // Emissive colour scaled rather than an intensity above 1: plain glTF, no extension.
    if ('emissive' in spec) material.emissive = new Color(spec.color).multiplyScalar(spec.emissive);
    out[key] = material;
  }
  return out;
}
