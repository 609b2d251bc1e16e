import { describe, expect, it } from 'vitest';
import { coverFit, uvAspect } from './screen-fit.ts';

describe('coverFit', () => {
  it('leaves a picture of the screen shape alone', () => {
    expect(coverFit(1.5, 1.5)).toEqual({ repeat: [1, 1], offset: [0, 0] });
  });

  it('crops the sides of a wider picture evenly', () => {
    const fit = coverFit(16 / 9, 1.5);
    expect(fit.repeat[0]).toBeCloseTo(1.5 / (16 / 9));
    expect(fit.repeat[1]).toBe(1);
    expect(fit.offset[0]).toBeCloseTo((1 - fit.repeat[0]) / 2);
    expect(fit.offset[1]).toBe(0);
  });

  it('crops top and bottom of a taller picture evenly', () => {
    const fit = coverFit(1, 2);
    expect(fit.repeat).toEqual([1, 0.5]);
    expect(fit.offset).toEqual([0, 0.25]);
  });

  it('ignores sizes that are not known yet', () => {
    expect(coverFit(0, 1.5)).toEqual({ repeat: [1, 1], offset: [0, 0] });
    expect(coverFit(Number.NaN, 1.5)).toEqual({ repeat: [1, 1], offset: [0, 0] });
  });
});

describe('uvAspect', () => {
  // A 3 x 2 quad in the XY plane, UV v = 0 at the top (glTF's convention).
  const positions = [-1.5, -1, 0, 1.5, -1, 0, 1.5, 1, 0, -1.5, 1, 0];
  const uvs = [0, 1, 1, 1, 1, 0, 0, 0];

  it('measures the quad the UV square covers', () => {
    expect(uvAspect(positions, uvs, [0, 1, 2, 0, 2, 3])).toBeCloseTo(1.5);
  });

  it('works for a screen turned to face another way', () => {
    // The same quad stood in the YZ plane, portrait: 2 wide (z) by 3 tall (y).
    const turned = [0, -1.5, -1, 0, -1.5, 1, 0, 1.5, 1, 0, 1.5, -1];
    expect(uvAspect(turned, uvs, [0, 1, 2, 0, 2, 3])).toBeCloseTo(2 / 3);
  });

  it('skips degenerate triangles and reads unindexed geometry', () => {
    const flat = [0, 0, 0, 0, 0, 0, 0, 0, 0, ...positions.slice(0, 9)];
    const flatUv = [0, 0, 0, 0, 0, 0, ...uvs.slice(0, 6)];
    expect(uvAspect(flat, flatUv, null)).toBeCloseTo(1.5);
  });

  it('prefers the largest triangle over thin, noisy ones at the rim', () => {
    // A sliver along the bottom edge whose UVs are a little off (as quantization leaves them).
    const sliver = [-1.5, -1, 0, -1.49, -1.001, 0, 1.49, -1.001, 0];
    const sliverUv = [0, 1, 0.004, 0.9995, 0.996, 1];
    const all = [...sliver, ...positions];
    const allUv = [...sliverUv, ...uvs];
    const index = [0, 1, 2, 3, 4, 5, 3, 5, 6];
    expect(uvAspect(all, allUv, index)).toBeCloseTo(1.5);
  });

  it('falls back to square without usable triangles', () => {
    expect(uvAspect([], [], null)).toBe(1);
  });
});
