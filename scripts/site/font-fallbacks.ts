/**
 * Local faces scaled to the metrics of the page's web fonts (Capsize reads them from the font
 * files the page ships). A page's first paint sets its text in them, without fetching a font;
 * when Inter or JetBrains Mono arrive (after the first paint: src/styles/fonts.ts adds them
 * with the elements), the text keeps its lines and its height, so nothing moves.
 * src/styles/base.css names the families in its font stacks, right after the web fonts'.
 */
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import courierNew from '@capsizecss/metrics/courierNew';
import roboto from '@capsizecss/metrics/roboto';
import { fromFile } from '@capsizecss/unpack/fs';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const resolve = createRequire(import.meta.url).resolve;

/**
 * The characters a fontsource file covers, from its package's own @font-face rules: a stand-in
 * face covers those alone, so Arabic text (Arial has Arabic glyphs) still reaches its own face.
 */
function unicodeRange(file: string): string {
  const css = readFileSync(join(dirname(resolve(file)), '../index.css'), 'utf8');
  const name = file.split('/').pop()!;
  const rule = css.split('@font-face').find((block) => block.includes(name));
  const range = rule && /unicode-range:\s*([^;]+);/.exec(rule)?.[1];
  if (!range) throw new Error(`font-fallbacks: no unicode-range for ${name} in its package`);
  return range.trim();
}

/** Liberation's faces are metric copies of Arial's and Courier New's (Linux has them, not those). */
const liberationSans = {
  ...arial,
  familyName: 'Liberation Sans',
  fullName: 'Liberation Sans',
  postscriptName: 'LiberationSans',
};
const liberationMono = {
  ...courierNew,
  familyName: 'Liberation Mono',
  fullName: 'Liberation Mono',
  postscriptName: 'LiberationMono',
};

/** The web fonts, the local faces that stand in for each (Android's is Roboto), in order. */
const STACKS = [
  {
    file: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    fallbacks: [arial, liberationSans, roboto],
  },
  {
    file: '@fontsource/jetbrains-mono/files/jetbrains-mono-latin-400-normal.woff2',
    fallbacks: [courierNew, liberationMono],
  },
];

let faces: Promise<string> | null = null;

/** The `@font-face` rules of every stand-in face, named "<web font> Fallback: <local font>". */
export function fallbackFontFaces(): Promise<string> {
  faces ??= Promise.all(
    STACKS.map(async ({ file, fallbacks }) => {
      const metrics = await fromFile(resolve(file));
      return createFontStack([metrics, ...fallbacks], {
        fontFaceProperties: { unicodeRange: unicodeRange(file) },
      }).fontFaces;
    }),
  ).then((rules) => rules.join('').replace(/\s*\n\s*/g, ''));
  return faces;
}
