import { geoDistance } from 'd3-geo';
import { describe, expect, it } from 'vitest';
import {
  decodeMask,
  dotGrid,
  DOT_SPACING_DEG,
  encodeMask,
  latLngToXyz,
} from '../../src/elements/about/land-dots.ts';
import { LAND_MASK } from '../../src/elements/about/land-mask.ts';
import { computeLandMask } from './globe-land.ts';

const RAD = Math.PI / 180;

/** Whether some land dot lies within `deg` degrees of arc of a place. */
function landNear(dots: [number, number][], [lat, lng]: [number, number], deg: number): boolean {
  return dots.some(([dlat, dlng]) => geoDistance([lng, lat], [dlng, dlat]) <= deg * RAD);
}

describe('globe land mask', () => {
  it(
    'is what the generator computes from world-atlas (run scripts/art/globe-land.ts after a grid change)',
    { timeout: 60_000 }, // about 12,000 spherical point-in-polygon tests: seconds on a busy machine
    () => {
      expect(LAND_MASK).toBe(computeLandMask());
    },
  );

  it('puts dots on the continents and none in the open ocean', () => {
    const dots = decodeMask(LAND_MASK);
    // About 29% of the Earth is land; the grid is even, so about 29% of its dots are.
    const share = dots.length / dotGrid().length;
    expect(share).toBeGreaterThan(0.25);
    expect(share).toBeLessThan(0.33);
    const places: [string, [number, number]][] = [
      ['Seattle', [47.6, -122.3]],
      ['Sahara', [23, 13]],
      ['Siberia', [62, 100]],
      ['Brazil', [-10, -55]],
      ['Australia', [-25, 134]],
      ['Antarctica', [-80, 0]],
    ];
    for (const [name, place] of places) expect(landNear(dots, place, 2), name).toBe(true);
    const oceans: [string, [number, number]][] = [
      ['mid Pacific', [0, -150]],
      ['south Atlantic', [-30, -15]],
      ['Indian Ocean', [-20, 80]],
    ];
    for (const [name, place] of oceans) expect(landNear(dots, place, 8), name).toBe(false);
  });
});

describe('dot grid', () => {
  it('spaces dots evenly: neighbours along a row are about one spacing apart at every latitude', () => {
    const grid = dotGrid();
    for (const lat of [-60, -20, 0, 35, 70]) {
      const row = grid.filter(([l]) => Math.abs(l - lat) < DOT_SPACING_DEG / 2);
      const [a, b] = row;
      const gap = geoDistance([a![1], a![0]], [b![1], b![0]]) / RAD;
      expect(gap).toBeGreaterThan(DOT_SPACING_DEG * 0.9);
      expect(gap).toBeLessThan(DOT_SPACING_DEG * 1.1);
    }
  });

  it('round-trips a mask through base64', () => {
    const grid = dotGrid(30);
    const bits = grid.map((_, i) => i % 3 === 0);
    expect(decodeMask(encodeMask(bits), 30)).toEqual(grid.filter((_, i) => i % 3 === 0));
  });

  it('places longitude 0 facing +z, east towards +x and the north pole up', () => {
    const close = (v: number[], w: number[]) => v.forEach((x, i) => expect(x).toBeCloseTo(w[i]!));
    close(latLngToXyz(0, 0), [0, 0, 1]);
    close(latLngToXyz(0, 90), [1, 0, 0]);
    close(latLngToXyz(90, 0), [0, 1, 0]);
    close(latLngToXyz(0, 0, 2), [0, 0, 2]);
  });
});
