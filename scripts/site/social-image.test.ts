import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { renderSocialImage, socialImageSvg } from './social-image.ts';
import { woffToSfnt } from './woff.ts';

const require = createRequire(import.meta.url);
const text = { name: 'Ada <Lovelace>', role: 'Engineer & writer', detail: 'London', address: '' };

describe('social image', () => {
  it('unpacks a WOFF font to an sfnt with the same tables', () => {
    const woff = readFileSync(
      require.resolve('@fontsource/jetbrains-mono/files/jetbrains-mono-latin-400-normal.woff'),
    );
    const sfnt = new DataView(woffToSfnt(woff).buffer);
    expect(sfnt.getUint32(0)).toBe(new DataView(woff.buffer, woff.byteOffset).getUint32(4));
    expect(sfnt.getUint16(4)).toBe(new DataView(woff.buffer, woff.byteOffset).getUint16(12));
  });

  it('escapes the content in its SVG', () => {
    const svg = socialImageSvg(text);
    expect(svg).toContain('Ada &lt;Lovelace&gt;');
    expect(svg).toContain('Engineer &amp; writer');
  });

  it('is a 1200x630 PNG', async () => {
    const png = await renderSocialImage(text);
    const view = new DataView(png.buffer, png.byteOffset);
    expect(view.getUint32(0)).toBe(0x89504e47);
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([1200, 630]);
  });
});
