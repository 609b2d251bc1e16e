import { describe, expect, it } from 'vitest';
import { framePixels } from './frame-pixels.ts';

describe('framePixels', () => {
  it('puts the bottom row of a readPixels frame at the top', () => {
    // 1x2: the first row read (the bottom of the picture) is red, the second green.
    const read = new Uint8Array([255, 0, 0, 255, 0, 255, 0, 255]);
    expect([...framePixels(read, 1, 2)]).toEqual([0, 255, 0, 255, 255, 0, 0, 255]);
  });

  it('takes the alpha out of premultiplied colours, and leaves transparent pixels black', () => {
    const read = new Uint8Array([64, 32, 0, 128, 10, 10, 10, 0]);
    expect([...framePixels(read, 2, 1)]).toEqual([128, 64, 0, 128, 0, 0, 0, 0]);
  });

  it('keeps every row of a wider frame whole', () => {
    const read = new Uint8Array([1, 1, 1, 255, 2, 2, 2, 255, 3, 3, 3, 255, 4, 4, 4, 255]);
    expect([...framePixels(read, 2, 2)]).toEqual([
      3, 3, 3, 255, 4, 4, 4, 255, 1, 1, 1, 255, 2, 2, 2, 255,
    ]);
  });
});
