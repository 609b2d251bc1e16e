import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  arabicScriptNames,
  cutNamesFace,
  namesRange,
} from '../../scripts/build/arabic-names-face.ts';
import { ARABIC_NAMES_RANGE } from './arabic-names-range.ts';

describe("the face of the Arabic-script languages' own names", () => {
  it('covers the letters of every name the switch shows, and is what the script writes', async () => {
    const names = arabicScriptNames();
    expect(names).toContain('العربية');
    // The range the face is declared for: the names' letters (a new language, or another name
    // for one, fails here until scripts/build/arabic-names-face.ts writes the face again).
    expect(ARABIC_NAMES_RANGE).toBe(namesRange(names));
    const committed = readFileSync(resolve(import.meta.dirname, 'arabic-names.woff2'));
    expect(Buffer.compare(await cutNamesFace(names), committed)).toBe(0);
    expect(committed.length).toBeLessThan(8_000);
  });

  it('writes a range of the code points, spaces left out', () => {
    expect(namesRange(['اب', 'ب ا'])).toBe('U+0627, U+0628');
  });
});
