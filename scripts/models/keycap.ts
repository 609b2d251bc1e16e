import { BufferGeometry, Float32BufferAttribute } from 'three';

/**
 * A keycap: a box with a chamfered top edge and no underside, centred at the origin.
 *
 * Keyboards repeat a key dozens of times, so its triangle count is multiplied: a rounded box
 * costs 108 triangles a key, where the chamfer gives the same catch of light along the top
 * edge (the only edge the camera sees at desk scale) in 18. The faces are flat-shaded, so the
 * chamfer reads as a crisp bevel.
 */
export function keycap(w: number, h: number, d: number, chamfer: number): BufferGeometry {
  const x = w / 2;
  const z = d / 2;
  const top = h / 2;
  const bottom = -h / 2;
  const shoulder = top - chamfer;
  const ix = x - chamfer;
  const iz = z - chamfer;
  // Corners counter-clockwise seen from above, starting front-left (+z is the front).
  const inner: [number, number][] = [
    [-ix, iz],
    [ix, iz],
    [ix, -iz],
    [-ix, -iz],
  ];
  const outer: [number, number][] = [
    [-x, z],
    [x, z],
    [x, -z],
    [-x, -z],
  ];
  const positions: number[] = [];
  const quad = (a: number[], b: number[], c: number[], e: number[]) =>
    positions.push(...a, ...b, ...c, ...a, ...c, ...e);

  const [i0, i1, i2, i3] = inner.map(([px, pz]) => [px, top, pz]);
  quad(i0!, i1!, i2!, i3!);
  for (let corner = 0; corner < 4; corner++) {
    const next = (corner + 1) % 4;
    const [ax, az] = inner[corner]!;
    const [bx, bz] = inner[next]!;
    const [cx, cz] = outer[corner]!;
    const [ex, ez] = outer[next]!;
    // Chamfer: inner top edge down to the outer shoulder; then the straight side.
    quad([cx, shoulder, cz], [ex, shoulder, ez], [bx, top, bz], [ax, top, az]);
    quad([cx, bottom, cz], [ex, bottom, ez], [ex, shoulder, ez], [cx, shoulder, cz]);
  }
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new Float32BufferAttribute(positions, 3));
  geometry.computeVertexNormals();
  return geometry;
}
