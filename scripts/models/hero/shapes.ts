import {
  BufferGeometry,
  Euler,
  LatheGeometry,
  Matrix4,
  Mesh,
  Quaternion,
  Vector2,
  Vector3,
  type Material,
} from 'three';
import { RoundedBoxGeometry } from 'three/examples/jsm/geometries/RoundedBoxGeometry.js';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';

/** Shared with the page, which extrudes an owner's logos with it. */
export { softExtrude } from '../../../src/three/icon-geometry.ts';

/** Enough segments that bevels read as smooth at hero size, few enough to keep GLBs small. */
const BEVEL_SEGMENTS = 2;
const LATHE_SEGMENTS = 32;

export type Vec3 = readonly [number, number, number];

/** A box with softly rounded edges: the basic "designer toy" block. */
export function roundedBox(
  w: number,
  h: number,
  d: number,
  radius: number,
  segments = BEVEL_SEGMENTS,
) {
  return new RoundedBoxGeometry(w, h, d, segments, radius);
}

/** A lathe from a [radius, height] profile, bottom to top. */
export function lathe(profile: readonly (readonly [number, number])[], segments = LATHE_SEGMENTS) {
  return new LatheGeometry(
    profile.map(([r, y]) => new Vector2(r, y)),
    segments,
  );
}

/**
 * A lathe profile for a solid disc or cylinder with rounded top and bottom edges, so pots,
 * bases and mugs never show a hard rim.
 */
export function roundedCylinderProfile(radius: number, height: number, bevel: number, steps = 4) {
  const points: [number, number][] = [[0, 0]];
  for (let i = 0; i <= steps; i++) {
    const a = -Math.PI / 2 + (i / steps) * (Math.PI / 2);
    points.push([radius - bevel + Math.cos(a) * bevel, bevel + Math.sin(a) * bevel]);
  }
  for (let i = 0; i <= steps; i++) {
    const a = (i / steps) * (Math.PI / 2);
    points.push([radius - bevel + Math.cos(a) * bevel, height - bevel + Math.sin(a) * bevel]);
  }
  points.push([0, height]);
  return points;
}

/** A transform from position, Euler rotation and scale. */
export function transform(
  position: Vec3 = [0, 0, 0],
  rotation: Vec3 = [0, 0, 0],
  scale: Vec3 = [1, 1, 1],
) {
  return new Matrix4().compose(
    new Vector3(...position),
    new Quaternion().setFromEuler(new Euler(...rotation)),
    new Vector3(...scale),
  );
}

/** Collects pieces that share a material and merges them into one mesh (one draw call). */
export class Batch {
  private readonly parts: BufferGeometry[] = [];

  add(geometry: BufferGeometry, matrix: Matrix4 = new Matrix4()): this {
    // Mixed indexed and non-indexed pieces cannot merge; weld() re-indexes at export.
    const piece = geometry.index ? geometry.toNonIndexed() : geometry.clone();
    // Only the screen is textured; dropping UVs elsewhere roughly halves the file.
    piece.deleteAttribute('uv');
    this.parts.push(piece.applyMatrix4(matrix));
    geometry.dispose();
    return this;
  }

  mesh(name: string, material: Material): Mesh {
    const merged = mergeGeometries(this.parts, false);
    if (!merged) throw new Error(`hero model: could not merge the pieces of ${name}`);
    const mesh = new Mesh(merged, material);
    mesh.name = name;
    return mesh;
  }
}

/** A single named mesh placed in its parent. */
export function part(
  name: string,
  geometry: BufferGeometry,
  material: Material,
  matrix?: Matrix4,
  { keepUv = false } = {},
): Mesh {
  if (!keepUv) geometry.deleteAttribute('uv');
  const mesh = new Mesh(geometry, material);
  mesh.name = name;
  if (matrix) matrix.decompose(mesh.position, mesh.quaternion, mesh.scale);
  return mesh;
}
