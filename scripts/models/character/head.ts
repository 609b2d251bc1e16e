import {
  type BufferGeometry,
  ExtrudeGeometry,
  Quaternion,
  Shape,
  TorusGeometry,
  Vector3,
} from 'three';
import { createGlasses } from './glasses.ts';
import { createHairCap } from './hair.ts';
import { createLongHair } from './long-hair.ts';
import {
  EYE_PITCH,
  EYE_YAW,
  HEAD_CENTER,
  HEAD_RADII,
  headSurface,
  joint,
  MOUTH_PITCH,
  type Side,
} from './rig.ts';
import type { Part } from './skin.ts';
import { ellipsoid, place, surfaceFrame } from './shapes.ts';

/** Eye size: tall ovals read as friendly; the squash to blink comes from the eye bones. */
const EYE_RADII = [0.032, 0.042, 0.016] as const;
/** Mouth outline at its widest open; the mouth bone scales it down into the smile line. */
const MOUTH_WIDTH = 0.078;
const MOUTH_HEIGHT = 0.05;

/** A feature on the head's surface, turned to face outward there, sunk by `sink`. */
function onHead(yaw: number, pitch: number, sink: number, roll = 0) {
  const { point, normal } = headSurface(yaw, pitch);
  return { at: point.addScaledVector(normal, -sink), q: surfaceFrame(normal, roll) };
}

function eye(side: Side): Part[] {
  const sign = side === 'L' ? 1 : -1;
  const { at, q } = onHead(sign * EYE_YAW, EYE_PITCH, 0.006);
  // One highlight, on the same side in both eyes, as one light would place it.
  const shine = new Vector3(-0.011, 0.015, 0.013).applyQuaternion(q).add(at);
  const bone = side === 'L' ? 'eyeL' : 'eyeR';
  return [
    { geometry: place(ellipsoid(...EYE_RADII, 20, 14), at, q), material: 'eye', bone },
    {
      geometry: place(ellipsoid(0.0095, 0.0095, 0.006, 12, 8), shine, q),
      material: 'eyeShine',
      bone,
    },
  ];
}

function brow(side: Side): Part {
  const sign = side === 'L' ? 1 : -1;
  const { at, q } = onHead(sign * (EYE_YAW + 0.015), 0.27, -0.003);
  // A short arc, not a bar: an arched brow reads as open and friendly.
  const radius = 0.055;
  const arc = 0.85;
  const geometry = new TorusGeometry(radius, 0.0095, 8, 14, arc)
    .rotateZ(Math.PI / 2 - arc / 2)
    .translate(0, -radius, 0)
    .scale(1, 1, 0.6);
  return { geometry: place(geometry, at, q), material: 'hair', bone: 'head' };
}

function mouthShape(): Shape {
  const w = MOUTH_WIDTH / 2;
  const h = MOUTH_HEIGHT;
  const shape = new Shape();
  shape.moveTo(-w, 0);
  // The top edge dips in the middle, so even squashed shut the mouth is a curved smile.
  shape.quadraticCurveTo(0, -h * 0.28, w, 0);
  shape.bezierCurveTo(w * 0.95, -h * 1.32, -w * 0.95, -h * 1.32, -w, 0);
  return shape;
}

/** The closed smile: a short arc, always there; the open mouth grows down from it. */
function smile(): BufferGeometry {
  const radius = 0.046;
  const arc = 1.45;
  return new TorusGeometry(radius, 0.0058, 6, 18, arc)
    .rotateZ(-Math.PI / 2 - arc / 2)
    .translate(0, radius - 0.004, 0.002)
    .scale(1, 1, 0.6);
}

function mouth(): Part[] {
  const { q } = onHead(0, MOUTH_PITCH, 0);
  const at = joint('mouth');
  const depth = 0.012;
  const geometry = new ExtrudeGeometry(mouthShape(), {
    depth,
    curveSegments: 14,
    bevelEnabled: true,
    bevelThickness: 0.003,
    bevelSize: 0.003,
    bevelSegments: 2,
  }).translate(0, 0, -depth - 0.002);
  const tongue = ellipsoid(0.021, 0.011, 0.004, 16, 8).translate(0, -MOUTH_HEIGHT * 0.72, 0.0015);
  return [
    { geometry: place(smile(), at, q), material: 'mouth', bone: 'head' },
    { geometry: place(geometry, at, q), material: 'mouth', bone: 'mouth' },
    { geometry: place(tongue, at, q), material: 'tongue', bone: 'mouth' },
  ];
}

function ear(side: Side): Part {
  const sign = side === 'L' ? 1 : -1;
  const at = new Vector3(sign * (HEAD_RADII[0] - 0.012), HEAD_CENTER[1] - 0.015, -0.005);
  const q = new Quaternion().setFromAxisAngle(new Vector3(0, 1, 0), sign * 0.35);
  return {
    geometry: place(ellipsoid(0.026, 0.05, 0.04, 20, 14), at, q),
    material: 'skin',
    bone: 'head',
  };
}

function cheek(side: Side): Part {
  const sign = side === 'L' ? 1 : -1;
  const { at, q } = onHead(sign * 0.6, -0.2, 0.003);
  return {
    geometry: place(ellipsoid(0.033, 0.02, 0.006, 16, 8), at, q),
    material: 'blush',
    bone: 'head',
  };
}

/**
 * The head: a big soft egg with eyes, brows, a nose nub, cheeks, mouth, ears, every hair style
 * and the glasses (the work stage shows the style and the glasses `work.character` asks for).
 */
export function createHead(): Part[] {
  const nose = onHead(0, -0.12, 0.006);
  return [
    {
      geometry: place(ellipsoid(...HEAD_RADII, 32, 22), new Vector3(...HEAD_CENTER)),
      material: 'skin',
      bone: 'head',
    },
    {
      geometry: place(ellipsoid(0.022, 0.017, 0.016, 16, 10), nose.at, nose.q),
      material: 'skin',
      bone: 'head',
    },
    ...eye('L'),
    ...eye('R'),
    brow('L'),
    brow('R'),
    cheek('L'),
    cheek('R'),
    ear('L'),
    ear('R'),
    ...mouth(),
    ...createHairCap(),
    ...createLongHair(),
    ...createGlasses(),
  ];
}
