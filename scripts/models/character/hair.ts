import { BufferAttribute, BufferGeometry, Vector3 } from 'three';
import { mergeVertices } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import { HEAD_CENTER, HEAD_RADII } from './rig.ts';
import type { Part } from './skin.ts';

/**
 * Hair as one shell laid over the skull from the hairline up: each column of the grid starts
 * exactly on the hairline, so the edge is a clean curve at any resolution, and it starts
 * with a rolled lip tucked into the skull, which gives the hair a visible thickness. The shell
 * is the short style, and the top of the long one (long-hair.ts hangs from under it).
 */

/** Hairline pitch (radians) as a + b cos(yaw) + c cos(2 yaw): forehead, temples, nape. */
const HAIRLINE = { a: 0.0, b: 0.52, c: -0.06 };
/** The fringe sweeps lower toward the character's right, like a side parting. */
const FRINGE_SWEEP = 0.3;
/** Sideburns: the hairline dips in front of each ear. */
const SIDEBURN = { depth: 0.3, yaw: 1.28, width: 0.13 };
/** The fringe ends in a few chunky locks rather than a straight cut. */
const LOCKS = { depth: 0.08, count: 9 };
/** Radius of the shell relative to the skull: tucked lip, rim, then the hair's body. */
const TUCK = 0.96;
const RIM = 1.04;
const BODY = 1.055;
/** Grid resolution: columns round the head, rows from hairline to crown. */
const COLUMNS = 64;
const ROWS = 14;

/** The hairline's pitch at `yaw`: where the shell starts. */
export function hairline(yaw: number): number {
  const { a, b, c } = HAIRLINE;
  const front = Math.max(0, Math.cos(yaw));
  const burn = Math.abs(yaw) - SIDEBURN.yaw;
  const sideburn = SIDEBURN.depth * Math.exp(-(burn * burn) / (2 * SIDEBURN.width ** 2));
  // |cos| makes rounded lock tips pointing down, with sharp notches between them.
  const locks = LOCKS.depth * (1 - Math.abs(Math.cos((LOCKS.count / 2) * yaw))) * front * front;
  return (
    a +
    b * Math.cos(yaw) +
    c * Math.cos(2 * yaw) +
    FRINGE_SWEEP * Math.sin(yaw) * front -
    sideburn -
    locks
  );
}

/** A soft bump of extra volume round a direction: the quiff above the parting, the crown. */
function bump(d: Vector3, toward: Vector3, width: number, height: number): number {
  const angle = d.angleTo(toward);
  return height * Math.exp(-(angle * angle) / (2 * width * width));
}

const QUIFF = new Vector3(0.35, 0.8, 0.5).normalize();
const CROWN = new Vector3(0, 0.7, -0.7).normalize();

export function direction(yaw: number, pitch: number): Vector3 {
  return new Vector3(
    Math.sin(yaw) * Math.cos(pitch),
    Math.sin(pitch),
    Math.cos(yaw) * Math.cos(pitch),
  );
}

/** The shell, as its own mesh: the work stage hides it for `hairStyle: none`. */
export function createHairCap(): Part[] {
  const positions: number[] = [];
  const rows = ROWS + 2;
  for (let i = 0; i <= COLUMNS; i++) {
    const yaw = -Math.PI + (i / COLUMNS) * 2 * Math.PI;
    const start = hairline(yaw);
    for (let j = 0; j < rows; j++) {
      let pitch: number;
      let scale: number;
      if (j === 0) {
        pitch = start;
        scale = TUCK;
      } else if (j === 1) {
        pitch = start + 0.015;
        scale = RIM;
      } else {
        const s = (j - 1) / (rows - 2);
        pitch = start + 0.015 + (Math.PI / 2 - start - 0.015) * (1 - (1 - s) ** 1.5);
        scale = BODY;
      }
      const d = direction(yaw, pitch);
      if (j > 0) scale += bump(d, QUIFF, 0.38, 0.11) + bump(d, CROWN, 0.5, 0.03);
      positions.push(
        HEAD_CENTER[0] + d.x * HEAD_RADII[0] * scale,
        HEAD_CENTER[1] + d.y * HEAD_RADII[1] * scale,
        HEAD_CENTER[2] + d.z * HEAD_RADII[2] * scale,
      );
    }
  }
  const index: number[] = [];
  for (let i = 0; i < COLUMNS; i++) {
    for (let j = 0; j < rows - 1; j++) {
      const a = i * rows + j;
      const b = (i + 1) * rows + j;
      index.push(a, b, a + 1, b, b + 1, a + 1);
    }
  }
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(new Float32Array(positions), 3));
  geometry.setIndex(index);
  // Weld the seam at the back and the crown's shared point before shading.
  const welded = mergeVertices(geometry, 1e-5);
  welded.computeVertexNormals();
  return [{ geometry: welded, material: 'hair', bone: 'head', mesh: 'hair-cap' }];
}
