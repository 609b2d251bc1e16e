import { expect } from '@esm-bundle/chai';
import { rasterise } from '../../src/three/page/page-images.ts';

/** Red on the left half, blue on the right, in a 96x64 viewBox. */
const HALVES =
  '<rect width="48" height="64" fill="#f00"/><rect x="48" width="48" height="64" fill="#00f"/>';

const svgUrl = (attributes: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" ${attributes}>${HALVES}</svg>`,
  )}`;

function pixel(bitmap: ImageBitmap, x: number, y: number): number[] {
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  context.drawImage(bitmap, 0, 0);
  return [...context.getImageData(x, y, 1, 1).data];
}

describe('an SVG rasterised for a stage', () => {
  it('draws a small SVG with a size of its own sharp at the stage width', async () => {
    const bitmap = await rasterise(svgUrl('width="48" height="32" viewBox="0 0 96 64"'));
    expect([bitmap.width, bitmap.height]).to.deep.equal([1024, 683]);
    // Four pixels either side of the edge at 512: stretching the SVG's own 48 pixels would
    // blend the two colours over about twenty.
    expect(pixel(bitmap, 508, 300)).to.deep.equal([255, 0, 0, 255]);
    expect(pixel(bitmap, 516, 300)).to.deep.equal([0, 0, 255, 255]);
  });

  // Chromium's natural sizes for these are 225x150 and 96x64, but createImageBitmap makes a
  // blank bitmap of either.
  for (const [what, attributes] of [
    ['a viewBox alone', 'viewBox="0 0 96 64"'],
    ['a width alone', 'width="96" viewBox="0 0 96 64"'],
  ]) {
    it(`draws an SVG with ${what} at the stage width`, async () => {
      const bitmap = await rasterise(svgUrl(attributes!));
      expect(bitmap.width).to.equal(1024);
      const middle = Math.floor(bitmap.height / 2);
      expect(pixel(bitmap, 100, middle)).to.deep.equal([255, 0, 0, 255]);
      expect(pixel(bitmap, 900, middle)).to.deep.equal([0, 0, 255, 255]);
    });
  }
});
