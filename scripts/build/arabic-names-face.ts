/**
 * `npx tsx scripts/build/arabic-names-face.ts`: writes the face the language switch draws the
 * Arabic-script languages' own names in ("العربية" on an English page), cut from the Arabic
 * face to those names' letters at its regular weight: src/styles/arabic-names.woff2, and the
 * letters it covers, src/styles/arabic-names-range.ts. Run it again when the languages or the
 * face change; src/styles/arabic-names.test.ts fails until then.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import subsetFont from 'subset-font';
import { ownName } from '../../src/i18n/languages.ts';
import { ARABIC_SCRIPT_LANGUAGES } from '../../src/styles/arabic-script.ts';

const STYLES = resolve(import.meta.dirname, '../../src/styles');
const FACE =
  '@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2';

/** The code points of the names, as a unicode-range, spaces left to the page's own face. */
export function namesRange(names: readonly string[]): string {
  const points = new Set<number>();
  for (const name of names)
    for (const char of name) if (char !== ' ') points.add(char.codePointAt(0)!);
  return [...points]
    .sort((a, b) => a - b)
    .map((point) => `U+${point.toString(16).toUpperCase().padStart(4, '0')}`)
    .join(', ');
}

export const arabicScriptNames = (): string[] => ARABIC_SCRIPT_LANGUAGES.map(ownName);

/** The face cut to `names`, as woff2 bytes. */
export async function cutNamesFace(names: readonly string[]): Promise<Buffer> {
  const face = readFileSync(createRequire(import.meta.url).resolve(FACE));
  return subsetFont(face, names.join(''), { targetFormat: 'woff2', variationAxes: { wght: 400 } });
}

if (process.argv[1] === import.meta.filename) {
  const names = arabicScriptNames();
  const cut = await cutNamesFace(names);
  writeFileSync(resolve(STYLES, 'arabic-names.woff2'), cut);
  writeFileSync(
    resolve(STYLES, 'arabic-names-range.ts'),
    `/** Written by scripts/build/arabic-names-face.ts: the letters of ${names.join(', ')}. */\n` +
      `export const ARABIC_NAMES_RANGE =\n  '${namesRange(names)}';\n`,
  );
  console.log(`src/styles/arabic-names.woff2: ${cut.length} bytes, for ${names.join(', ')}`);
}
