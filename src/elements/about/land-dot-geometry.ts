/**
 * The globe's land dots as one mesh's geometry: each dot of the land mask (land-dots.ts) a small
 * hexagon lying flat on the sphere, all merged, so the land is one draw call.
 */
import { BufferGeometry, Float32BufferAttribute, MathUtils, Vector3 } from 'three';
import { GLOBE_DOT_SIZE } from './globe-style.ts';
import { decodeMask, DOT_SPACING_DEG, latLngToXyz } from './land-dots.ts';
import { LAND_MASK } from './land-mask.ts';

/** Dots sit a hair above the surface so the sphere never shows through them. */
export const DOT_LIFT = 1.002;

/**
 * Every land dot as a small hexagon lying flat on the sphere, merged into one geometry: one draw
 * call, and the dots foreshorten towards the rim as printed dots on a ball do.
 */
export function landDotGeometry(): BufferGeometry {
  const dots = decodeMask(LAND_MASK);
  const radius = DOT_SPACING_DEG * MathUtils.DEG2RAD * GLOBE_DOT_SIZE * 0.5;
  const corners = 6;
  const perDot = corners + 1;
  const positions = new Float32Array(dots.length * perDot * 3);
  const normals = new Float32Array(dots.length * perDot * 3);
  const index: number[] = [];
  const normal = new Vector3();
  const east = new Vector3();
  const north = new Vector3();
  const up = new Vector3(0, 1, 0);
  const corner = new Vector3();
  dots.forEach(([lat, lng], d) => {
    normal.set(...latLngToXyz(lat, lng));
    east.crossVectors(up, normal);
    if (east.lengthSq() < 1e-12) east.set(1, 0, 0);
    east.normalize();
    north.crossVectors(normal, east);
    const base = d * perDot;
    for (let k = 0; k < perDot; k++) {
      corner.copy(normal).multiplyScalar(DOT_LIFT);
      if (k > 0) {
        const angle = ((k - 1) / corners) * Math.PI * 2;
        corner.addScaledVector(east, Math.cos(angle) * radius);
        corner.addScaledVector(north, Math.sin(angle) * radius);
      }
      corner.toArray(positions, (base + k) * 3);
      normal.toArray(normals, (base + k) * 3);
    }
    for (let k = 1; k <= corners; k++) index.push(base, base + k, base + (k % corners) + 1);
  });
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new Float32BufferAttribute(positions, 3));
  geometry.setAttribute('normal', new Float32BufferAttribute(normals, 3));
  geometry.setIndex(index);
  return geometry;
}
