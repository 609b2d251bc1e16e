import { describe, expect, it } from 'vitest';
import { coverFit } from './screen-fit.ts';

describe('coverFit', () => {
  it('crops the sides of a wide photo on a narrower screen', () => {
    const fit = coverFit(2, 1);
    expect(fit.repeat).toEqual([0.5, 1]);
    expect(fit.offset).toEqual([0.25, 0]);
  });

  it('crops top and bottom of a 4:3 photo on a 16:9 screen', () => {
    const fit = coverFit(4 / 3, 16 / 9);
    expect(fit.repeat[0]).toBe(1);
    expect(fit.repeat[1]).toBeCloseTo(0.75, 9);
    expect(fit.offset[1]).toBeCloseTo(0.125, 9);
  });

  it('leaves a photo of the screen shape, or unknown sizes, alone', () => {
    expect(coverFit(1.5, 1.5)).toEqual({ repeat: [1, 1], offset: [0, 0] });
    expect(coverFit(0, 1.5)).toEqual({ repeat: [1, 1], offset: [0, 0] });
    expect(coverFit(Number.NaN, 1.5)).toEqual({ repeat: [1, 1], offset: [0, 0] });
  });
});
