import { type Bone, Euler, Matrix4, Quaternion, Vector3 } from 'three';
import { BONE_NAMES, type BoneName, joint, type Rig, type Side } from './rig.ts';

/**
 * Poses described the way an animator thinks of them (a few joint angles, where a wrist or
 * an ankle should be, how open the eyes and mouth are), solved into bone rotations on the rig.
 */

export type Vec3 = readonly [number, number, number];

export interface LimbTarget {
  /** Where the wrist or ankle goes, in character space. */
  at: Vec3;
  /** Which way the elbow or knee points. */
  pole: Vec3;
}

export interface PoseSpec {
  /** Offset of the hips from their bind position. */
  hips?: Vec3;
  /** Local Euler angles (XYZ, radians) per bone, on top of the bind pose. */
  rot?: Partial<Record<BoneName, Vec3>>;
  arms?: Partial<Record<Side, LimbTarget>>;
  /** Ankles; with a leg target the foot is kept level unless `rot` turns it. */
  legs?: Partial<Record<Side, LimbTarget>>;
  /** Eye openness: 1 open, near 0 shut (a blink). */
  eyes?: number;
  /** Mouth openness: 0 a closed smile, 1 a wide open grin. */
  mouth?: number;
}

export interface SolvedPose {
  rotations: Record<BoneName, Quaternion>;
  hips: Vector3;
  eyes: number;
  mouth: number;
}

/** Limbs never quite straighten: a locked joint makes IK's bend plane unstable. */
const MAX_REACH = 0.998;
const DOWN = new Vector3(0, -1, 0);

function worldQuaternion(bone: Bone): Quaternion {
  return bone.getWorldQuaternion(new Quaternion());
}

/**
 * Analytic two-bone IK. The upper bone is turned so the joint's hinge axis is its local X,
 * so the lower bone only ever bends about X: `bend` 1 folds forward (elbow), -1 back (knee).
 */
function solveTwoBone(upper: Bone, lower: Bone, end: Bone, target: LimbTarget, bend: 1 | -1) {
  upper.parent!.updateMatrixWorld(true);
  const s = upper.getWorldPosition(new Vector3());
  const a = lower.position.length();
  const b = end.position.length();
  const goal = new Vector3(...target.at);
  const toGoal = goal.clone().sub(s);
  const d = Math.min(Math.max(toGoal.length(), Math.abs(a - b) + 1e-3), (a + b) * MAX_REACH);
  const dir = toGoal.normalize();
  const pole = new Vector3(...target.pole);
  const perp = pole.addScaledVector(dir, -pole.dot(dir)).normalize();
  const cosA = (a * a + d * d - b * b) / (2 * a * d);
  const sinA = Math.sqrt(Math.max(0, 1 - cosA * cosA));
  const elbow = s
    .clone()
    .addScaledVector(dir, a * cosA)
    .addScaledVector(perp, a * sinA);
  const dU = elbow.clone().sub(s).normalize();
  const dL = s.clone().addScaledVector(dir, d).sub(elbow).normalize();
  const hinge = (bend === 1 ? dL.clone().cross(dU) : dU.clone().cross(dL)).normalize();
  const y = dU.clone().negate();
  const z = hinge.clone().cross(y);
  const world = new Quaternion().setFromRotationMatrix(new Matrix4().makeBasis(hinge, y, z));
  upper.quaternion.copy(
    worldQuaternion(upper.parent as Bone)
      .invert()
      .multiply(world),
  );
  const local = dL.applyQuaternion(world.clone().invert());
  lower.quaternion.setFromUnitVectors(DOWN, local);
  upper.updateMatrixWorld(true);
}

function euler(v: Vec3 | undefined): Quaternion {
  return new Quaternion().setFromEuler(new Euler(...(v ?? [0, 0, 0])));
}

/** Solves `spec` on `rig` (which it leaves in that pose) and returns every bone's rotation. */
export function solvePose(rig: Rig, spec: PoseSpec): SolvedPose {
  const { bones } = rig;
  for (const name of BONE_NAMES) bones[name].quaternion.copy(euler(spec.rot?.[name]));
  const hips = joint('hips').add(new Vector3(...(spec.hips ?? [0, 0, 0])));
  bones.hips.position.copy(hips);
  rig.root.updateMatrixWorld(true);
  for (const side of ['L', 'R'] as const) {
    const arm = spec.arms?.[side];
    if (arm)
      solveTwoBone(
        bones[`upperArm${side}`],
        bones[`lowerArm${side}`],
        bones[`hand${side}`],
        arm,
        1,
      );
    const leg = spec.legs?.[side];
    if (leg) {
      solveTwoBone(
        bones[`upperLeg${side}`],
        bones[`lowerLeg${side}`],
        bones[`foot${side}`],
        leg,
        -1,
      );
      const foot = bones[`foot${side}`];
      const parent = worldQuaternion(foot.parent as Bone).invert();
      foot.quaternion.copy(parent.multiply(euler(spec.rot?.[`foot${side}`])));
    }
  }
  rig.root.updateMatrixWorld(true);
  const rotations = {} as Record<BoneName, Quaternion>;
  for (const name of BONE_NAMES) rotations[name] = bones[name].quaternion.clone();
  return { rotations, hips, eyes: spec.eyes ?? 1, mouth: spec.mouth ?? 0 };
}
