import { Box3, Euler, Matrix4, PerspectiveCamera, Quaternion, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { CAMERA_TARGET } from '../../lib/constants.ts';
import {
  DESK_ROTATION,
  DESK_UNITS_PER_METRE,
  HERO_FOV,
  breakpointOf,
  fitScale,
  heroLayout,
  type HeroLayout,
  type LogoId,
} from './layout.ts';

describe('breakpoints', () => {
  it('changes at 440 and 768 pixels', () => {
    expect(breakpointOf(320)).toBe('small');
    expect(breakpointOf(440)).toBe('small');
    expect(breakpointOf(441)).toBe('medium');
    expect(breakpointOf(768)).toBe('medium');
    expect(breakpointOf(769)).toBe('large');
    expect(breakpointOf(2560)).toBe('large');
  });

  it('uses the desk scales 1.5, 2 and 3', () => {
    expect(heroLayout(390).deskScale).toBe(1.5);
    expect(heroLayout(600).deskScale).toBe(2);
    expect(heroLayout(1440).deskScale).toBe(3);
  });

  it('places the desk and every logo differently per breakpoint', () => {
    const [small, medium, large] = [390, 600, 1440].map(heroLayout) as [
      HeroLayout,
      HeroLayout,
      HeroLayout,
    ];
    expect(small.deskPosition).not.toEqual(medium.deskPosition);
    expect(medium.deskPosition).not.toEqual(large.deskPosition);
    for (const id of ['react', 'python', 'git', 'javascript'] as LogoId[]) {
      expect(small.logos[id].position).not.toEqual(medium.logos[id].position);
      expect(medium.logos[id].position).not.toEqual(large.logos[id].position);
    }
  });

  it('tilts with the pointer only above 768 pixels', () => {
    expect(heroLayout(390).tilt).toBe(false);
    expect(heroLayout(768).tilt).toBe(false);
    expect(heroLayout(769).tilt).toBe(true);
  });
});

describe('fitScale', () => {
  it('keeps full size down to the narrowest aspect the layout was composed for', () => {
    const large = heroLayout(1440);
    expect(fitScale(large, 2.6)).toBe(1);
    expect(fitScale(large, large.minAspect)).toBe(1);
    expect(fitScale(large, large.minAspect / 2)).toBeCloseTo(0.5, 9);
    expect(fitScale(large, 0)).toBe(1);
  });
});

/** A rectangle in canvas pixels. */
interface Rect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

const box = (min: [number, number, number], max: [number, number, number]) =>
  new Box3(new Vector3(...min), new Vector3(...max));

/** The default desk's main volumes, in metres (scripts/models/hero): what must stay in view. */
const DESK_PARTS = {
  desk: box([-0.8, 0, -0.4], [0.8, 0.74, 0.4]),
  monitor: box([-0.33, 0.74, -0.25], [0.33, 1.27, -0.15]),
  plant: box([0.5, 0.74, -0.33], [0.7, 1.1, -0.15]),
  lamp: box([-0.75, 0.74, -0.35], [-0.5, 1.2, 0.05]),
};

function camera(width: number, height: number) {
  const cam = new PerspectiveCamera(HERO_FOV, width / height, 0.5, 200);
  cam.position.set(...CAMERA_TARGET);
  cam.lookAt(0, 0, 0);
  cam.updateMatrixWorld();
  return cam;
}

function project(points: Vector3[], cam: PerspectiveCamera, width: number, height: number): Rect {
  const rect = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
  for (const point of points) {
    const p = point.clone().project(cam);
    const [x, y] = [((p.x + 1) / 2) * width, ((1 - p.y) / 2) * height];
    rect.x0 = Math.min(rect.x0, x);
    rect.x1 = Math.max(rect.x1, x);
    rect.y0 = Math.min(rect.y0, y);
    rect.y1 = Math.max(rect.y1, y);
  }
  return rect;
}

/** The oval plinth's rims (radius 1 m, 0.78 deep, 0.05 thick). */
function plinth(): Vector3[] {
  return Array.from({ length: 64 }, (_, i) => {
    const a = (i / 32) * Math.PI;
    return new Vector3(Math.cos(a), i % 2 ? 0 : -0.05, Math.sin(a) * 0.78);
  });
}

function corners(box: Box3, matrix: Matrix4): Vector3[] {
  const out: Vector3[] = [];
  for (const x of [box.min.x, box.max.x])
    for (const y of [box.min.y, box.max.y])
      for (const z of [box.min.z, box.max.z]) out.push(new Vector3(x, y, z).applyMatrix4(matrix));
  return out;
}

/** Where the desk and each logo land on a canvas of this size, as the scene places them. */
function frame(width: number, height: number) {
  const layout = heroLayout(width);
  const fit = fitScale(layout, width / height);
  const cam = camera(width, height);
  const deskMatrix = new Matrix4().compose(
    new Vector3(...layout.deskPosition).multiplyScalar(fit),
    new Quaternion().setFromEuler(new Euler(...DESK_ROTATION)),
    new Vector3().setScalar(layout.deskScale * DESK_UNITS_PER_METRE * fit),
  );
  const parts = [
    ...Object.values(DESK_PARTS).map((part) => corners(part, deskMatrix)),
    plinth().map((p) => p.applyMatrix4(deskMatrix)),
  ].map((points) => project(points, cam, width, height));
  const desk = {
    x0: Math.min(...parts.map((r) => r.x0)),
    y0: Math.min(...parts.map((r) => r.y0)),
    x1: Math.max(...parts.map((r) => r.x1)),
    y1: Math.max(...parts.map((r) => r.y1)),
  };
  const logos = Object.entries(layout.logos).map(([id, { position, scale }]) => {
    // A logo is a unit model; React also bobs up by half a unit.
    const half = (scale * fit) / 2;
    const bounds = box([-half, -half, -half], [half, half + 0.5, half]);
    const m = new Matrix4().makeTranslation(new Vector3(...position).multiplyScalar(fit));
    return { id, rect: project(corners(bounds, m), cam, width, height) };
  });
  return { desk, parts, logos };
}

function overlap(a: Rect, b: Rect): number {
  const w = Math.max(0, Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0));
  const h = Math.max(0, Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0));
  return w * h;
}

const area = (r: Rect) => (r.x1 - r.x0) * (r.y1 - r.y0);

/** Stage sizes (the canvas between the text and the button) seen at each breakpoint. */
const STAGES: [number, number][] = [
  [1920, 720],
  [1440, 548],
  [1280, 400],
  [1024, 450],
  [800, 840],
  [768, 694],
  [600, 570],
  [441, 600],
  [440, 560],
  [390, 515],
  [360, 430],
  [320, 400],
];

describe.each(STAGES)('a %ix%i stage', (width, height) => {
  const { desk, parts, logos } = frame(width, height);

  it('shows the whole desk', () => {
    expect(desk.x0).toBeGreaterThanOrEqual(0);
    expect(desk.x1).toBeLessThanOrEqual(width);
    expect(desk.y0).toBeGreaterThanOrEqual(0);
    expect(desk.y1).toBeLessThanOrEqual(height);
  });

  it('gives the desk a fair share of the stage', () => {
    expect((desk.x1 - desk.x0) / width).toBeGreaterThan(0.3);
    expect((desk.y1 - desk.y0) / height).toBeGreaterThan(0.35);
  });

  it.each(['react', 'python', 'git', 'javascript'])('shows the %s logo whole', (id) => {
    const { rect } = logos.find((logo) => logo.id === id)!;
    expect(rect.x0).toBeGreaterThanOrEqual(0);
    expect(rect.x1).toBeLessThanOrEqual(width);
    expect(rect.y0).toBeGreaterThanOrEqual(0);
    expect(rect.y1).toBeLessThanOrEqual(height);
  });

  it('keeps the logos off the desk and off each other', () => {
    for (const [i, a] of logos.entries()) {
      for (const part of parts) {
        expect(overlap(a.rect, part) / area(a.rect), `${a.id} on the desk`).toBeLessThan(0.1);
      }
      for (const b of logos.slice(i + 1))
        expect(overlap(a.rect, b.rect), `${a.id}/${b.id}`).toBe(0);
    }
  });
});
