import { Group, PlaneGeometry } from 'three';
import { DESK } from './furniture.ts';
import { PALETTE, material } from './palette.ts';
import { Batch, part, roundedBox, transform } from './shapes.ts';

/** A 27-inch class display, in metres; the screen's aspect (16:9) is what the photo fills. */
export const MONITOR = {
  width: 0.66,
  height: 0.4,
  depth: 0.03,
  bezel: 0.016,
  chin: 0.03,
  /** Lower edge of the display body above the desk top. */
  lift: 0.13,
} as const;

export const SCREEN_WIDTH = MONITOR.width - MONITOR.bezel * 2;
export const SCREEN_HEIGHT = MONITOR.height - MONITOR.bezel - MONITOR.chin;

/**
 * The computer: stand, display body with a bezel, and a mesh named `screen` with its own
 * `screen` material, whose UVs span 0..1 over the display (v = 0 at the top) so the runtime can
 * show a photo on it.
 */
export function createComputer(): Group {
  const group = new Group();
  group.name = 'computer';
  const top = DESK.height;

  const stand = new Batch()
    .add(roundedBox(0.26, 0.014, 0.18, 0.006), transform([0, top + 0.007, 0]))
    .add(roundedBox(0.07, 0.3, 0.024, 0.01), transform([0, top + 0.15, -0.045], [-0.08, 0, 0]));
  group.add(stand.mesh('monitor-stand', material('graphite', PALETTE.graphite, 'metal')));

  const centreY = top + MONITOR.lift + MONITOR.height / 2;
  const body = new Batch()
    .add(
      roundedBox(MONITOR.width, MONITOR.height, MONITOR.depth, 0.012),
      transform([0, centreY, 0]),
    )
    // The rear housing gives the display a real back when the scene tilts.
    .add(roundedBox(0.4, 0.26, 0.03, 0.012), transform([0, centreY - 0.02, -0.025]));
  group.add(body.mesh('monitor', material('bezel', PALETTE.bezel)));

  const screenMaterial = material('screen', PALETTE.screen, 'gloss', {
    color: PALETTE.screen,
    intensity: 1,
  });
  const screenY = top + MONITOR.lift + MONITOR.chin + SCREEN_HEIGHT / 2;
  const screen = new PlaneGeometry(SCREEN_WIDTH, SCREEN_HEIGHT);
  // glTF's convention, v = 0 at the top edge: a photo shows upright with flipY = false, as on
  // any screen modelled in Blender, so an owner's desk and this one load the same way.
  const uv = screen.getAttribute('uv');
  for (let i = 0; i < uv.count; i++) uv.setY(i, 1 - uv.getY(i));
  group.add(
    part('screen', screen, screenMaterial, transform([0, screenY, MONITOR.depth / 2 + 0.0008]), {
      keepUv: true,
    }),
  );

  const led = new Batch().add(
    roundedBox(0.012, 0.003, 0.004, 0.001, 1),
    transform([0, top + MONITOR.lift + MONITOR.chin / 2, MONITOR.depth / 2 + 0.001]),
  );
  group.add(
    led.mesh(
      'power-light',
      material('led', PALETTE.sky, 'gloss', { color: PALETTE.sky, intensity: 1 }),
    ),
  );
  return group;
}
