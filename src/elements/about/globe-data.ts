import type { Feature, FeatureCollection, Geometry, Polygon, Position } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryObject, Topology } from 'topojson-specification';

/**
 * Land polygons for the globe's hexagon layer, made safe for h3's `polygonToCells`, which the
 * layer calls on every polygon and which throws (taking the whole layer down) on rings it cannot
 * read: rings wider than 180 degrees of longitude (Eurasia once it crosses the antimeridian),
 * rings that wrap round a pole (Antarctica), slivers and rings of fewer than three points.
 * Each polygon is unwrapped to continuous longitudes, closed over its pole when it circles one,
 * cut into longitude bands no wider than h3 accepts, and stripped of degenerate rings.
 */

/** Band width: well under the 180 degrees h3 can read, and a divisor of 360 so bands never straddle ±180. */
const BAND_DEG = 90;
/** Planar area (square degrees) under which a ring is a sliver no hexagon centre can fall in. */
const MIN_RING_AREA = 1e-6;
/** Longitudes closer than this count as the same meridian. */
const EPSILON = 1e-9;

export type Ring = Position[];

/** Signed planar area of a ring in square degrees (shoelace; open or closed ring). */
export function ringArea(ring: Ring): number {
  let sum = 0;
  for (let i = 0; i < ring.length; i++) {
    const [x1, y1] = ring[i]!;
    const [x2, y2] = ring[(i + 1) % ring.length]!;
    sum += x1! * y2! - x2! * y1!;
  }
  return sum / 2;
}

/** Fewer than three distinct points, or no area to speak of. */
export function isDegenerateRing(ring: Ring): boolean {
  const distinct = new Set(ring.map(([x, y]) => `${x},${y}`));
  return distinct.size < 3 || Math.abs(ringArea(ring)) < MIN_RING_AREA;
}

/** Longitudes made continuous: a step of more than 180 degrees is the antimeridian, not a jump. */
export function unwrapRing(ring: Ring): Ring {
  const out: Ring = [];
  let offset = 0;
  ring.forEach(([lng, lat], i) => {
    if (i > 0) {
      const step = lng! + offset - out[i - 1]![0]!;
      if (step > 180) offset -= 360;
      else if (step < -180) offset += 360;
    }
    out.push([lng! + offset, lat!]);
  });
  return out;
}

/**
 * A ring whose unwrapped ends are 360 degrees apart goes round a pole: close it along the pole
 * so it encloses the cap it means (lat/lng containment, as h3 uses, needs that edge).
 */
export function closeOverPole(ring: Ring): Ring {
  const first = ring[0]!;
  const last = ring.at(-1)!;
  if (Math.abs(last[0]! - first[0]!) < 180) return ring;
  const meanLat = ring.reduce((sum, [, lat]) => sum + lat!, 0) / ring.length;
  const pole = meanLat < 0 ? -90 : 90;
  return [...ring, [last[0]!, pole], [first[0]!, pole], first];
}

/** Sutherland-Hodgman clip of a ring to `min <= lng <= max`; returns an open ring. */
export function clipRing(ring: Ring, min: number, max: number): Ring {
  const open = samePoint(ring[0], ring.at(-1)) ? ring.slice(0, -1) : ring;
  const edge = (input: Ring, inside: (p: Position) => boolean, bound: number): Ring => {
    const out: Ring = [];
    input.forEach((current, i) => {
      const previous = input[(i + input.length - 1) % input.length]!;
      const currentIn = inside(current);
      if (currentIn !== inside(previous)) out.push(crossing(previous, current, bound));
      if (currentIn) out.push(current);
    });
    return out;
  };
  const left = edge(open, (p) => p[0]! >= min - EPSILON, min);
  return edge(left, (p) => p[0]! <= max + EPSILON, max);
}

function crossing(a: Position, b: Position, lng: number): Position {
  const t = (lng - a[0]!) / (b[0]! - a[0]!);
  return [lng, a[1]! + t * (b[1]! - a[1]!)];
}

function samePoint(a: Position | undefined, b: Position | undefined): boolean {
  return !!a && !!b && a[0] === b[0] && a[1] === b[1];
}

function closeRing(ring: Ring): Ring {
  return samePoint(ring[0], ring.at(-1)) ? ring : [...ring, ring[0]!];
}

/** Shifts a hole by whole turns so it sits over its (unwrapped) outer ring. */
function alignTo(hole: Ring, centre: number): Ring {
  const holeCentre = hole.reduce((sum, [lng]) => sum + lng!, 0) / hole.length;
  const turns = Math.round((centre - holeCentre) / 360);
  return turns ? hole.map(([lng, lat]) => [lng! + turns * 360, lat!]) : hole;
}

/** One GeoJSON polygon (outer ring, then holes) as h3-safe polygons. */
export function splitPolygon(rings: Ring[]): Polygon[] {
  if (!rings.length) return [];
  const outer = closeOverPole(unwrapRing(rings[0]!));
  const lngs = outer.map(([lng]) => lng!);
  const [west, east] = [Math.min(...lngs), Math.max(...lngs)];
  const holes = rings.slice(1).map((hole) => alignTo(unwrapRing(hole), (west + east) / 2));
  const polygons: Polygon[] = [];
  for (let band = Math.floor(west / BAND_DEG) * BAND_DEG; band < east; band += BAND_DEG) {
    const piece = clipRing(outer, band, band + BAND_DEG);
    if (isDegenerateRing(piece)) continue;
    const shift = -360 * Math.floor((band + 180) / 360);
    const move = (ring: Ring): Ring => closeRing(ring.map(([lng, lat]) => [lng! + shift, lat!]));
    const pieceHoles = holes
      .map((hole) => clipRing(hole, band, band + BAND_DEG))
      .filter((hole) => !isDegenerateRing(hole));
    polygons.push({ type: 'Polygon', coordinates: [move(piece), ...pieceHoles.map(move)] });
  }
  return polygons;
}

function geometryPolygons(geometry: Geometry | null): Ring[][] {
  if (!geometry) return [];
  if (geometry.type === 'Polygon') return [geometry.coordinates];
  if (geometry.type === 'MultiPolygon') return geometry.coordinates;
  if (geometry.type === 'GeometryCollection') return geometry.geometries.flatMap(geometryPolygons);
  return [];
}

/** Every land polygon of a world-atlas topology object, split and filtered for h3. */
export function landPolygons(topology: Topology, objectName = 'land'): Feature<Polygon>[] {
  const object = topology.objects[objectName] as GeometryObject | undefined;
  if (!object) throw new Error(`The topology has no "${objectName}" object`);
  const converted = feature(topology, object) as Feature | FeatureCollection;
  const features = converted.type === 'FeatureCollection' ? converted.features : [converted];
  return features
    .flatMap((item) => geometryPolygons(item.geometry))
    .flatMap(splitPolygon)
    .map((geometry) => ({ type: 'Feature', properties: {}, geometry }));
}
