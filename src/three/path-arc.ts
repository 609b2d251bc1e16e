/**
 * An SVG endpoint arc (`A`) as three.js draws it: converted to centre form as SVGLoader does,
 * term for term, so the curves and their joins come out as the loader's would.
 */
import type { ShapePath, Vector2 } from 'three';

/** Angle from u to v, signed by their cross product (SVG implementation notes, F.6.5.4). */
function angle(ux: number, uy: number, vx: number, vy: number): number {
  const length = Math.sqrt(ux * ux + uy * uy) * Math.sqrt(vx * vx + vy * vy);
  const unsigned = Math.acos(Math.max(-1, Math.min(1, (ux * vx + uy * vy) / length)));
  return ux * vy - uy * vx < 0 ? -unsigned : unsigned;
}

/**
 * An endpoint arc (SVG's `A`) converted to centre form and added as an ellipse curve, with radii
 * too small to reach the end scaled up to fit (SVG implementation notes F.6.5, F.6.6). The sums
 * are SVGLoader's, term for term: Path.absellipse joins the arc to the current point with a line
 * when the two differ at all, so a last-bit difference would add or drop a segment.
 */
export function addArc(
  path: ShapePath,
  [rx, ry, degrees, large, sweep]: [number, number, number, number, number],
  start: Vector2,
  end: Vector2,
): void {
  if (rx === 0 || ry === 0) {
    path.lineTo(end.x, end.y);
    return;
  }
  const rotation = (degrees * Math.PI) / 180;
  const cos = Math.cos(rotation);
  const sin = Math.sin(rotation);
  let rX = Math.abs(rx);
  let rY = Math.abs(ry);
  // The endpoints' half difference, in the ellipse's axes (F.6.5.1).
  const dx = (start.x - end.x) / 2;
  const dy = (start.y - end.y) / 2;
  const x1 = cos * dx + sin * dy;
  const y1 = -sin * dx + cos * dy;
  const x1Squared = x1 * x1;
  const y1Squared = y1 * y1;
  let rXSquared = rX * rX;
  let rYSquared = rY * rY;
  const reach = x1Squared / rXSquared + y1Squared / rYSquared;
  if (reach > 1) {
    const scale = Math.sqrt(reach);
    rX = scale * rX;
    rY = scale * rY;
    rXSquared = rX * rX;
    rYSquared = rY * rY;
  }
  // The centre, in the ellipse's axes (F.6.5.2), then in the path's (F.6.5.3).
  const spread = rXSquared * y1Squared + rYSquared * x1Squared;
  const root = Math.sqrt(Math.max(0, (rXSquared * rYSquared - spread) / spread));
  const q = large === sweep ? -root : root;
  const cx1 = (q * rX * y1) / rY;
  const cy1 = (-q * rY * x1) / rX;
  const cx = cos * cx1 - sin * cy1 + (start.x + end.x) / 2;
  const cy = sin * cx1 + cos * cy1 + (start.y + end.y) / 2;
  // Start angle and sweep (F.6.5.5, F.6.5.6); the curve's direction comes from the flag.
  const ux = (x1 - cx1) / rX;
  const uy = (y1 - cy1) / rY;
  const theta = angle(1, 0, ux, uy);
  const delta = angle(ux, uy, (-x1 - cx1) / rX, (-y1 - cy1) / rY) % (Math.PI * 2);
  path.currentPath!.absellipse(cx, cy, rX, rY, theta, theta + delta, sweep === 0, rotation);
}
