import { Quaternion, TorusGeometry, Vector3 } from 'three';
import { EYE_PITCH, EYE_YAW, HEAD_RADII, HEAD_CENTER, headSurface, type Side } from './rig.ts';
import type { Part } from './skin.ts';
import { limb, place } from './shapes.ts';

/**
 * Round glasses: two thick rims standing off the face round the eyes, an arched bridge, and
 * arms that run over the side of the head to the ears. One mesh, shown for `glasses: true`.
 */

/** Rim size: big enough to frame the eye with room to blink, chunky enough to read small. */
const RIM_RADIUS = 0.058;
const RIM_TUBE = 0.0085;
/** How far the rims stand off the skin. */
const STAND_OFF = 0.03;
/** The rims turn with the face this much of the eyes' yaw: a slight wrap. */
const WRAP = 0.55;
const ARM_RADIUS = 0.0062;
/** The bridge rises this much above the rims' centres. */
const BRIDGE_LIFT = 0.012;
/** Segments: the rims are ~20 px across on the card, the arms ~2 px thick. */
const RIM_SEGMENTS = { radial: 6, tubular: 24 };
const THIN = { radial: 6, cap: 2 };

const sign = (side: Side) => (side === 'L' ? 1 : -1);

function rimFrame(side: Side): { centre: Vector3; q: Quaternion } {
  const { point, normal } = headSurface(sign(side) * EYE_YAW, EYE_PITCH);
  const q = new Quaternion().setFromAxisAngle(new Vector3(0, 1, 0), sign(side) * EYE_YAW * WRAP);
  return { centre: point.addScaledVector(normal, STAND_OFF), q };
}

/** A point on a rim at `angle` (0 = the character's left of the rim's centre). */
function onRim(side: Side, angle: number, radius = RIM_RADIUS): Vector3 {
  const { centre, q } = rimFrame(side);
  return new Vector3(Math.cos(angle) * radius, Math.sin(angle) * radius, 0)
    .applyQuaternion(q)
    .add(centre);
}

/** A point just off the side of the head at (yaw, pitch). */
function offHead(yaw: number, pitch: number, off: number): Vector3 {
  const { point, normal } = headSurface(yaw, pitch);
  return point.addScaledVector(normal, off);
}

function arm(side: Side): Part[] {
  const s = sign(side);
  // Leaves the rim's outer edge, bends back along the temple and ends over the ear.
  const path = [
    onRim(side, side === 'L' ? 0.2 : Math.PI - 0.2),
    offHead(s * 1.05, 0.13, 0.014),
    new Vector3(s * (HEAD_RADII[0] + 0.006), HEAD_CENTER[1] + 0.035, -0.03),
  ];
  return path.slice(1).map((end, i) => ({
    geometry: limb(path[i]!, end, ARM_RADIUS, ARM_RADIUS, THIN),
    material: 'glasses' as const,
    bone: 'head' as const,
    mesh: 'glasses',
  }));
}

function rim(side: Side): Part {
  const { centre, q } = rimFrame(side);
  return {
    geometry: place(
      new TorusGeometry(RIM_RADIUS, RIM_TUBE, RIM_SEGMENTS.radial, RIM_SEGMENTS.tubular),
      centre,
      q,
    ),
    material: 'glasses',
    bone: 'head',
    mesh: 'glasses',
  };
}

export function createGlasses(): Part[] {
  const inL = onRim('L', Math.PI + 0.25);
  const inR = onRim('R', -0.25);
  const top = inL
    .clone()
    .lerp(inR, 0.5)
    .add(new Vector3(0, BRIDGE_LIFT, 0.004));
  const bridge = [inL, top, inR];
  return [
    rim('L'),
    rim('R'),
    ...bridge.slice(1).map((end, i) => ({
      geometry: limb(bridge[i]!, end, ARM_RADIUS * 1.2, ARM_RADIUS * 1.2, THIN),
      material: 'glasses' as const,
      bone: 'head' as const,
      mesh: 'glasses',
    })),
    ...arm('L'),
    ...arm('R'),
  ];
}
