import { BufferAttribute, BufferGeometry, Vector3 } from 'three';
import { direction, hairline } from './hair.ts';
import { HEAD_CENTER, HEAD_RADII } from './rig.ts';
import type { Part } from './skin.ts';

/**
 * Long hair: a curtain round the back of the head, from ear to ear, that starts under the
 * short shell, leaves the skull at its widest, falls to the shoulders with a slight flare and
 * ends in a rolled hem cut into soft locks. It is one double-sided sheet (the hair material
 * draws both faces); the hem's roll gives it a visible thickness.
 */

/** Where the curtain's two ends sit, as yaw from the face (radians): just behind the cheeks. */
const END_YAW = 0.92;
/** The sheet starts this far (pitch) above the hairline or the parting, under the shell. */
const TUCK_PITCH = 0.2;
/** Where it leaves the skull, and how far out from it (relative to the skull's radii). */
const PART_PITCH = 0.06;
const PART_SCALE = 1.065;
/** How far out the hem flares. */
const HEM_SCALE = 1.12;
/** Hem height: resting on the shoulders at the ends, longer down the back. */
const HEM_Y_ENDS = 1.0;
const HEM_Y_BACK = 0.87;
/** The hem is cut into this many rounded locks, this deep. */
const LOCKS = { count: 7, depth: 0.022 };
/** The hem rolls inward by this much, giving the sheet a visible edge. */
const ROLL = { up: 0.018, in: 0.035 };
/** Grid resolution: columns round the back, rows over the skull and down the fall. */
const COLUMNS = 36;
const SKULL_ROWS = 4;
const FALL_ROWS = 8;

function onSkull(yaw: number, pitch: number, scale: number): Vector3 {
  const d = direction(yaw, pitch);
  return new Vector3(
    HEAD_CENTER[0] + d.x * HEAD_RADII[0] * scale,
    HEAD_CENTER[1] + d.y * HEAD_RADII[1] * scale,
    HEAD_CENTER[2] + d.z * HEAD_RADII[2] * scale,
  );
}

/** One column of the sheet, top to hem: along the skull, then down the fall, then the roll. */
function column(u: number): Vector3[] {
  const yaw = END_YAW + u * (2 * Math.PI - 2 * END_YAW);
  const middle = Math.sin(Math.PI * u);
  const points: Vector3[] = [];
  // Down the back the shell reaches below the parting: start above both, so the sheet never folds.
  const top = Math.max(hairline(yaw), PART_PITCH) + TUCK_PITCH;
  for (let j = 0; j < SKULL_ROWS; j++) {
    const t = j / SKULL_ROWS;
    points.push(onSkull(yaw, top + (PART_PITCH - top) * t, 1 + (PART_SCALE - 1) * t));
  }
  const part = onSkull(yaw, PART_PITCH, PART_SCALE);
  // Rounded lock tips with notches between them, fading out toward the face.
  const lock = LOCKS.depth * (1 - Math.abs(Math.sin(LOCKS.count * Math.PI * u))) * middle;
  const hem = HEM_Y_ENDS + (HEM_Y_BACK - HEM_Y_ENDS) * middle ** 0.8 - lock;
  const flat = (scale: number, y: number) =>
    new Vector3(
      HEAD_CENTER[0] + Math.sin(yaw) * HEAD_RADII[0] * scale,
      y,
      HEAD_CENTER[2] + Math.cos(yaw) * HEAD_RADII[2] * scale,
    );
  const partScale = PART_SCALE * Math.cos(PART_PITCH);
  for (let j = 0; j <= FALL_ROWS; j++) {
    const t = j / FALL_ROWS;
    // Eases out of the skull's curve, then falls nearly straight and flares at the hem.
    const y = part.y + (hem - part.y) * (1 - (1 - t) ** 1.4);
    const flare = t * t * (3 - 2 * t);
    points.push(flat(partScale + (HEM_SCALE - partScale) * flare, y));
  }
  points.push(flat(HEM_SCALE - ROLL.in, hem + ROLL.up));
  return points;
}

/** The curtain, as its own mesh: shown only for `hairStyle: long`. */
export function createLongHair(): Part[] {
  const columns: Vector3[][] = [];
  for (let i = 0; i <= COLUMNS; i++) columns.push(column(i / COLUMNS));
  const rows = columns[0]!.length;
  const positions = columns.flatMap((points) => points.flatMap((p) => [p.x, p.y, p.z]));
  const index: number[] = [];
  for (let i = 0; i < COLUMNS; i++) {
    for (let j = 0; j < rows - 1; j++) {
      const a = i * rows + j;
      const b = (i + 1) * rows + j;
      // Wound so the outside faces out (the yaw runs round the back, toward -X).
      index.push(a, a + 1, b, b, a + 1, b + 1);
    }
  }
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(new Float32Array(positions), 3));
  geometry.setIndex(index);
  geometry.computeVertexNormals();
  return [{ geometry, material: 'hair', bone: 'head', mesh: 'hair-long' }];
}
