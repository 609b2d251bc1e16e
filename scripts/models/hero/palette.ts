import { Color, MeshStandardMaterial } from 'three';

/**
 * The hero's "designer toy" palette: warm oak and off-white against charcoal, with terracotta,
 * sage and mustard accents. Roughness picks the finish: satin (~0.4) for painted and plastic
 * parts, matte (~0.8) for felt, paper, clay and soil.
 */
export const PALETTE = {
  oak: '#d2a77c',
  oakDark: '#b4875d',
  charcoal: '#2a2c34',
  graphite: '#3b3e48',
  bezel: '#17181d',
  offWhite: '#ece6dc',
  paper: '#f4eee1',
  felt: '#31343f',
  terracotta: '#d9714e',
  clay: '#c9835f',
  sage: '#9db38a',
  leaf: '#4f8a5b',
  leafLight: '#79ad6a',
  soil: '#3a2a22',
  mustard: '#e3a83b',
  navy: '#34507a',
  coral: '#ee6c4d',
  sky: '#7dd3fc',
  coffee: '#3b2116',
  screen: '#0d2233',
  bulb: '#fff1c9',
  plinth: '#1a1d24',
} as const;

export type Finish = 'satin' | 'matte' | 'gloss' | 'metal';

const ROUGHNESS: Record<Finish, number> = { gloss: 0.22, satin: 0.42, matte: 0.82, metal: 0.32 };

const cache = new Map<string, MeshStandardMaterial>();

/**
 * One shared material per (name, colour, finish): GLTFExporter writes one glTF material per
 * three.js material object, so sharing keeps the file small and draw calls batched.
 */
export function material(
  name: string,
  color: string,
  finish: Finish = 'satin',
  emissive?: { color: string; intensity: number },
): MeshStandardMaterial {
  const key = `${name}|${color}|${finish}|${emissive?.color ?? ''}`;
  let found = cache.get(key);
  if (!found) {
    found = new MeshStandardMaterial({
      name,
      color: new Color(color),
      roughness: ROUGHNESS[finish],
      metalness: finish === 'metal' ? 0.6 : 0,
    });
    if (emissive) {
      found.emissive = new Color(emissive.color);
      found.emissiveIntensity = emissive.intensity;
    }
    cache.set(key, found);
  }
  return found;
}
