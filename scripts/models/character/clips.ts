import type { AnimationClip } from 'three';
import { add, buildClip, keys, keysVec, wave, type ClipSpec } from './anim.ts';
import type { LimbTarget, PoseSpec, Vec3 } from './pose.ts';
import type { BoneName } from './rig.ts';

/**
 * The four clips, as poses over time. Idle, salute and clapping loop seamlessly (every wave
 * fits the clip a whole number of times and the keys end where they start); victory loops as
 * a repeated jump for joy. The spec's names: idle, salute, clapping, victory.
 */

export const CLIP_NAMES = ['idle', 'salute', 'clapping', 'victory'] as const;
export type ClipName = (typeof CLIP_NAMES)[number];

type Rotations = Partial<Record<BoneName, Vec3>>;

/** The same rotation on the right side: mirrored across the body's midplane. */
function mirror([x, y, z]: Vec3): Vec3 {
  return [x, -y, -z];
}

/** Rotations for the left arm's bones, copied mirrored onto the right. */
function bothArms(upper: Vec3, lower: Vec3, hand: Vec3 = [0, 0, 0]): Rotations {
  return {
    upperArmL: upper,
    lowerArmL: lower,
    handL: hand,
    upperArmR: mirror(upper),
    lowerArmR: mirror(lower),
    handR: mirror(hand),
  };
}

/** Feet planted a little apart, toes turned out, knees soft. */
function stance(width = 0.108, lift: Vec3 = [0, 0, 0]): Partial<Record<'L' | 'R', LimbTarget>> {
  return {
    L: { at: add([width, 0.1, -0.005], lift), pole: [0.1, 0, 1] },
    R: { at: add([-width, 0.1, -0.005], lift), pole: [-0.1, 0, 1] },
  };
}

const FEET_OUT: Rotations = { footL: [0, 0.14, 0], footR: [0, -0.14, 0] };

/** A quick blink centred on `at` seconds. */
function blink(t: number, at: number): number {
  return (
    1 -
    0.95 *
      keys(t, [
        [at - 0.08, 0],
        [at, 1],
        [at + 0.1, 0],
      ])
  );
}

const idle: ClipSpec = {
  name: 'idle',
  duration: 4,
  fps: 15,
  pose: (t) => {
    const breath = wave(t, 4);
    const sway = wave(t, 4, 0.25);
    return {
      hips: [0.006 * sway, -0.012 + 0.002 * breath, 0],
      rot: {
        ...FEET_OUT,
        ...bothArms(
          [-0.06, 0, 0.12 + 0.015 * breath],
          [-0.32 - 0.03 * breath, 0, 0],
          [0, 0, -0.06],
        ),
        hips: [0, 0.02 * sway, 0.014 * sway],
        spine: [0.01, 0, -0.018 * sway],
        chest: [-0.02 - 0.018 * breath, -0.01 * sway, -0.008 * sway],
        neck: [0.02, 0, 0],
        head: [0.03 + 0.012 * breath, 0.06 * wave(t, 4, 0.1), 0.03 * wave(t, 4, 0.4)],
        shoulderL: [0, 0, 0.02 * breath],
        shoulderR: [0, 0, -0.02 * breath],
      },
      legs: stance(),
      eyes: blink(t, 2.3),
      mouth: 0,
    };
  },
};

const salute: ClipSpec = {
  name: 'salute',
  duration: 2.4,
  fps: 15,
  pose: (t) => {
    // A crisp flick of the saluting hand once a cycle, then back to the brow.
    const snap = keys(t, [
      [0.9, 0],
      [1.1, 1],
      [1.5, 0],
    ]);
    const breath = wave(t, 2.4);
    return {
      hips: [0, -0.01, 0],
      rot: {
        ...FEET_OUT,
        upperArmL: [0, 0, 0.06],
        lowerArmL: [-0.12, 0, 0],
        handL: [0, 0, -0.04],
        handR: [-0.85, -0.35, 0],
        chest: [-0.05 - 0.01 * breath, 0.06, 0],
        spine: [-0.01, 0.03, 0],
        neck: [-0.02, 0, 0],
        head: [-0.04, 0.04 + 0.03 * snap, -0.04],
        shoulderR: [0, 0, -0.06],
      },
      arms: {
        R: {
          at: add([-0.235, 1.29, 0.135], [-0.035 * snap, 0.012 * snap, 0.03 * snap]),
          pole: [-1, 0.15, 0.25],
        },
      },
      legs: stance(0.09),
      eyes: blink(t, 1.9),
      mouth: 0.15,
    };
  },
};

/** One clap every half second: four to the clip. */
const CLAP_PERIOD = 0.5;

const clapping: ClipSpec = {
  name: 'clapping',
  duration: 2,
  fps: 24,
  pose: (t) => {
    // |sin| has a sharp cusp at contact: the hands meet with a snap, then spring apart.
    const open = Math.abs(Math.sin((Math.PI * t) / CLAP_PERIOD)) ** 0.75;
    const hit = 1 - open;
    const wrist: Vec3 = [0.045 + 0.085 * open, 0.93 + 0.012 * open, 0.27];
    return {
      hips: [0, -0.014 - 0.01 * hit, 0],
      rot: {
        ...FEET_OUT,
        handL: [0.35, 0, 0],
        handR: [0.35, 0, 0],
        chest: [-0.01 + 0.03 * hit, 0, 0],
        head: [0.02 + 0.05 * hit, 0.04 * wave(t, 2), 0.05 * wave(t, 1)],
        shoulderL: [0, 0, 0.03 * open],
        shoulderR: [0, 0, -0.03 * open],
      },
      arms: {
        L: { at: wrist, pole: [1, -0.7, -0.1] },
        R: { at: [-wrist[0], wrist[1], wrist[2]], pole: [-1, -0.7, -0.1] },
      },
      legs: stance(),
      eyes: 1,
      mouth: 0.8,
    };
  },
};

const victory: ClipSpec = {
  name: 'victory',
  duration: 2,
  fps: 20,
  pose: (t) => {
    const rise = keys(t, [
      [0, 0],
      [0.25, -0.075],
      [0.42, 0.03],
      [0.56, 0.11],
      [0.72, 0.03],
      [0.84, -0.055],
      [1.08, 0],
      [2, 0],
    ]);
    // Arms dip for the crouch, punch up on take-off, then pump twice.
    const reach = keys(t, [
      [0, 1],
      [0.22, 0.55],
      [0.5, 1],
      [1.25, 0.9],
      [1.4, 1],
      [1.65, 0.9],
      [1.8, 1],
    ]);
    const airborne = Math.max(0, rise);
    const tuck = keys(t, [
      [0.42, 0],
      [0.56, 1],
      [0.72, 0],
    ]);
    const upper: Vec3 = [0.25 * reach, 0, 2.1 + 0.5 * reach];
    const lower: Vec3 = [-0.9 + 0.55 * reach, 0, 0];
    return {
      hips: [0, -0.012 + rise, 0],
      rot: {
        ...FEET_OUT,
        ...bothArms(upper, lower, [0, 0, 0.2]),
        shoulderL: [0, 0, 0.12 * reach],
        shoulderR: [0, 0, -0.12 * reach],
        chest: [-0.08 * reach + 0.1 * (1 - reach), 0, 0],
        spine: [-0.03, 0, 0],
        head: keysVec(t, [
          [0, [-0.14, 0, 0]],
          [0.25, [0.05, 0, 0]],
          [0.56, [-0.2, 0, 0]],
          [1.1, [-0.14, 0, 0]],
        ]),
      },
      legs: stance(0.108, [0, airborne + 0.05 * tuck, -0.03 * tuck]),
      eyes: blink(t, 1.55),
      mouth: keys(t, [
        [0, 1],
        [0.25, 0.6],
        [0.5, 1],
      ]),
    };
  },
};

const SPECS: Record<ClipName, ClipSpec> = { idle, salute, clapping, victory };

export function createClip(name: ClipName): AnimationClip {
  return buildClip(SPECS[name]);
}

export type { PoseSpec };
