/**
 * `npx tsx scripts/build/inter-face.ts`: writes the Inter face every section's text is set in,
 * src/styles/inter-latin.woff2: @fontsource-variable's Latin file, with every letter and the
 * whole weight axis it has, without the layout features no section asks for (stylistic sets,
 * character variants, fractions...) and the alternate glyphs only they reach. Text at any weight
 * draws as it did, pixel for pixel (tests/browser/inter-face.test.ts), in a fifth less. Run it again
 * when the face's package changes; src/styles/inter-face.test.ts fails until then.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import subsetFont from 'subset-font';
import { fontFaceRange, rangeText } from './unicode-range.ts';

const INTER_PACKAGE = '@fontsource-variable/inter';
const INTER_FILE = 'inter-latin-wght-normal.woff2';
export const INTER_FACE_PATH = resolve(import.meta.dirname, '../../src/styles/inter-latin.woff2');

/**
 * The features a browser applies to Latin text by itself (HarfBuzz's defaults: shaping, marks,
 * kerning, ligatures, contextual alternates, the weight axis's own substitutions), and the
 * figures `font-variant-numeric` chooses between: tabular, which the work and contact sections
 * ask for, and proportional (without it the minus sign is drawn a little differently).
 */
const INTER_FEATURES = [
  'rvrn',
  'ccmp',
  'locl',
  'mark',
  'mkmk',
  'kern',
  'liga',
  'clig',
  'calt',
  'rlig',
  'rclt',
  'curs',
  'dist',
  'tnum',
  'pnum',
] as const;

/** Copyright, names and version (0-6), and the licence and its address (13, 14). */
const NAME_IDS = [0, 1, 2, 3, 4, 5, 6, 13, 14];

const resolvePackage = (path: string) => createRequire(import.meta.url).resolve(path);

/** The `unicode-range` the package declares its Latin file for, which the cut keeps whole. */
export const interLatinRange = (): string =>
  fontFaceRange(readFileSync(resolvePackage(`${INTER_PACKAGE}/wght.css`), 'utf8'), INTER_FILE);

/** Every character of that range. */
export const interLatinText = (): string => rangeText(interLatinRange());

/** The package's Latin file as the build ships it. */
export const interSourceFace = (): Buffer =>
  readFileSync(resolvePackage(`${INTER_PACKAGE}/files/${INTER_FILE}`));

/** The face cut to INTER_FEATURES, as woff2 bytes. */
export function cutInterFace(): Promise<Buffer> {
  return subsetFont(interSourceFace(), interLatinText(), {
    targetFormat: 'woff2',
    keepFeatures: [...INTER_FEATURES],
    preserveNameIds: NAME_IDS,
  });
}

if (process.argv[1] === import.meta.filename) {
  const cut = await cutInterFace();
  writeFileSync(INTER_FACE_PATH, cut);
  console.log(
    `src/styles/inter-latin.woff2: ${cut.length} bytes, from ${interSourceFace().length} in ${INTER_PACKAGE}`,
  );
}
