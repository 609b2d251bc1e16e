import { CapsuleGeometry, Group } from 'three';
import { PALETTE, material } from './palette.ts';
import { Batch, lathe, roundedBox, roundedCylinderProfile, transform } from './shapes.ts';

/** Real-world desk proportions, in metres (glTF's unit). */
export const DESK = {
  width: 1.6,
  depth: 0.8,
  /** Height of the desk's top surface above the floor. */
  height: 0.74,
  thickness: 0.045,
} as const;

const LEG_THICKNESS = 0.045;
const PEDESTAL = { width: 0.42, inset: 0.06, depthInset: 0.05 } as const;
const DRAWERS = 3;
/**
 * The plinth the desk stands on: on a near-black page a shadow needs a lit floor to fall on,
 * and a low oval plinth frames the desk as a diorama.
 */
const PLINTH = { radius: 1, depthRatio: 0.78, thickness: 0.045, bevel: 0.02 } as const;

/** The desk: an oak top on an off-white trestle (left) and a drawer pedestal (right). */
export function createDeskFurniture(): Group {
  const group = new Group();
  group.name = 'desk';
  const underTop = DESK.height - DESK.thickness;

  const plinth = new Batch().add(
    lathe(roundedCylinderProfile(PLINTH.radius, PLINTH.thickness, PLINTH.bevel), 64),
    // An ellipse that hugs the desk's footprint, corners included.
    transform([0, -PLINTH.thickness, 0], [0, 0, 0], [1, 1, PLINTH.depthRatio]),
  );
  group.add(plinth.mesh('floor', material('plinth', PALETTE.plinth, 'matte')));

  const top = new Batch().add(
    roundedBox(DESK.width, DESK.thickness, DESK.depth, 0.018, 4),
    transform([0, DESK.height - DESK.thickness / 2, 0]),
  );
  group.add(top.mesh('desk-top', material('oak', PALETTE.oak)));

  // A light trestle on the left: two slim legs joined by rails, so the desk does not sit on a
  // dark slab; it matches the pedestal on the right.
  const legX = -DESK.width / 2 + 0.1;
  const legZ = DESK.depth / 2 - 0.08;
  const frame = new Batch();
  for (const z of [-legZ, legZ]) {
    frame.add(
      roundedBox(LEG_THICKNESS, underTop, LEG_THICKNESS, 0.014),
      transform([legX, underTop / 2, z]),
    );
  }
  frame
    .add(roundedBox(0.04, 0.04, legZ * 2, 0.012), transform([legX, 0.12, 0]))
    .add(roundedBox(0.04, 0.05, legZ * 2, 0.012), transform([legX, underTop - 0.025, 0]));
  group.add(frame.mesh('desk-frame', material('off-white', PALETTE.offWhite)));

  const pedestalHeight = underTop;
  const pedestalDepth = DESK.depth - PEDESTAL.depthInset * 2;
  const pedestalX = DESK.width / 2 - PEDESTAL.inset - PEDESTAL.width / 2;
  const pedestal = new Batch().add(
    roundedBox(PEDESTAL.width, pedestalHeight, pedestalDepth, 0.02),
    transform([pedestalX, pedestalHeight / 2, 0]),
  );
  group.add(pedestal.mesh('pedestal', material('off-white', PALETTE.offWhite)));

  const front = pedestalDepth / 2;
  const gap = 0.012;
  const drawerHeight = (pedestalHeight - 0.08 - gap * (DRAWERS - 1)) / DRAWERS;
  const fronts = new Batch();
  const handles = new Batch();
  for (let i = 0; i < DRAWERS; i++) {
    const y = 0.05 + drawerHeight / 2 + i * (drawerHeight + gap);
    fronts.add(
      roundedBox(PEDESTAL.width - 0.04, drawerHeight, 0.02, 0.008),
      transform([pedestalX, y, front + 0.004]),
    );
    handles.add(
      new CapsuleGeometry(0.008, 0.1, 4, 12),
      transform([pedestalX, y + drawerHeight / 2 - 0.04, front + 0.02], [0, 0, Math.PI / 2]),
    );
  }
  group.add(fronts.mesh('drawer-fronts', material('sage', PALETTE.sage)));
  group.add(handles.mesh('drawer-handles', material('graphite', PALETTE.graphite, 'metal')));
  return group;
}
