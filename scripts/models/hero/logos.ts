import { Group, LineCurve, Path, Shape, Vector2, type BufferGeometry, type Material } from 'three';
import { siGit, siJavascript, siPython, siReact } from 'simple-icons';
import { material } from './palette.ts';
import { Batch, part, roundedBox, softExtrude, transform } from './shapes.ts';
import { shapesFromPath } from './svg-path.ts';

/** simple-icons draw on a 24x24 canvas; logos come out 1 unit across, centred on the origin. */
const ICON_SIZE = 24;
/**
 * Longest outline segment, in icon units: curves are sampled by length, so the React orbits
 * stay round (a 1-unit chord strays 0.05 px from an orbit at hero size) while the many tiny
 * arcs in the path do not each cost a dozen points.
 */
const MAX_SEGMENT = 1;
const DEPTH = 0.12;
/** Soft edges: the negative offset keeps the widest outline exactly the brand's path. */
const BEVEL_SIZE = 0.012;

/** Python's second colour; simple-icons carries only the blue. */
const PYTHON_YELLOW = '#ffd43b';
/** The JS tile's glyph colour, the near-black of the official logo. */
const JS_INK = '#323330';

function toCentred(points: Vector2[]): Vector2[] {
  // SVG's y axis points down; mirroring here (before extrusion) keeps faces outward.
  return points.map(
    (p) => new Vector2((p.x - ICON_SIZE / 2) / ICON_SIZE, (ICON_SIZE / 2 - p.y) / ICON_SIZE),
  );
}

/** An outline's points, each curve split into pieces no longer than MAX_SEGMENT. */
function sample(path: Path): Vector2[] {
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

function centredShape(shape: Shape): Shape {
  const out = new Shape(toCentred(sample(shape)));
  out.holes = shape.holes.map((hole) => new Path(toCentred(sample(hole))));
  return out;
}

function extrude(shapes: Shape[], depth = DEPTH, bevel = BEVEL_SIZE): BufferGeometry {
  const extruded = softExtrude(shapes, depth, bevel);
  extruded.translate(0, 0, -depth / 2);
  return extruded;
}

function brand(name: string, hex: string): Material {
  return material(name, `#${hex}`, 'satin');
}

function logo(name: string, ...meshes: Parameters<Group['add']>): Group {
  const group = new Group();
  group.name = name;
  group.add(...meshes);
  return group;
}

/** The React atom: three orbits and the nucleus, in React cyan. */
export function createReactLogo(): Group {
  const shapes = shapesFromPath(siReact.path).map(centredShape);
  return logo('react', part('react-logo', extrude(shapes), brand('react', siReact.hex)));
}

/** The Git mark: the orange-red diamond with its branch cut through. */
export function createGitLogo(): Group {
  const shapes = shapesFromPath(siGit.path).map(centredShape);
  return logo('git', part('git-logo', extrude(shapes), brand('git', siGit.hex)));
}

/**
 * The two Python snakes: the single-path icon holds both, so each outline is coloured by where
 * it sits (the upper-left snake blue, the lower-right one yellow).
 */
export function createPythonLogo(): Group {
  const blue: Shape[] = [];
  const yellow: Shape[] = [];
  for (const shape of shapesFromPath(siPython.path)) {
    const points = shape.getPoints();
    const cx = points.reduce((sum, p) => sum + p.x, 0) / points.length;
    const cy = points.reduce((sum, p) => sum + p.y, 0) / points.length;
    (cx + cy < ICON_SIZE ? blue : yellow).push(centredShape(shape));
  }
  if (blue.length === 0 || yellow.length === 0) throw new Error('python logo: expected two snakes');
  return logo(
    'python',
    part('python-blue', extrude(blue), brand('python', siPython.hex)),
    part('python-yellow', extrude(yellow), material('python-yellow', PYTHON_YELLOW, 'satin')),
  );
}

/**
 * The JavaScript tile: a softly rounded yellow block with the "JS" glyph raised in ink on both
 * faces, so it still reads while it spins. The icon's glyph is the holes cut in its square.
 */
export function createJavascriptLogo(): Group {
  const [square] = shapesFromPath(siJavascript.path);
  if (!square || square.holes.length === 0)
    throw new Error('javascript logo: expected the JS glyph holes');
  const glyph = square.holes.map((hole) => new Shape(toCentred(sample(hole))));
  const tileDepth = 0.16;
  const tile = new Batch().add(roundedBox(1, 1, tileDepth, 0.09, 4));
  const relief = 0.03;
  const glyphGeometry = extrude(glyph, relief, 0.006);
  const ink = new Batch()
    .add(glyphGeometry.clone(), transform([0, 0, tileDepth / 2]))
    // Turned half round on the back so the glyph reads the right way from behind too.
    .add(glyphGeometry, transform([0, 0, -tileDepth / 2], [0, Math.PI, 0]));
  return logo(
    'javascript',
    tile.mesh('javascript-tile', brand('javascript', siJavascript.hex)),
    ink.mesh('javascript-glyph', material('javascript-ink', JS_INK, 'satin')),
  );
}
