import type { Polygon } from 'geojson';
// h3 is what the globe's hexagon layer feeds these polygons to (through three-globe).
import { latLngToCell, polygonToCells } from 'h3-js';
import type { Topology } from 'topojson-specification';
import { describe, expect, it } from 'vitest';
import land from 'world-atlas/land-110m.json' with { type: 'json' };
import {
  clipRing,
  closeOverPole,
  isDegenerateRing,
  landPolygons,
  splitPolygon,
  unwrapRing,
  type Ring,
} from './globe-data.ts';
import { GLOBE_HEX_RESOLUTION } from './globe-style.ts';

const square = (x: number, y: number, size: number): Ring => [
  [x, y],
  [x + size, y],
  [x + size, y + size],
  [x, y + size],
  [x, y],
];

function lngSpan(polygon: Polygon): number {
  const lngs = polygon.coordinates[0]!.map(([lng]) => lng!);
  return Math.max(...lngs) - Math.min(...lngs);
}

describe('ring helpers', () => {
  it('calls rings of fewer than three distinct points or no area degenerate', () => {
    expect(isDegenerateRing(square(0, 0, 1))).toBe(false);
    expect(
      isDegenerateRing([
        [0, 0],
        [1, 1],
        [0, 0],
      ]),
    ).toBe(true);
    expect(
      isDegenerateRing([
        [0, 0],
        [1, 0],
        [2, 0],
        [0, 0],
      ]),
    ).toBe(true);
  });

  it('unwraps longitudes across the antimeridian', () => {
    expect(
      unwrapRing([
        [179, 0],
        [-179, 0],
        [-178, 1],
      ]),
    ).toEqual([
      [179, 0],
      [181, 0],
      [182, 1],
    ]);
  });

  it('closes a ring that circles the south pole along the pole', () => {
    const ring = closeOverPole([
      [-180, -80],
      [0, -75],
      [180, -80],
    ]);
    expect(ring.slice(-3)).toEqual([
      [180, -90],
      [-180, -90],
      [-180, -80],
    ]);
  });

  it('clips a ring to a longitude band', () => {
    const clipped = clipRing(square(-10, 0, 20), 0, 90);
    const lngs = clipped.map(([lng]) => lng!);
    expect(Math.min(...lngs)).toBe(0);
    expect(Math.max(...lngs)).toBe(10);
  });
});

describe('splitPolygon', () => {
  it('cuts a polygon crossing the antimeridian into pieces inside -180..180', () => {
    const pieces = splitPolygon([
      [
        [170, 10],
        [-170, 10],
        [-170, 20],
        [170, 20],
        [170, 10],
      ],
    ]);
    expect(pieces).toHaveLength(2);
    for (const piece of pieces) {
      for (const [lng] of piece.coordinates[0]!) expect(Math.abs(lng!)).toBeLessThanOrEqual(180);
    }
  });

  it('drops a degenerate outer ring and degenerate holes', () => {
    expect(
      splitPolygon([
        [
          [5, 5],
          [6, 6],
          [5, 5],
        ],
      ]),
    ).toEqual([]);
    const [piece] = splitPolygon([
      square(10, 10, 10),
      [
        [12, 12],
        [13, 12],
        [12, 12],
      ],
    ]);
    expect(piece!.coordinates).toHaveLength(1);
  });

  it('keeps a real hole with its piece', () => {
    const [piece] = splitPolygon([square(10, 10, 10), square(12, 12, 2)]);
    expect(piece!.coordinates).toHaveLength(2);
  });
});

describe('landPolygons (world-atlas land-110m)', () => {
  const polygons = landPolygons(land as unknown as Topology);
  const cells = new Set<string>();
  for (const { geometry } of polygons) {
    for (const cell of polygonToCells(geometry.coordinates, GLOBE_HEX_RESOLUTION, true)) {
      cells.add(cell);
    }
  }
  const isLand = (lat: number, lng: number) =>
    cells.has(latLngToCell(lat, lng, GLOBE_HEX_RESOLUTION));

  it('gives only closed, non-degenerate polygons no wider than h3 reads', () => {
    expect(polygons.length).toBeGreaterThan(100);
    for (const { geometry } of polygons) {
      expect(lngSpan(geometry)).toBeLessThanOrEqual(90);
      for (const ring of geometry.coordinates) {
        expect(ring[0]).toEqual(ring.at(-1));
        expect(isDegenerateRing(ring)).toBe(false);
      }
    }
  });

  it('every polygon goes through h3 without an error', () => {
    for (const { geometry } of polygons) {
      expect(() => polygonToCells(geometry.coordinates, GLOBE_HEX_RESOLUTION, true)).not.toThrow();
    }
  });

  it('covers the continents (Eurasia and Antarctica included) and not the oceans', () => {
    expect(isLand(47.61, -122.33)).toBe(true); // Seattle
    expect(isLand(55.75, 37.62)).toBe(true); // Moscow: Eurasia crosses the antimeridian
    expect(isLand(64, 100)).toBe(true); // Siberia
    expect(isLand(-80, 0)).toBe(true); // Antarctica circles the pole
    expect(isLand(-80, 120)).toBe(true);
    expect(isLand(0, 20)).toBe(true); // Africa
    expect(isLand(0, -140)).toBe(false); // Pacific
    expect(isLand(30, -40)).toBe(false); // Atlantic
    expect(isLand(41.5, 51)).toBe(false); // the Caspian Sea stays a hole
  });

  it('land is a plausible share of the globe', () => {
    const total = 2 + 120 * 7 ** GLOBE_HEX_RESOLUTION; // h3 cells at this resolution
    const share = cells.size / total;
    expect(share).toBeGreaterThan(0.22);
    expect(share).toBeLessThan(0.4);
  });
});
