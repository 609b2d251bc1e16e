import {
  BufferGeometry,
  LatheGeometry,
  Matrix4,
  Quaternion,
  SphereGeometry,
  TorusGeometry,
  Vector2,
  Vector3,
} from 'three';
import { mergeVertices } from 'three/examples/jsm/utils/BufferGeometryUtils.js';

/**
 * Segments: as few as keep silhouettes smooth at card size (the character stands ~400 CSS px
 * tall; a limb ~20 px in radius cut into 16 strays under half a pixel from its circle). Smooth
 * normals hide the facets inside the outline, and every triangle is skinned every frame.
 */
const RADIAL = 16;
const CAP = 4;
const SPHERE_W = 22;
const SPHERE_H = 14;

/** Segment counts for a small part (laces, drawstrings): detail nobody sees costs bytes. */
export const SMALL = { radial: 10, cap: 3 } as const;

const DOWN = new Vector3(0, -1, 0);

/** Indexed geometry without UVs: nothing is textured, and merging needs one attribute set. */
export function clean(geometry: BufferGeometry): BufferGeometry {
  geometry.deleteAttribute('uv');
  const indexed = geometry.index ? geometry : mergeVertices(geometry);
  if (!indexed.getAttribute('normal')) indexed.computeVertexNormals();
  return indexed;
}

/** A basis whose +Z is `normal` and whose +Y leans toward world up: for surface decals. */
export function surfaceFrame(normal: Vector3, roll = 0): Quaternion {
  const z = normal.clone().normalize();
  const x = new Vector3(0, 1, 0).cross(z).normalize();
  const y = z.clone().cross(x);
  const q = new Quaternion().setFromRotationMatrix(new Matrix4().makeBasis(x, y, z));
  return q.multiply(new Quaternion().setFromAxisAngle(new Vector3(0, 0, 1), roll));
}

/** Scales, rotates, then moves a geometry into place (character space). */
export function place(
  geometry: BufferGeometry,
  at: Vector3 | readonly [number, number, number],
  rotation: Quaternion = new Quaternion(),
  scale: readonly [number, number, number] = [1, 1, 1],
): BufferGeometry {
  const position = at instanceof Vector3 ? at : new Vector3(...at);
  const matrix = new Matrix4().compose(position, rotation, new Vector3(...scale));
  return geometry.applyMatrix4(matrix);
}

/** A unit sphere stretched into an ellipsoid, centred at the origin. */
export function ellipsoid(rx: number, ry: number, rz: number, w = SPHERE_W, h = SPHERE_H) {
  return new SphereGeometry(1, w, h).scale(rx, ry, rz);
}

/**
 * A sphere-swept cone: radius `r1` round the origin, `r2` round (0, -length, 0), joined by the
 * two circles' common tangent. Two of them meeting at a joint share a ball there, so a bent
 * elbow or knee stays closed and round at any angle.
 */
export function roundedCone(
  r1: number,
  r2: number,
  length: number,
  { radial = RADIAL, cap = CAP } = {},
): BufferGeometry {
  const sinB = Math.max(-1, Math.min(1, (r1 - r2) / length));
  const beta = Math.asin(sinB);
  const points: Vector2[] = [];
  for (let i = 0; i <= cap; i++) {
    const a = -Math.PI / 2 + (i / cap) * (beta + Math.PI / 2);
    points.push(new Vector2(r2 * Math.cos(a), -length + r2 * Math.sin(a)));
  }
  for (let i = 0; i <= cap; i++) {
    const a = beta + (i / cap) * (Math.PI / 2 - beta);
    points.push(new Vector2(r1 * Math.cos(a), r1 * Math.sin(a)));
  }
  points[0]!.x = 0;
  points[points.length - 1]!.x = 0;
  return new LatheGeometry(points, radial);
}

/** A rounded cone from point `a` (radius r1) to point `b` (radius r2). */
export function limb(
  a: Vector3,
  b: Vector3,
  r1: number,
  r2: number,
  segments: { radial?: number; cap?: number } = {},
): BufferGeometry {
  const along = b.clone().sub(a);
  const q = new Quaternion().setFromUnitVectors(DOWN, along.clone().normalize());
  return place(roundedCone(r1, r2, along.length(), segments), a, q);
}

/** A smooth lathe through a [radius, height] profile (Catmull-Rom resampled). */
export function smoothLathe(profile: readonly (readonly [number, number])[], samples = 28) {
  const points = profile.map(([r, y]) => new Vector2(r, y));
  const out: Vector2[] = [];
  for (let i = 0; i < samples; i++) {
    const t = (i / (samples - 1)) * (points.length - 1);
    const k = Math.min(points.length - 2, Math.floor(t));
    const f = t - k;
    const p0 = points[Math.max(0, k - 1)]!;
    const p1 = points[k]!;
    const p2 = points[k + 1]!;
    const p3 = points[Math.min(points.length - 1, k + 2)]!;
    const f2 = f * f;
    const f3 = f2 * f;
    const c = (a: number, b: number, cc: number, d: number) =>
      0.5 *
      (2 * b + (cc - a) * f + (2 * a - 5 * b + 4 * cc - d) * f2 + (3 * b - a - 3 * cc + d) * f3);
    out.push(new Vector2(Math.max(0, c(p0.x, p1.x, p2.x, p3.x)), c(p0.y, p1.y, p2.y, p3.y)));
  }
  return new LatheGeometry(out, RADIAL + 8);
}

/** A ring lying flat (in XZ) round the Y axis. */
export function ring(radius: number, tube: number, tubular = RADIAL + 4): BufferGeometry {
  return new TorusGeometry(radius, tube, 8, tubular).rotateX(Math.PI / 2);
}
