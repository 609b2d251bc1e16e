import { Bone, Group, Skeleton, Vector3 } from 'three';

/**
 * The character's skeleton. Every bone starts with an identity rotation, so a clip's
 * quaternion is the pose itself, and the bind pose stands upright with arms hanging straight
 * down. The character faces +Z; "L" is the character's own left (+X).
 *
 * Proportions are a designer toy's: a big head (about a third of the height), a short torso
 * and limbs that still reach the brow for the salute and meet in front for the clap.
 */

export type Side = 'L' | 'R';

export const BONE_NAMES = [
  'hips',
  'spine',
  'chest',
  'neck',
  'head',
  'eyeL',
  'eyeR',
  'mouth',
  'shoulderL',
  'upperArmL',
  'lowerArmL',
  'handL',
  'shoulderR',
  'upperArmR',
  'lowerArmR',
  'handR',
  'upperLegL',
  'lowerLegL',
  'footL',
  'upperLegR',
  'lowerLegR',
  'footR',
] as const;

export type BoneName = (typeof BONE_NAMES)[number];

type Vec3 = readonly [number, number, number];

/** Centre of the head's ellipsoid and its radii: the face features are placed on it. */
export const HEAD_CENTER: Vec3 = [0, 1.255, 0.005];
export const HEAD_RADII: Vec3 = [0.25, 0.236, 0.232];

/** Where a facial feature sits: yaw (+ toward the character's left) and pitch, in radians. */
export const EYE_YAW = 0.36;
export const EYE_PITCH = 0.02;
export const MOUTH_PITCH = -0.34;

/** Arm and leg joint positions of the character's left side; the right side mirrors X. */
const SHOULDER: Vec3 = [0.06, 0.95, 0];
const UPPER_ARM: Vec3 = [0.205, 0.94, 0];
const LOWER_ARM: Vec3 = [0.205, 0.72, 0];
const HAND: Vec3 = [0.205, 0.515, 0];
const UPPER_LEG: Vec3 = [0.095, 0.6, 0];
const LOWER_LEG: Vec3 = [0.095, 0.345, 0];
const FOOT: Vec3 = [0.095, 0.1, 0];

/** A point on the head's surface at (yaw, pitch), and the outward normal there. */
export function headSurface(yaw: number, pitch: number): { point: Vector3; normal: Vector3 } {
  const d = new Vector3(
    Math.sin(yaw) * Math.cos(pitch),
    Math.sin(pitch),
    Math.cos(yaw) * Math.cos(pitch),
  );
  const [rx, ry, rz] = HEAD_RADII;
  const t = 1 / Math.hypot(d.x / rx, d.y / ry, d.z / rz);
  const point = d
    .clone()
    .multiplyScalar(t)
    .add(new Vector3(...HEAD_CENTER));
  const normal = new Vector3(d.x / (rx * rx), d.y / (ry * ry), d.z / (rz * rz)).normalize();
  return { point, normal };
}

function mirror([x, y, z]: Vec3, side: Side): Vec3 {
  return side === 'L' ? [x, y, z] : [-x, y, z];
}

function eyePosition(side: Side): Vec3 {
  const { point } = headSurface(side === 'L' ? EYE_YAW : -EYE_YAW, EYE_PITCH);
  return [point.x, point.y, point.z];
}

function mouthPosition(): Vec3 {
  const { point } = headSurface(0, MOUTH_PITCH);
  return [point.x, point.y, point.z];
}

/** Bind-pose joint positions in character space, with each bone's parent. */
export const JOINTS: Record<BoneName, { parent: BoneName | null; at: Vec3 }> = {
  hips: { parent: null, at: [0, 0.62, 0] },
  spine: { parent: 'hips', at: [0, 0.72, 0] },
  chest: { parent: 'spine', at: [0, 0.84, 0] },
  neck: { parent: 'chest', at: [0, 0.99, 0] },
  head: { parent: 'neck', at: [0, 1.05, 0] },
  eyeL: { parent: 'head', at: eyePosition('L') },
  eyeR: { parent: 'head', at: eyePosition('R') },
  mouth: { parent: 'head', at: mouthPosition() },
  shoulderL: { parent: 'chest', at: mirror(SHOULDER, 'L') },
  upperArmL: { parent: 'shoulderL', at: mirror(UPPER_ARM, 'L') },
  lowerArmL: { parent: 'upperArmL', at: mirror(LOWER_ARM, 'L') },
  handL: { parent: 'lowerArmL', at: mirror(HAND, 'L') },
  shoulderR: { parent: 'chest', at: mirror(SHOULDER, 'R') },
  upperArmR: { parent: 'shoulderR', at: mirror(UPPER_ARM, 'R') },
  lowerArmR: { parent: 'upperArmR', at: mirror(LOWER_ARM, 'R') },
  handR: { parent: 'lowerArmR', at: mirror(HAND, 'R') },
  upperLegL: { parent: 'hips', at: mirror(UPPER_LEG, 'L') },
  lowerLegL: { parent: 'upperLegL', at: mirror(LOWER_LEG, 'L') },
  footL: { parent: 'lowerLegL', at: mirror(FOOT, 'L') },
  upperLegR: { parent: 'hips', at: mirror(UPPER_LEG, 'R') },
  lowerLegR: { parent: 'upperLegR', at: mirror(LOWER_LEG, 'R') },
  footR: { parent: 'lowerLegR', at: mirror(FOOT, 'R') },
};

export function joint(name: BoneName): Vector3 {
  return new Vector3(...JOINTS[name].at);
}

export interface Rig {
  /** The hips: the skeleton's root, to be added to the character's group. */
  root: Bone;
  bones: Record<BoneName, Bone>;
  skeleton: Skeleton;
}

/** A fresh bone hierarchy in the bind pose. */
export function createRig(): Rig {
  const bones = {} as Record<BoneName, Bone>;
  for (const name of BONE_NAMES) {
    const bone = new Bone();
    bone.name = name;
    const { parent, at } = JOINTS[name];
    const offset = new Vector3(...at);
    if (parent) {
      offset.sub(joint(parent));
      bones[parent].add(bone);
    }
    bone.position.copy(offset);
    bones[name] = bone;
  }
  const ordered = BONE_NAMES.map((name) => bones[name]);
  return { root: bones.hips, bones, skeleton: new Skeleton(ordered) };
}

/**
 * The bare skeleton under a group named like the character's: what an animation-only file
 * carries so its tracks bind by bone name.
 */
export function createSkeletonOnly(): Group {
  const group = new Group();
  group.name = 'character';
  group.add(createRig().root);
  return group;
}
