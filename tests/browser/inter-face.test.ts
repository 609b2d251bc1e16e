import { expect } from '@esm-bundle/chai';
import { fontFaceRange, rangeText } from '../../scripts/build/unicode-range.ts';

// The package's Latin file, and the cut every section ships (scripts/build/inter-face.ts).
const SOURCE = '/node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';
const CUT = new URL('../../src/styles/inter-latin.woff2', import.meta.url).href;
const WEIGHTS = [400, 450, 500, 600, 700, 800];

async function face(family: string, url: string): Promise<void> {
  const loaded = await new FontFace(family, `url(${url})`, { weight: '100 900' }).load();
  document.fonts.add(loaded);
}

/** Every character the package's file covers, in lines of 48. */
async function latinLines(): Promise<string[]> {
  const css = await (await fetch('/node_modules/@fontsource-variable/inter/wght.css')).text();
  const chars = [...rangeText(fontFaceRange(css, 'inter-latin-wght-normal.woff2'))].filter((char) =>
    /\P{C}/u.test(char),
  );
  const lines: string[] = [];
  for (let at = 0; at < chars.length; at += 48) lines.push(chars.slice(at, at + 48).join(''));
  return lines;
}

function drawn(family: string, weight: number, lines: string[]): Uint8ClampedArray {
  const canvas = new OffscreenCanvas(1400, lines.length * 36 + 8);
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  context.font = `${weight} 26px "${family}"`;
  lines.forEach((line, index) => context.fillText(line, 4, 30 + index * 36));
  return context.getImageData(0, 0, canvas.width, canvas.height).data;
}

/** A span's width in `family`, laid out as the sections lay out text. */
function width(family: string, weight: number, text: string, numeric = 'normal'): number {
  const span = document.createElement('span');
  span.style.cssText = `font: ${weight} 20px "${family}"; font-variant-numeric: ${numeric}; white-space: pre`;
  span.textContent = text;
  document.body.append(span);
  const { width } = span.getBoundingClientRect();
  span.remove();
  return width;
}

describe("the Inter the sections ship, against the package's file", () => {
  before(() => Promise.all([face('Inter source', SOURCE), face('Inter cut', CUT)]));

  it('draws every character at every weight the sections use, pixel for pixel', async () => {
    const lines = await latinLines();
    expect(lines.join('')).to.include('€').and.include('—').and.include('ß');
    for (const weight of WEIGHTS) {
      const source = drawn('Inter source', weight, lines);
      const cut = drawn('Inter cut', weight, lines);
      let differ = 0;
      for (let index = 0; index < source.length; index += 1)
        if (source[index] !== cut[index]) differ += 1;
      expect(differ, `bytes that differ at weight ${weight}`).to.equal(0);
    }
  });

  it('keeps kerning, ligatures and the tabular figures the work and contact sections ask for', () => {
    const text = 'AVATAR Wave Ty To. office flow 2024–2026 ↑ 1,111.01';
    for (const weight of WEIGHTS) {
      expect(width('Inter cut', weight, text)).to.equal(width('Inter source', weight, text));
      const figures = width('Inter cut', weight, '1111', 'tabular-nums');
      expect(figures).to.equal(width('Inter source', weight, '1111', 'tabular-nums'));
      // Tabular ones are wider than the proportional: the feature does something.
      expect(figures).to.be.greaterThan(width('Inter cut', weight, '1111'));
    }
  });
});
