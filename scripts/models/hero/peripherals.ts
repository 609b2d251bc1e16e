import { Group, SphereGeometry } from 'three';
import { keycap } from '../keycap.ts';
import { DESK } from './furniture.ts';
import { PALETTE, material } from './palette.ts';
import { Batch, roundedBox, transform } from './shapes.ts';

/** One key unit (19 mm pitch) and the row layouts of a compact keyboard, in units. */
const KEY_UNIT = 0.0245;
const KEY_GAP = 0.0035;
const KEY_ROWS: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2],
  [1.5, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1.5],
  [1.75, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2.25],
  [2.25, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2.75],
  [1.25, 1.25, 1.25, 6.25, 1.25, 1.25, 1.25, 1.25],
];
/** Keys picked out in the accent colours: escape, enter and the space bar. */
const ACCENT_KEYS = new Set(['0:0', '2:12', '4:3']);

const MAT = { width: 0.86, depth: 0.32, thickness: 0.004 } as const;

/** Desk mat, keyboard with real key rows, and mouse; centred on the mat. */
export function createPeripherals(): Group {
  const group = new Group();
  group.name = 'peripherals';
  const top = DESK.height;

  const mat = new Batch().add(
    roundedBox(MAT.width, MAT.thickness, MAT.depth, 0.002, 2),
    transform([0, top + MAT.thickness / 2, 0]),
  );
  group.add(mat.mesh('desk-mat', material('felt', PALETTE.felt, 'matte')));

  const matTop = top + MAT.thickness;
  const rowsWidth = 15 * KEY_UNIT;
  const caseWidth = rowsWidth + 0.03;
  const caseDepth = KEY_ROWS.length * KEY_UNIT + 0.03;
  const kbX = -0.09;
  // A slight rake towards the typist, as real keyboards have.
  const tilt = 0.06;
  const keyboard = new Group();
  keyboard.name = 'keyboard';
  keyboard.position.set(kbX, matTop, 0);
  keyboard.rotation.x = tilt;
  const body = new Batch().add(
    roundedBox(caseWidth, 0.018, caseDepth, 0.007),
    transform([0, 0.009, 0]),
  );
  keyboard.add(body.mesh('keyboard-case', material('off-white', PALETTE.offWhite)));

  const keys = new Batch();
  const accents = new Batch();
  KEY_ROWS.forEach((row, r) => {
    let x = -rowsWidth / 2;
    const z = -caseDepth / 2 + 0.015 + (r + 0.5) * KEY_UNIT;
    row.forEach((units, k) => {
      const w = units * KEY_UNIT - KEY_GAP;
      const geometry = keycap(w, 0.009, KEY_UNIT - KEY_GAP, 0.002);
      const target = ACCENT_KEYS.has(`${r}:${k}`) ? accents : keys;
      target.add(geometry, transform([x + (units * KEY_UNIT) / 2, 0.021, z]));
      x += units * KEY_UNIT;
    });
  });
  keyboard.add(keys.mesh('keys', material('graphite', PALETTE.graphite)));
  keyboard.add(accents.mesh('accent-keys', material('coral', PALETTE.coral)));
  group.add(keyboard);

  const mouse = new Batch().add(
    new SphereGeometry(1, 28, 14, 0, Math.PI * 2, 0, Math.PI / 2),
    transform([0, 0, 0], [0, 0, 0], [0.032, 0.022, 0.052]),
  );
  const mouseMesh = mouse.mesh('mouse', material('paper', PALETTE.paper));
  mouseMesh.position.set(0.3, matTop, 0.01);
  mouseMesh.rotation.y = -0.12;
  group.add(mouseMesh);
  return group;
}
