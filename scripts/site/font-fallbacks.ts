/**
 * Local faces scaled to the metrics of the page's web fonts (Capsize reads them from the font
 * files the page ships). A page's first paint sets its text in them, without fetching a font;
 * when Inter or JetBrains Mono arrive (after the first paint: src/styles/fonts.ts adds them
 * with the elements), the text keeps its lines and its height, so nothing moves.
 * src/styles/base.css names the families in its font stacks, right after the web fonts'.
 */
import { createFontStack } from '@capsizecss/core';
import { entireMetricsCollection as metrics } from '@capsizecss/metrics/entireMetricsCollection';
import { fromFile } from '@capsizecss/unpack/fs';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { INTER_FACE_PATH, interLatinRange } from '../build/inter-face.ts';
import { fontFaceRange } from '../build/unicode-range.ts';

const resolve = createRequire(import.meta.url).resolve;

/** JetBrains Mono's Latin file, which the sections load as the package ships it. */
const MONO_FILE = resolve('@fontsource/jetbrains-mono/files/jetbrains-mono-latin-400-normal.woff2');

/** The range a fontsource file is declared for, from its package's own @font-face rules. */
const packageRange = (file: string) =>
  fontFaceRange(readFileSync(join(dirname(file), '../index.css'), 'utf8'), basename(file));

const { arial, courierNew, roboto, inter } = metrics;
type Metrics = typeof arial;

/** Liberation's faces are metric copies of Arial's and Courier New's (Linux has them, not those). */
const liberation = (metrics: Metrics, familyName: string, bold = false) => ({
  ...metrics,
  familyName,
  fullName: bold ? `${familyName} Bold` : familyName,
  postscriptName: `${familyName.replace(' ', '')}${bold ? '-Bold' : ''}`,
});

/**
 * A face's bold cut, from Capsize's metrics: the family's name stays, so a weight of 600 and
 * more finds it in the same family (a synthesised bold of the regular cut is narrower).
 */
const bold = (face: Metrics) => ({
  ...face,
  ...face.variants?.['700'],
  familyName: face.familyName,
});

/** Weights the regular and the bold stand-ins take. */
const REGULAR = '100 500';
const BOLD = '600 900';

/**
 * The web fonts, each as the page ships it, with the characters it covers (a stand-in face
 * covers those alone, so Arabic text, which Arial has glyphs for, still reaches its own face);
 * the local faces that stand in for each (Android's is Roboto), in order; and the metrics of the
 * web font's bold (Inter's 700 from Capsize; the variable file's default instance is its 400).
 */
const STACKS = [
  {
    file: INTER_FACE_PATH,
    range: interLatinRange,
    fallbacks: [arial, liberation(arial, 'Liberation Sans'), roboto],
    bold: {
      web: inter,
      fallbacks: [bold(arial), liberation(bold(arial), 'Liberation Sans', true), bold(roboto)],
    },
  },
  {
    file: MONO_FILE,
    range: () => packageRange(MONO_FILE),
    fallbacks: [courierNew, liberation(courierNew, 'Liberation Mono')],
    bold: null,
  },
];

let faces: Promise<string> | null = null;

/** The `@font-face` rules of every stand-in face, named "<web font> Fallback: <local font>". */
export function fallbackFontFaces(): Promise<string> {
  faces ??= Promise.all(
    STACKS.map(async ({ file, range, fallbacks, bold: heavy }) => {
      const web = await fromFile(file);
      const unicode = range();
      const faces = [
        createFontStack([web, ...fallbacks], {
          fontFaceProperties: {
            unicodeRange: unicode,
            ...(heavy ? { fontWeight: REGULAR } : {}),
          },
        }).fontFaces,
      ];
      if (heavy) {
        // Named as the regular faces are, so one stack holds both weights.
        const { xWidthAvg, subsets } = heavy.web.variants['700']!;
        const webBold = { ...web, xWidthAvg, subsets };
        faces.push(
          createFontStack([webBold, ...heavy.fallbacks], {
            fontFaceProperties: { unicodeRange: unicode, fontWeight: BOLD },
          }).fontFaces,
        );
      }
      return faces.join('');
    }),
  ).then((rules) => rules.join('').replace(/\s*\n\s*/g, ''));
  return faces;
}
