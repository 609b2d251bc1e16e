/**
 * The "My Work" demo computer: a chunky monitor on a stand with a keyboard and mouse, in the
 * shared designer-toy style (soft bevels, chalk satin shell, graphite keys, one accent key).
 * The display is a mesh named `screen` (material `screen`) with UVs 0..1 across the visible
 * area (v = 0 at the top, glTF's convention), so the carousel can put any project's spotlight or video on it, and an owner's own
 * model only has to follow the same naming.
 */
import {
  BufferGeometry,
  Group,
  Mesh,
  MeshPhysicalMaterial,
  MeshStandardMaterial,
  Shape,
  ShapeGeometry,
  SphereGeometry,
  type Material,
} from 'three';
import { RoundedBoxGeometry } from 'three/examples/jsm/geometries/RoundedBoxGeometry.js';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import { keycap } from './keycap.ts';
import type { ModelSpec } from './model-spec.ts';

/** Visible display size: 3:2, the aspect of the sample spotlights, so they fill it unstretched. */
export const SCREEN_WIDTH = 2.7;
export const SCREEN_HEIGHT = 1.8;
/** Name of the display mesh and of its material: the contract with the carousel stage. */
export const SCREEN_NAME = 'screen';

/** Bevel segments: enough for a soft highlight on the edge, few enough to keep the file small. */
const BEVEL_SEGMENTS = 3;
/** Height of the display's centre above the desk. */
const MONITOR_Y = 1.78;
/** The monitor leans back a little, as a real one does, so the key light grazes the screen. */
const MONITOR_TILT = -0.08;

const PALETTE = {
  shell: '#ece6dc',
  shellShade: '#d9d1c4',
  bezel: '#121318',
  stand: '#b9b2a6',
  key: '#2a2c34',
  accent: '#7dd3fc',
  led: '#7dd3fc',
} as const;

function satin(name: string, color: string, roughness = 0.5): MeshPhysicalMaterial {
  // A thin clearcoat gives the shell its sheen without turning it into glossy plastic.
  return new MeshPhysicalMaterial({
    name,
    color,
    roughness,
    clearcoat: 0.35,
    clearcoatRoughness: 0.4,
  });
}

function matte(name: string, color: string, roughness = 0.8, metalness = 0): MeshStandardMaterial {
  return new MeshStandardMaterial({ name, color, roughness, metalness });
}

/** One instance per look, shared by every part that wears it. */
function createMaterials() {
  return {
    shell: satin('shell', PALETTE.shell),
    shellShade: satin('shell-shade', PALETTE.shellShade),
    bezel: matte('bezel', PALETTE.bezel, 0.35),
    stand: matte('stand', PALETTE.stand, 0.42, 0.55),
    key: matte('key', PALETTE.key, 0.7),
    accent: satin('accent', PALETTE.accent, 0.45),
    led: new MeshStandardMaterial({
      name: 'led',
      color: PALETTE.led,
      emissive: PALETTE.led,
      emissiveIntensity: 1.4,
    }),
  };
}
type Materials = ReturnType<typeof createMaterials>;

function box(
  w: number,
  h: number,
  d: number,
  radius: number,
  segments = BEVEL_SEGMENTS,
): RoundedBoxGeometry {
  return new RoundedBoxGeometry(w, h, d, segments, radius);
}

function mesh(
  name: string,
  geometry: BufferGeometry,
  material: Material,
  [x, y, z]: readonly [number, number, number],
): Mesh {
  const m = new Mesh(geometry, material);
  m.name = name;
  m.position.set(x, y, z);
  return m;
}

/**
 * A rounded rectangle whose UVs run 0..1 across its bounds (ShapeGeometry's are raw x/y), in
 * glTF's convention: v = 0 at the top edge, so an image shows upright with `flipY = false`, as
 * it does on any screen modelled in Blender and exported to glTF.
 */
export function screenGeometry(width: number, height: number, radius: number): ShapeGeometry {
  const [x, y] = [-width / 2, -height / 2];
  const shape = new Shape();
  shape.moveTo(x + radius, y);
  shape.lineTo(x + width - radius, y);
  shape.quadraticCurveTo(x + width, y, x + width, y + radius);
  shape.lineTo(x + width, y + height - radius);
  shape.quadraticCurveTo(x + width, y + height, x + width - radius, y + height);
  shape.lineTo(x + radius, y + height);
  shape.quadraticCurveTo(x, y + height, x, y + height - radius);
  shape.lineTo(x, y + radius);
  shape.quadraticCurveTo(x, y, x + radius, y);
  const geometry = new ShapeGeometry(shape, 6);
  const position = geometry.getAttribute('position');
  const uv = geometry.getAttribute('uv');
  for (let i = 0; i < position.count; i++) {
    // Clamped: float error would leave v a hair outside 0..1 and stop UV quantization.
    const u = (position.getX(i) - x) / width;
    const v = 1 - (position.getY(i) - y) / height;
    uv.setXY(i, Math.min(1, Math.max(0, u)), Math.min(1, Math.max(0, v)));
  }
  return geometry;
}

function monitor(mat: Materials): Group {
  const group = new Group();
  group.name = 'monitor';
  group.position.set(0, MONITOR_Y, 0);
  group.rotation.x = MONITOR_TILT;
  const depth = 0.26;
  group.add(mesh('monitor-shell', box(3.06, 2.26, depth, 0.12), mat.shell, [0, -0.08, 0]));
  // The rounded hump on the back: the toy-like silhouette from the side.
  group.add(mesh('monitor-back', box(2.1, 1.5, 0.34, 0.16), mat.shellShade, [0, -0.05, -0.2]));
  group.add(mesh('bezel', box(2.86, 1.96, 0.04, 0.02), mat.bezel, [0, 0.03, depth / 2]));
  const screen = new Mesh(
    screenGeometry(SCREEN_WIDTH, SCREEN_HEIGHT, 0.035),
    new MeshStandardMaterial({ name: SCREEN_NAME, color: '#0d1520', roughness: 0.25 }),
  );
  screen.name = SCREEN_NAME;
  screen.position.set(0, 0.03, depth / 2 + 0.021);
  group.add(screen);
  group.add(mesh('power-led', new SphereGeometry(0.028, 12, 8), mat.led, [0, -1.07, depth / 2]));
  return group;
}

function stand(mat: Materials): Group {
  const group = new Group();
  group.name = 'stand';
  const metal = mat.stand;
  group.add(mesh('stand-base', box(1.3, 0.1, 0.9, 0.05), metal, [0, 0.05, -0.35]));
  const neck = mesh('stand-neck', box(0.46, 1.3, 0.14, 0.06), metal, [0, 0.72, -0.5]);
  neck.rotation.x = MONITOR_TILT;
  group.add(neck);
  return group;
}

/** Rows of keycaps merged into one mesh: one draw call, and the file stays small. */
function keyboard(mat: Materials): Group {
  const group = new Group();
  group.name = 'keyboard';
  group.position.set(-0.22, 0, 1.05);
  group.add(mesh('keyboard-body', box(2.5, 0.1, 0.8, 0.045), mat.shell, [0, 0.05, 0]));
  const pitch = 0.19;
  const cap = 0.155;
  const keys: BufferGeometry[] = [];
  const accents: BufferGeometry[] = [];
  for (let row = 0; row < 4; row++) {
    for (let col = 0; col < 12; col++) {
      const isAccent = row === 1 && col === 11;
      const geometry = keycap(cap, 0.05, cap, 0.018);
      geometry.translate((col - 5.5) * pitch, 0.115, (row - 1.8) * pitch);
      (isAccent ? accents : keys).push(geometry);
    }
  }
  const space = keycap(pitch * 6 - (pitch - cap), 0.05, cap, 0.018);
  space.translate(0, 0.115, 2.2 * pitch);
  keys.push(space);
  group.add(mesh('keys', mergeGeometries(keys), mat.key, [0, 0, 0]));
  group.add(mesh('key-accent', mergeGeometries(accents), mat.accent, [0, 0, 0]));
  return group;
}

function mouse(mat: Materials): Mesh {
  const geometry = new SphereGeometry(0.2, 24, 16);
  geometry.scale(0.72, 0.34, 1);
  return mesh('mouse', geometry, mat.shell, [1.5, 0.068, 1.1]);
}

/** The whole computer, facing +Z, standing on y = 0. */
export function createDemoComputer(): Group {
  const root = new Group();
  root.name = 'demo-computer';
  const mat = createMaterials();
  root.add(stand(mat), monitor(mat), keyboard(mat), mouse(mat));
  // Only the screen is ever textured; UVs elsewhere would be dead weight in the file.
  root.traverse((object) => {
    if (object instanceof Mesh && object.name !== SCREEN_NAME) {
      object.geometry.deleteAttribute('uv');
    }
  });
  return root;
}

export const models: ModelSpec[] = [{ file: 'demo-computer.glb', create: createDemoComputer }];
