import { CylinderGeometry, Quaternion, Vector3 } from 'three';
import { joint, type Side } from './rig.ts';
import { verticalBlend, type Part } from './skin.ts';
import { ellipsoid, limb, place, ring, SMALL, smoothLathe } from './shapes.ts';

/** The hoodie's cross-section is an ellipse this much shallower than it is wide. */
const TORSO_DEPTH = 0.74;

/** Hoodie silhouette, [radius, height] from hem to collar: a soft barrel with round shoulders. */
const TORSO_PROFILE = [
  [0, 0.54],
  [0.13, 0.548],
  [0.163, 0.575],
  [0.168, 0.64],
  [0.172, 0.74],
  [0.183, 0.83],
  [0.185, 0.88],
  [0.17, 0.935],
  [0.125, 0.975],
  [0.07, 0.995],
  [0, 1.0],
] as const;

/** A sneaker sole: an oval puck with a rounded rim, [radius (x 1), height]. */
const SOLE_PROFILE = [
  [0, 0],
  [0.82, 0],
  [0.97, 0.008],
  [1, 0.02],
  [0.98, 0.032],
  [0.9, 0.04],
  [0, 0.04],
] as const;

/** Where the torso's skin hands over from hips to spine to chest. */
const TORSO_WEIGHTS = verticalBlend(
  [
    ['hips', 0],
    ['spine', 0.7],
    ['chest', 0.82],
  ],
  0.05,
);

function sign(side: Side): number {
  return side === 'L' ? 1 : -1;
}

/** Radius of the torso profile at height y (linear between profile points). */
function torsoRadius(y: number): number {
  for (let i = 1; i < TORSO_PROFILE.length; i++) {
    const [r0, y0] = TORSO_PROFILE[i - 1]!;
    const [r1, y1] = TORSO_PROFILE[i]!;
    if (y <= y1) return r0 + ((r1 - r0) * (y - y0)) / (y1 - y0);
  }
  return 0;
}

/** A point on the hoodie's front at (x, y), with the surface normal there. */
function torsoFront(x: number, y: number) {
  const a = torsoRadius(y);
  const b = a * TORSO_DEPTH;
  const z = b * Math.sqrt(Math.max(0, 1 - (x * x) / (a * a)));
  const normal = new Vector3(x / (a * a), 0.15, z / (b * b)).normalize();
  return {
    at: new Vector3(x, y, z),
    q: new Quaternion().setFromUnitVectors(new Vector3(0, 0, 1), normal),
  };
}

function hoodie(): Part[] {
  const torso = smoothLathe(TORSO_PROFILE).scale(1, 1, TORSO_DEPTH);
  const hem = ring(0.166, 0.022)
    .scale(1, 1, TORSO_DEPTH + 0.02)
    .translate(0, 0.572, 0);
  const collar = ring(0.078, 0.03).scale(1, 1, 0.9).translate(0, 0.99, -0.008);
  const hood = ellipsoid(0.15, 0.085, 0.075).translate(0, 1.0, -0.1);
  const badge = torsoFront(0.09, 0.875);
  const parts: Part[] = [
    { geometry: torso, material: 'top', bone: TORSO_WEIGHTS },
    { geometry: hem, material: 'top', bone: 'hips' },
    { geometry: collar, material: 'top', bone: 'chest' },
    { geometry: hood, material: 'top', bone: 'chest' },
    {
      geometry: place(
        new CylinderGeometry(0.026, 0.026, 0.01, 24).rotateX(Math.PI / 2),
        badge.at,
        badge.q,
      ),
      material: 'accent',
      bone: 'chest',
    },
  ];
  for (const side of ['L', 'R'] as const) {
    // Drawstrings hang from the collar down the chest, ending in sky-blue aglets.
    const x = sign(side) * 0.035;
    const top = torsoFront(x, 0.965).at.add(new Vector3(0, 0, 0.012));
    const end = torsoFront(x * 1.15, 0.865).at.add(new Vector3(0, 0, 0.01));
    parts.push(
      { geometry: limb(top, end, 0.0075, 0.0075, SMALL), material: 'trim', bone: 'chest' },
      {
        geometry: ellipsoid(0.011, 0.017, 0.011, 10, 6).translate(end.x, end.y - 0.012, end.z),
        material: 'accent',
        bone: 'chest',
      },
    );
  }
  return parts;
}

function arm(side: Side): Part[] {
  const upper = `upperArm${side}` as const;
  const lower = `lowerArm${side}` as const;
  const hand = `hand${side}` as const;
  const shoulder = joint(upper);
  const elbow = joint(lower);
  const wrist = joint(hand);
  const s = sign(side);
  const thumbTilt = new Quaternion().setFromAxisAngle(new Vector3(1, 0, 0), 0.55);
  return [
    { geometry: limb(shoulder, elbow, 0.072, 0.062), material: 'top', bone: upper },
    {
      geometry: limb(elbow, wrist.clone().add(new Vector3(0, 0.02, 0)), 0.062, 0.054),
      material: 'top',
      bone: lower,
    },
    {
      geometry: ring(0.05, 0.017, 20).translate(wrist.x, wrist.y + 0.022, wrist.z),
      material: 'trim',
      bone: lower,
    },
    // A mitten hand: a soft paddle with a thumb pointing forward, palm toward the body.
    {
      geometry: ellipsoid(0.034, 0.064, 0.052).translate(
        wrist.x - s * 0.002,
        wrist.y - 0.056,
        wrist.z,
      ),
      material: 'skin',
      bone: hand,
    },
    {
      geometry: place(
        ellipsoid(0.019, 0.035, 0.02, 16, 10),
        new Vector3(wrist.x - s * 0.008, wrist.y - 0.034, wrist.z + 0.043),
        thumbTilt,
      ),
      material: 'skin',
      bone: hand,
    },
  ];
}

function leg(side: Side): Part[] {
  const upper = `upperLeg${side}` as const;
  const lower = `lowerLeg${side}` as const;
  const foot = `foot${side}` as const;
  const hip = joint(upper);
  const knee = joint(lower);
  const ankle = joint(foot);
  const x = ankle.x;
  const laces = [0.07, 0.1].map((z, i) => ({
    geometry: limb(
      new Vector3(x - 0.03, 0.118 - i * 0.012, z),
      new Vector3(x + 0.03, 0.118 - i * 0.012, z),
      0.007,
      0.007,
      SMALL,
    ),
    material: 'trim' as const,
    bone: foot,
  }));
  return [
    { geometry: limb(hip, knee, 0.083, 0.07), material: 'bottoms', bone: upper },
    {
      geometry: limb(knee, ankle.clone().add(new Vector3(0, 0.03, 0)), 0.07, 0.06),
      material: 'bottoms',
      bone: lower,
    },
    { geometry: ring(0.061, 0.013, 20).translate(x, 0.145, 0), material: 'bottoms', bone: lower },
    // A chunky sneaker: rounded upper, sky stripe, sand sole, ankle collar and two laces.
    {
      geometry: ellipsoid(0.07, 0.064, 0.118).translate(x, 0.07, 0.03),
      material: 'shoes',
      bone: foot,
    },
    {
      geometry: ellipsoid(0.0735, 0.014, 0.112).translate(x, 0.05, 0.028),
      material: 'accent',
      bone: foot,
    },
    { geometry: ring(0.05, 0.013, 20).translate(x, 0.125, -0.005), material: 'shoes', bone: foot },
    {
      geometry: smoothLathe(SOLE_PROFILE, 16).scale(0.077, 1, 0.13).translate(x, 0, 0.03),
      material: 'sole',
      bone: foot,
    },
    ...laces,
  ];
}

/** Hoodie, trousers, arms with mitten hands, legs and sneakers; the head comes separately. */
export function createBody(): Part[] {
  return [
    ...hoodie(),
    {
      geometry: ellipsoid(0.163, 0.11, 0.122).translate(0, 0.585, 0),
      material: 'bottoms',
      bone: 'hips',
    },
    {
      geometry: limb(
        joint('neck').add(new Vector3(0, -0.02, 0)),
        joint('head').add(new Vector3(0, 0.06, 0)),
        0.05,
        0.05,
      ),
      material: 'skin',
      bone: 'neck',
    },
    ...arm('L'),
    ...arm('R'),
    ...leg('L'),
    ...leg('R'),
  ];
}
