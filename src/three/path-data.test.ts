import { JSDOM } from 'jsdom';
import * as simpleIcons from 'simple-icons';
import {
  CubicBezierCurve,
  EllipseCurve,
  LineCurve,
  QuadraticBezierCurve,
  type Path,
  type ShapePath,
  type Vector2,
} from 'three';
import { SVGLoader } from 'three/examples/jsm/loaders/SVGLoader.js';
import { describe, expect, it } from 'vitest';
import { shapesFromPath } from './icon-geometry.ts';
import { parseSvgPath, type FillRule } from './path-data.ts';

/** Outlines may stray a millionth of the 24-unit icon from SVGLoader's. */
const TOLERANCE = 24e-6;
/** Every icon through jsdom and both parsers: more than one case's default allowance when busy. */
const ALL_ICONS_TIMEOUT = 20_000;

const icons = Object.values(simpleIcons);
const jsdomParser = new JSDOM('').window.DOMParser;

/**
 * SVGLoader's reading of each path, through jsdom's DOMParser lent for the call only. The paths
 * go in one document, each its own element: a document per icon costs far more than its paths.
 */
function loaderPaths(paths: { d: string; fillRule: FillRule }[]): ShapePath[] {
  const globals = globalThis as { DOMParser?: unknown };
  globals.DOMParser = jsdomParser;
  try {
    const elements = paths.map(({ d, fillRule }) => `<path fill-rule="${fillRule}" d="${d}"/>`);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">${elements.join('')}</svg>`;
    return new SVGLoader().parse(svg).paths;
  } finally {
    delete globals.DOMParser;
  }
}

/** How two point lists differ, or null when they agree within TOLERANCE. */
function pointsDiffer(actual: Vector2[], expected: Vector2[]): string | null {
  if (actual.length !== expected.length) return `${actual.length} points, not ${expected.length}`;
  const worst = actual.reduce((most, p, i) => Math.max(most, p.distanceTo(expected[i]!)), 0);
  return worst > TOLERANCE ? `points ${worst} apart` : null;
}

/** How two outline lists differ (count, closing, sampled points), or null when they agree. */
function outlinesDiffer(actual: Path[], expected: Path[]): string | null {
  if (actual.length !== expected.length) return `${actual.length} outlines, not ${expected.length}`;
  for (const [i, path] of actual.entries()) {
    const other = expected[i]!;
    if (path.autoClose !== other.autoClose) return `outline ${i} closed ${path.autoClose}`;
    const differ = pointsDiffer(path.getPoints(), other.getPoints());
    if (differ) return `outline ${i}: ${differ}`;
  }
  return null;
}

/** Shape paths compared as subpaths and as the shapes and holes `toShapes` makes of them. */
function pathsDiffer(actual: ShapePath[], expected: ShapePath[]): string | null {
  if (actual.length !== expected.length) return `${actual.length} paths, not ${expected.length}`;
  for (const [i, path] of actual.entries()) {
    const other = expected[i]!;
    const differ = outlinesDiffer(path.subPaths, other.subPaths);
    if (differ) return `subpaths: ${differ}`;
    const shapes = path.toShapes();
    const otherShapes = other.toShapes();
    if (shapes.length !== otherShapes.length) return `${shapes.length} shapes`;
    for (const [j, shape] of shapes.entries()) {
      const shapeDiffers = outlinesDiffer(
        [shape, ...shape.holes],
        [otherShapes[j]!, ...otherShapes[j]!.holes],
      );
      if (shapeDiffers) return `shape ${j}: ${shapeDiffers}`;
    }
  }
  return null;
}

function expectLikeLoader(d: string, fillRule: FillRule = 'nonzero'): ShapePath[] {
  const paths = parseSvgPath(d, fillRule);
  expect(pathsDiffer(paths, loaderPaths([{ d, fillRule }]))).toBeNull();
  return paths;
}

/** The one subpath's sampled points, rounded for readable expectations. */
function points(d: string, subPath = 0): number[][] {
  const [path] = parseSvgPath(d);
  return path!.subPaths[subPath]!.getPoints(1).map((p) => [+p.x.toFixed(6), +p.y.toFixed(6)]);
}

describe('parseSvgPath against SVGLoader', () => {
  it(
    'reads every simple-icons icon as SVGLoader does, in both fill rules',
    () => {
      expect(icons.length).toBeGreaterThan(3000);
      // Alternating the rule halves the run; the subpaths are the same under either.
      const cases = icons.map(({ slug, path }, i) => ({
        slug,
        d: path,
        fillRule: (i % 2 === 0 ? 'nonzero' : 'evenodd') as FillRule,
      }));
      const expected = loaderPaths(cases);
      expect(expected).toHaveLength(cases.length);
      const failures = cases.flatMap(({ slug, d, fillRule }, i) => {
        const differ = pathsDiffer(parseSvgPath(d, fillRule), [expected[i]!]);
        return differ ? [`${slug} (${fillRule}): ${differ}`] : [];
      });
      expect(failures).toEqual([]);
    },
    ALL_ICONS_TIMEOUT,
  );

  it('needs no DOM, so icon geometry builds in a worker', () => {
    expect(typeof DOMParser).toBe('undefined');
    expect(shapesFromPath(simpleIcons.siReact.path).length).toBeGreaterThan(0);
  });

  it('leaves the fill rule where toShapes reads it', () => {
    // Two squares wound the same way: nonzero fills the inner one, evenodd cuts it out.
    const d = 'M0 0H10V10H0Z M2 2H8V8H2Z';
    const [nonzero] = expectLikeLoader(d, 'nonzero');
    const [evenodd] = expectLikeLoader(d, 'evenodd');
    expect(nonzero!.userData).toEqual({ style: { fillRule: 'nonzero' } });
    expect(nonzero!.toShapes().map((shape) => shape.holes.length)).toEqual([0]);
    expect(evenodd!.toShapes().map((shape) => shape.holes.length)).toEqual([1]);
  });
});

describe('parseSvgPath grammar', () => {
  it('splits numbers without separators', () => {
    expect(points('M1.5.5L-1-2l1e-3 1E+1')).toEqual([
      [1.5, 0.5],
      [-1, -2],
      [-0.999, 8],
    ]);
    expectLikeLoader('M1.5.5L-1-2l1e-3 1E+1z');
  });

  it('reads coordinates repeated after a moveto as linetos, relative after m', () => {
    expect(points('M1 1 2 2,3 3')).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
    expect(points('m1 1 2 2 1 0')).toEqual([
      [1, 1],
      [3, 3],
      [4, 3],
    ]);
    expectLikeLoader('m1 1 2 2 1 0zm4 4 1 1');
  });

  it('repeats any other command implicitly', () => {
    const [path] = expectLikeLoader('M0 0C1 0 2 1 2 2 3 3 4 3 4 4h1 1v1 1');
    expect(path!.subPaths[0]!.curves.map((curve) => curve.type)).toEqual([
      'CubicBezierCurve',
      'CubicBezierCurve',
      'LineCurve',
      'LineCurve',
      'LineCurve',
      'LineCurve',
    ]);
  });

  it('reads arc flags written without separators', () => {
    const [path] = expectLikeLoader('M0 0a1 1 0 011 1a1 1 0 1 0 1 1');
    const [arc] = path!.subPaths[0]!.curves as EllipseCurve[];
    expect(arc).toBeInstanceOf(EllipseCurve);
    expect([arc!.aX, arc!.aY, arc!.aClockwise]).toEqual([0, 1, false]);
  });

  it('scales radii too small to reach the end, and draws zero radii straight', () => {
    const [path] = expectLikeLoader('M0 0A1 1 0 0 1 10 0A0 2 0 0 1 12 2');
    const [arc, line] = path!.subPaths[0]!.curves;
    expect(arc).toBeInstanceOf(EllipseCurve);
    expect((arc as EllipseCurve).xRadius).toBeCloseTo(5, 12);
    expect((arc as EllipseCurve).aX).toBeCloseTo(5, 12);
    expect(line).toBeInstanceOf(LineCurve);
  });

  it('leaves out an arc that ends where it starts', () => {
    const [path] = expectLikeLoader('M1 1A2 2 0 0 1 1 1a2 2 0 0 1 0 0L3 3');
    expect(path!.subPaths[0]!.curves.map((curve) => curve.type)).toEqual(['LineCurve']);
  });

  it('converts rotated, large and swept arcs as SVGLoader does', () => {
    expectLikeLoader('M2 5A4 2 30 1 0 9 7A4 2 -45 0 1 3 9a3 3 0 1 1 -2 -2z');
  });

  it('mirrors control points only after a curve of the same kind', () => {
    // S after C mirrors C's second control point; S after L starts at the current point.
    const [afterCurve] = expectLikeLoader('M0 0C0 1 1 2 2 2S4 4 4 4');
    const [afterLine] = expectLikeLoader('M0 0L2 2S4 4 4 4');
    const [, smooth] = afterCurve!.subPaths[0]!.curves as CubicBezierCurve[];
    const [, smoothFromLine] = afterLine!.subPaths[0]!.curves as CubicBezierCurve[];
    expect(smooth!.v1.toArray()).toEqual([3, 2]);
    expect(smoothFromLine!.v1.toArray()).toEqual([2, 2]);
    // T after Q mirrors, T after T mirrors the mirrored one, T after H starts in place.
    const [quads] = expectLikeLoader('M0 0Q1 1 2 0T4 0t2 0H8T10 0');
    const controls = quads!.subPaths[0]!.curves.map((curve) =>
      curve instanceof QuadraticBezierCurve ? curve.v1.toArray() : null,
    );
    expect(controls).toEqual([[1, 1], [3, -1], [5, 1], null, [8, 0]]);
  });

  it('does not mirror across curve kinds, where SVGLoader does (no icon relies on it)', () => {
    // SVG: S after Q, and T after C, start at the current point; SVGLoader mirrors either.
    const [path] = parseSvgPath('M0 0Q1 1 2 0S4 1 4 0M0 0C0 1 1 1 2 0T4 0');
    const [, cubic] = path!.subPaths[0]!.curves as CubicBezierCurve[];
    const [, quad] = path!.subPaths[1]!.curves as QuadraticBezierCurve[];
    expect(cubic!.v1.toArray()).toEqual([2, 0]);
    expect(quad!.v1.toArray()).toEqual([2, 0]);
  });

  it('starts a new subpath at the old start when drawing goes on after Z', () => {
    const [path] = expectLikeLoader('M1 1H5V5ZL0 5l2 0');
    expect(path!.subPaths.map((sub) => sub.autoClose)).toEqual([true, false]);
    expect(points('M1 1H5V5ZL0 5l2 0', 1)).toEqual([
      [1, 1],
      [0, 5],
      [2, 5],
    ]);
  });

  it('reads an empty path as nothing', () => {
    expect(parseSvgPath('')).toEqual([]);
    expect(parseSvgPath(' \n\t')).toEqual([]);
  });
});

describe('parseSvgPath on malformed data', () => {
  it.each([
    ['L1 2', 0, 'a moveto'],
    ['  1 2', 2, 'a moveto'],
    ['M1', 2, 'a number, found the end'],
    ['M1 2 3', 6, 'a number, found the end'],
    ['M1 2 L3 x', 8, 'a number, found "x"'],
    ['M1 2 Z 3 4', 7, 'a command'],
    ['M1 2 X3 4', 5, 'a command'],
    ['M1 2,L3 4', 5, 'a number after ","'],
    ['M,1 2', 1, 'a number'],
    ['M1e 2', 2, 'a number, found "e"'],
    ['M1e999 2', 1, 'a finite number'],
    ['M0 0A1 1 0 2 1 3 3', 11, 'an arc flag'],
    ['M0 0a1 1 0 01', 13, 'a number, found the end'],
  ])('%j: throws, naming position %i', (d, position, expected) => {
    expect(() => parseSvgPath(d)).toThrowError(
      new RegExp(`position ${position}: expected ${expected}`),
    );
  });
});
