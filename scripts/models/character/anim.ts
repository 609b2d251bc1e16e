import {
  AnimationClip,
  type KeyframeTrack,
  QuaternionKeyframeTrack,
  VectorKeyframeTrack,
} from 'three';
import { solvePose, type PoseSpec, type Vec3 } from './pose.ts';
import { BONE_NAMES, createRig } from './rig.ts';

/**
 * Turns a pose-over-time function into an AnimationClip: the pose is solved (IK included) at
 * a fixed rate and written as one quaternion track per bone, plus the hips' position and the
 * eye and mouth scales. Every clip keys every bone, so cross-fading between any two clips
 * never leaves a bone stranded in the pose of a clip that stopped.
 */

/** Smooth in and out: keys are held poses, motion eases between them. */
export function ease(t: number): number {
  return t * t * (3 - 2 * t);
}

/** A scalar through [time, value] keys, eased between them and held beyond the ends. */
export function keys(t: number, list: readonly (readonly [number, number])[]): number {
  const first = list[0]!;
  if (t <= first[0]) return first[1];
  for (let i = 1; i < list.length; i++) {
    const [t1, v1] = list[i]!;
    const [t0, v0] = list[i - 1]!;
    if (t <= t1) return v0 + (v1 - v0) * ease((t - t0) / (t1 - t0));
  }
  return list[list.length - 1]![1];
}

/** A vector through [time, value] keys, eased the same way. */
export function keysVec(t: number, list: readonly (readonly [number, Vec3])[]): Vec3 {
  const axis = (i: 0 | 1 | 2) =>
    keys(
      t,
      list.map(([time, v]) => [time, v[i]] as const),
    );
  return [axis(0), axis(1), axis(2)];
}

/** A sine of period `period` seconds (a whole number of them must fit the clip, to loop). */
export function wave(t: number, period: number, phase = 0): number {
  return Math.sin(2 * Math.PI * (t / period + phase));
}

export function add(a: Vec3, b: Vec3): Vec3 {
  return [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
}

export interface ClipSpec {
  name: string;
  duration: number;
  /** Samples per second: enough for crisp claps, few enough to keep the file small. */
  fps: number;
  pose: (t: number) => PoseSpec;
}

export function buildClip({ name, duration, fps, pose }: ClipSpec): AnimationClip {
  const rig = createRig();
  const count = Math.round(duration * fps) + 1;
  const times: number[] = [];
  const rotations = BONE_NAMES.map(() => [] as number[]);
  const hips: number[] = [];
  const eyes: number[] = [];
  const mouth: number[] = [];
  for (let i = 0; i < count; i++) {
    const t = (i / (count - 1)) * duration;
    const solved = solvePose(rig, pose(t));
    times.push(t);
    BONE_NAMES.forEach((bone, k) => {
      const q = solved.rotations[bone];
      const values = rotations[k]!;
      // Keep neighbouring quaternions in one hemisphere, so slerp takes the short way.
      const n = values.length;
      const flip =
        n > 0 &&
        q.x * values[n - 4]! + q.y * values[n - 3]! + q.z * values[n - 2]! + q.w * values[n - 1]! <
          0;
      const s = flip ? -1 : 1;
      values.push(q.x * s, q.y * s, q.z * s, q.w * s);
    });
    hips.push(solved.hips.x, solved.hips.y, solved.hips.z);
    eyes.push(1, Math.max(0.05, solved.eyes), 1);
    // Shut, the open mouth shrinks to a sliver hidden behind the smile line.
    const open = Math.max(0.02, solved.mouth);
    mouth.push(0.6 + 0.4 * open, open, 1);
  }
  const tracks: KeyframeTrack[] = BONE_NAMES.map(
    (bone, k) => new QuaternionKeyframeTrack(`${bone}.quaternion`, times, rotations[k]!),
  );
  tracks.push(
    new VectorKeyframeTrack('hips.position', times, hips),
    new VectorKeyframeTrack('eyeL.scale', times, eyes),
    new VectorKeyframeTrack('eyeR.scale', times, eyes),
    new VectorKeyframeTrack('mouth.scale', times, mouth),
  );
  return new AnimationClip(name, duration, tracks).optimize();
}
