import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  cutInterFace,
  INTER_FACE_PATH,
  interLatinText,
  interSourceFace,
} from '../../scripts/build/inter-face.ts';
import { fontFaceRange, rangeText } from '../../scripts/build/unicode-range.ts';

describe('the Inter face the sections ship', () => {
  it('is what scripts/build/inter-face.ts cuts from the package, a fifth lighter', async () => {
    // A new @fontsource-variable/inter fails here until the script writes the face again.
    const committed = readFileSync(INTER_FACE_PATH);
    expect(Buffer.compare(await cutInterFace(), committed)).toBe(0);
    expect(committed.length).toBeLessThan(interSourceFace().length * 0.85);
  });

  it("is cut for every character of the package's Latin file", () => {
    const text = interLatinText();
    for (const char of 'AZaz09éßÆœ€–—“”…™−') expect(text).toContain(char);
    expect(text.length).toBeGreaterThan(300);
  });
});

describe('a unicode-range', () => {
  it('is read from the @font-face rule that names the file', () => {
    const css =
      '@font-face { src: url(./a.woff2); unicode-range: U+0400-045F; }\n' +
      '@font-face { src: url(./files/b.woff2) format("woff2"); unicode-range: U+0041-0043,U+00E9; }';
    expect(fontFaceRange(css, 'b.woff2')).toBe('U+0041-0043,U+00E9');
    expect(() => fontFaceRange(css, 'c.woff2')).toThrow(/c\.woff2/);
  });

  it('covers each code point of its ranges and single points', () => {
    expect(rangeText('U+0041-0043, U+00E9,u+1F600')).toBe('ABCé😀');
  });
});
