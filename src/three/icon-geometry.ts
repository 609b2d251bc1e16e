import {
  ExtrudeGeometry,
  LineCurve,
  Path,
  Shape,
  Vector2,
  type BufferGeometry,
  type ShapePath,
} from 'three';
import { toCreasedNormals } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import { parseSvgPath, type FillRule } from './path-data.ts';

/**
 * Brand icons (simple-icons' 24x24 paths) made solid: one implementation for the build, which
 * bakes the default logos into GLBs (scripts/models/hero/logos.ts), and for the page, which
 * extrudes an owner's other logos at run time (src/elements/hero/icon-model.ts).
 */

/** simple-icons draw on a 24x24 canvas; logos come out 1 unit across, centred on the origin. */
export const ICON_SIZE = 24;
/**
 * Longest outline segment, in icon units: curves are sampled by length, so the React orbits
 * stay round (a 1-unit chord strays 0.05 px from an orbit at hero size) while the many tiny
 * arcs in the path do not each cost a dozen points.
 */
const MAX_SEGMENT = 1;
export const ICON_DEPTH = 0.12;
/** Soft edges: the negative offset keeps the widest outline exactly the brand's path. */
export const ICON_BEVEL = 0.012;
/** Bevel and side faces meeting at less than this shade smooth; sharper corners stay crisp. */
const CREASE_ANGLE = Math.PI / 4;

export type { FillRule };

/**
 * One SVG path `d` string as three.js shape paths, in SVG coordinates (y down). Parsed without
 * a DOM (path-data.ts), so a worker can extrude icons too; the curves are SVGLoader's, so the
 * build's logos and the page's match. Throws on malformed path data.
 */
export function shapePathsFromPath(d: string, fillRule: FillRule = 'nonzero'): ShapePath[] {
  return parseSvgPath(d, fillRule);
}

/** The path's outlines with their holes, in SVG coordinates. */
export function shapesFromPath(d: string, fillRule: FillRule = 'nonzero'): Shape[] {
  return shapePathsFromPath(d, fillRule).flatMap((path) => path.toShapes());
}

/** Icon to model space: 1 unit across, centred, y up (mirroring before extrusion keeps faces outward). */
export function toCentred(points: Vector2[]): Vector2[] {
  return points.map(
    (p) => new Vector2((p.x - ICON_SIZE / 2) / ICON_SIZE, (ICON_SIZE / 2 - p.y) / ICON_SIZE),
  );
}

/** An outline's points, each curve split into pieces no longer than MAX_SEGMENT. */
export function sample(path: Path): Vector2[] {
  const points: Vector2[] = [];
  for (const curve of path.curves) {
    const straight = curve instanceof LineCurve;
    const divisions = straight ? 1 : Math.max(1, Math.ceil(curve.getLength() / MAX_SEGMENT));
    const piece = curve.getPoints(divisions);
    const last = points.at(-1);
    points.push(...(last && piece[0]!.distanceTo(last) < 1e-6 ? piece.slice(1) : piece));
  }
  if (points.length > 1 && points[0]!.distanceTo(points.at(-1)!) < 1e-6) points.pop();
  return points;
}

export function centredShape(shape: Shape): Shape {
  const out = new Shape(toCentred(sample(shape)));
  out.holes = shape.holes.map((hole) => new Path(toCentred(sample(hole))));
  return out;
}

/**
 * Outlines extruded with a soft bevel whose widest outline is exactly the given shape (the
 * negative offset); flat-shaded until `creased` smooths it.
 */
export function bevelledExtrusion(
  shapes: Shape | Shape[],
  depth: number,
  bevel: number,
  bevelSegments = 2,
): BufferGeometry {
  const extruded = new ExtrudeGeometry(shapes, {
    depth,
    bevelEnabled: true,
    bevelThickness: bevel * 1.5,
    bevelSize: bevel,
    bevelOffset: -bevel,
    bevelSegments,
    curveSegments: 8,
  });
  extruded.deleteAttribute('uv');
  return extruded;
}

/** Smooth normals around curves, crisp at sharp corners, so it shades as one moulded piece. */
export function creased(extruded: BufferGeometry): BufferGeometry {
  const smooth = toCreasedNormals(extruded, CREASE_ANGLE);
  extruded.dispose();
  return smooth;
}

/** The two steps at once (the page runs them in separate tasks). */
export function softExtrude(
  shapes: Shape | Shape[],
  depth: number,
  bevel: number,
  bevelSegments = 2,
): BufferGeometry {
  return creased(bevelledExtrusion(shapes, depth, bevel, bevelSegments));
}

/** Moves an extrusion of `depth` about z = 0, front and back faces equally far out. */
export function centreDepth(extruded: BufferGeometry, depth = ICON_DEPTH): BufferGeometry {
  extruded.translate(0, 0, -depth / 2);
  return extruded;
}

/** Centred outlines extruded about z = 0. */
export function extrudeCentred(
  shapes: Shape[],
  depth = ICON_DEPTH,
  bevel = ICON_BEVEL,
): BufferGeometry {
  return centreDepth(softExtrude(shapes, depth, bevel), depth);
}

/** An icon's outlines in model space, ready to extrude. */
export function iconOutlines(d: string): Shape[] {
  return shapesFromPath(d).map(centredShape);
}

/** A whole icon, solid in one piece: what every single-colour logo is. */
export function iconGeometry(d: string): BufferGeometry {
  return extrudeCentred(iconOutlines(d));
}
