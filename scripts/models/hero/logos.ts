import { Group, Shape, type Material } from 'three';
import { siGit, siJavascript, siPython, siReact } from 'simple-icons';
import {
  ICON_SIZE,
  centredShape,
  extrudeCentred as extrude,
  sample,
  toCentred,
} from '../../../src/three/icon-geometry.ts';
import { material } from './palette.ts';
import { Batch, part, roundedBox, transform } from './shapes.ts';
import { iconGeometry, shapesFromPath } from '../../../src/three/icon-geometry.ts';

/** Python's second colour; simple-icons carries only the blue. */
const PYTHON_YELLOW = '#ffd43b';
/** The JS tile's glyph colour, the near-black of the official logo. */
const JS_INK = '#323330';

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
  return logo('react', part('react-logo', iconGeometry(siReact.path), brand('react', siReact.hex)));
}

/** The Git mark: the orange-red diamond with its branch cut through. */
export function createGitLogo(): Group {
  return logo('git', part('git-logo', iconGeometry(siGit.path), brand('git', siGit.hex)));
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
