/**
 * How a picture fills a 3D screen (the hero desk's photo, the demo computer's screenshots and
 * videos): "cover", as CSS object-fit does, so a picture of any shape fills the display without
 * stretching, cropped evenly about its centre.
 */

export interface Fit {
  repeat: [number, number];
  offset: [number, number];
}

/** UV transform that covers a screen of `screenAspect` (w/h) with an image of `imageAspect`. */
export function coverFit(imageAspect: number, screenAspect: number): Fit {
  if (!(imageAspect > 0) || !(screenAspect > 0)) return { repeat: [1, 1], offset: [0, 0] };
  const x = imageAspect > screenAspect ? screenAspect / imageAspect : 1;
  const y = imageAspect < screenAspect ? imageAspect / screenAspect : 1;
  return { repeat: [x, y], offset: [(1 - x) / 2, (1 - y) / 2] };
}

type Vec3 = [number, number, number];

function sub(a: Vec3, b: Vec3): Vec3 {
  return [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
}

function length(v: Vec3): number {
  return Math.hypot(v[0], v[1], v[2]);
}

/**
 * The shape (w/h) of the area the UV square covers on a mesh: the lengths of dP/du and dP/dv,
 * measured on the triangle with the largest UV area (thin edge triangles of a rounded outline,
 * quantized, give noisy answers). Works for any flat screen in any orientation, so an owner's
 * own model needs no extra metadata.
 */
export function uvAspect(
  positions: ArrayLike<number>,
  uvs: ArrayLike<number>,
  index: ArrayLike<number> | null,
): number {
  const count = index ? index.length : positions.length / 3;
  const at = (i: number) => (index ? index[i]! : i);
  const p = (i: number): Vec3 => [positions[3 * i]!, positions[3 * i + 1]!, positions[3 * i + 2]!];
  let best = { det: 0, aspect: 1 };
  for (let t = 0; t + 2 < count; t += 3) {
    const [a, b, c] = [at(t), at(t + 1), at(t + 2)];
    const [du1, dv1] = [uvs[2 * b]! - uvs[2 * a]!, uvs[2 * b + 1]! - uvs[2 * a + 1]!];
    const [du2, dv2] = [uvs[2 * c]! - uvs[2 * a]!, uvs[2 * c + 1]! - uvs[2 * a + 1]!];
    const det = du1 * dv2 - du2 * dv1;
    if (Math.abs(det) <= Math.abs(best.det)) continue;
    const [e1, e2] = [sub(p(b), p(a)), sub(p(c), p(a))];
    const dPdu = e1.map((v, i) => (v * dv2 - e2[i]! * dv1) / det) as Vec3;
    const dPdv = e2.map((v, i) => (v * du1 - e1[i]! * du2) / det) as Vec3;
    const h = length(dPdv);
    if (h > 0) best = { det, aspect: length(dPdu) / h };
  }
  return best.aspect;
}
