import {
  CapsuleGeometry,
  CylinderGeometry,
  Group,
  Matrix4,
  Quaternion,
  Shape,
  SphereGeometry,
  TorusGeometry,
  Vector3,
} from 'three';
import { PALETTE, material } from './palette.ts';
import { between, seeded } from './random.ts';
import {
  Batch,
  lathe,
  roundedBox,
  roundedCylinderProfile,
  softExtrude,
  transform,
  type Vec3,
} from './shapes.ts';

/** Fixed seed: the plant's leaves land the same way on every build. */
const PLANT_SEED = 7;

/** A capsule (rod with round ends) from point a to point b. */
function rod(a: Vec3, b: Vec3, radius: number): { geometry: CapsuleGeometry; matrix: Matrix4 } {
  const from = new Vector3(...a);
  const dir = new Vector3(...b).sub(from);
  const length = dir.length();
  const q = new Quaternion().setFromUnitVectors(new Vector3(0, 1, 0), dir.normalize());
  const mid = from.add(dir.multiplyScalar(length / 2));
  return {
    geometry: new CapsuleGeometry(radius, length, 4, 14),
    matrix: new Matrix4().compose(mid, q, new Vector3(1, 1, 1)),
  };
}

/** A ceramic mug with a handle and coffee in it. */
export function createMug(): Group {
  const group = new Group();
  group.name = 'mug';
  const r = 0.04;
  const h = 0.095;
  const wall = 0.005;
  const body = new Batch()
    .add(
      lathe([
        [0, 0],
        [r - 0.006, 0],
        [r, 0.006],
        [r, h - 0.003],
        [r - wall / 2, h],
        [r - wall, h - 0.003],
        [r - wall, 0.012],
        [0, 0.012],
      ]),
    )
    .add(
      new TorusGeometry(0.024, 0.0065, 10, 20, Math.PI),
      transform([r, h / 2, 0], [0, 0, -Math.PI / 2]),
    );
  group.add(body.mesh('mug-body', material('terracotta', PALETTE.terracotta)));
  const coffee = new Batch().add(
    new CylinderGeometry(r - wall, r - wall, 0.002, 32),
    transform([0, h - 0.018, 0]),
  );
  group.add(coffee.mesh('coffee', material('coffee', PALETTE.coffee, 'gloss')));
  return group;
}

/** A pointed leaf outline, extruded thin with a soft bevel. */
function leafGeometry(height: number, width: number) {
  const shape = new Shape();
  shape.moveTo(-width / 2, 0);
  shape.bezierCurveTo(-width * 0.75, height * 0.45, -width * 0.25, height * 0.85, 0, height);
  shape.bezierCurveTo(width * 0.25, height * 0.85, width * 0.75, height * 0.45, width / 2, 0);
  shape.lineTo(-width / 2, 0);
  return softExtrude(shape, 0.002, 0.002);
}

/** A snake plant in a clay pot: upright leaves fanning out at seeded angles. */
export function createPlant(): Group {
  const group = new Group();
  group.name = 'plant';
  const random = seeded(PLANT_SEED);
  const potHeight = 0.13;
  const pot = new Batch().add(
    lathe([
      [0, 0],
      [0.05, 0],
      [0.056, 0.006],
      [0.066, potHeight - 0.012],
      [0.072, potHeight - 0.008],
      [0.072, potHeight],
      [0.064, potHeight],
      [0.06, potHeight - 0.02],
      [0, potHeight - 0.02],
    ]),
  );
  group.add(pot.mesh('pot', material('off-white', PALETTE.offWhite)));
  const soil = new Batch().add(
    new CylinderGeometry(0.061, 0.061, 0.004, 28),
    transform([0, potHeight - 0.016, 0]),
  );
  group.add(soil.mesh('soil', material('soil', PALETTE.soil, 'matte')));

  const dark = new Batch();
  const light = new Batch();
  const LEAVES = 9;
  for (let i = 0; i < LEAVES; i++) {
    const around = (i / LEAVES) * Math.PI * 2 + between(random, -0.25, 0.25);
    const height = between(random, 0.2, 0.34);
    const lean = between(random, 0.08, 0.28);
    const spot = between(random, 0.005, 0.03);
    const matrix = transform(
      [Math.cos(around) * spot, potHeight - 0.02, Math.sin(around) * spot],
      [0, -around + Math.PI / 2, 0],
    ).multiply(transform([0, 0, 0], [lean, between(random, -0.6, 0.6), 0]));
    (i % 3 === 0 ? light : dark).add(leafGeometry(height, between(random, 0.032, 0.045)), matrix);
  }
  group.add(dark.mesh('leaves', material('leaf', PALETTE.leaf)));
  group.add(light.mesh('leaves-light', material('leaf-light', PALETTE.leafLight)));
  return group;
}

interface BookSpec {
  w: number;
  d: number;
  h: number;
  color: string;
  turn: number;
}

/** A stack of hardbacks: two boards and a spine in the cover colour around a cream page block. */
export function createBooks(): Group {
  const group = new Group();
  group.name = 'books';
  const books: BookSpec[] = [
    { w: 0.24, d: 0.17, h: 0.036, color: PALETTE.navy, turn: 0 },
    { w: 0.22, d: 0.16, h: 0.03, color: PALETTE.mustard, turn: 0.12 },
    { w: 0.2, d: 0.14, h: 0.026, color: PALETTE.coral, turn: -0.08 },
  ];
  const pages = new Batch();
  let y = 0;
  for (const book of books) {
    const board = 0.004;
    const covers = new Batch();
    const at = (p: Vec3) => transform([0, y, 0], [0, book.turn, 0]).multiply(transform(p));
    covers
      .add(roundedBox(book.w, board, book.d, 0.0018, 2), at([0, board / 2, 0]))
      .add(roundedBox(book.w, board, book.d, 0.0018, 2), at([0, book.h - board / 2, 0]))
      .add(
        roundedBox(board * 1.5, book.h, book.d, 0.002, 2),
        at([-book.w / 2 + board * 0.75, book.h / 2, 0]),
      );
    group.add(
      covers.mesh(
        `book-${book.color.slice(1)}`,
        material(`cover-${book.color.slice(1)}`, book.color),
      ),
    );
    pages.add(
      roundedBox(book.w - 0.012, book.h - board * 2, book.d - 0.008, 0.001, 1),
      at([0.002, book.h / 2, 0]),
    );
    y += book.h;
  }
  group.add(pages.mesh('pages', material('paper', PALETTE.paper, 'matte')));
  return group;
}

/**
 * An architect's lamp: round base, two arms with ball joints, and a cone shade over a warm bulb,
 * reaching from the back corner towards the middle of the desk.
 */
export function createLamp(): Group {
  const group = new Group();
  group.name = 'lamp';
  const shoulder: Vec3 = [0, 0.04, 0];
  const elbow: Vec3 = [0.1, 0.36, 0.02];
  const wrist: Vec3 = [0.3, 0.42, 0.08];
  const base = new Batch().add(lathe(roundedCylinderProfile(0.075, 0.026, 0.01)));
  const lower = rod(shoulder, elbow, 0.009);
  const upper = rod(elbow, wrist, 0.008);
  const arms = new Batch()
    .add(new CylinderGeometry(0.014, 0.018, 0.03, 20), transform([0, 0.035, 0]))
    .add(lower.geometry, lower.matrix)
    .add(upper.geometry, upper.matrix);
  const joints = new Batch()
    .add(new SphereGeometry(0.017, 20, 12), transform(elbow))
    .add(new SphereGeometry(0.015, 20, 12), transform(wrist));
  group.add(base.mesh('lamp-base', material('mustard', PALETTE.mustard)));
  group.add(arms.mesh('lamp-arms', material('charcoal', PALETTE.charcoal)));
  group.add(joints.mesh('lamp-joints', material('graphite', PALETTE.graphite, 'metal')));

  // The shade hangs from the wrist and points down and forward onto the desk.
  const head = transform(wrist, [0.5, 0, -0.55]);
  const shade = new Batch().add(
    lathe(
      [
        [0.018, 0.05],
        [0.024, 0.046],
        [0.06, -0.02],
        [0.064, -0.028],
        [0.058, -0.026],
        [0.02, 0.042],
      ],
      36,
    ),
    head.clone().multiply(transform([0, -0.03, 0])),
  );
  group.add(shade.mesh('lamp-shade', material('mustard', PALETTE.mustard)));
  const bulb = new Batch().add(
    new SphereGeometry(0.022, 20, 12),
    head.clone().multiply(transform([0, -0.035, 0])),
  );
  group.add(
    bulb.mesh(
      'lamp-bulb',
      material('bulb', PALETTE.bulb, 'gloss', { color: PALETTE.bulb, intensity: 1 }),
    ),
  );
  return group;
}

/** A closed notebook with a pencil lying on it. */
export function createNotebook(): Group {
  const group = new Group();
  group.name = 'notebook';
  const book = new Batch().add(roundedBox(0.15, 0.012, 0.21, 0.004, 2), transform([0, 0.006, 0]));
  group.add(book.mesh('notebook-cover', material('sage', PALETTE.sage)));
  const band = new Batch().add(
    roundedBox(0.006, 0.0125, 0.212, 0.001, 1),
    transform([0.05, 0.006, 0]),
  );
  group.add(band.mesh('notebook-band', material('charcoal', PALETTE.charcoal)));
  const pencil = rod([-0.04, 0.017, 0.08], [0.02, 0.017, -0.08], 0.004);
  group.add(
    new Batch()
      .add(pencil.geometry, pencil.matrix)
      .mesh('pencil', material('mustard', PALETTE.mustard)),
  );
  return group;
}
