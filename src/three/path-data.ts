import { ShapePath, Vector2 } from 'three';

/**
 * SVG path data (a `d` attribute) as three.js shape paths, without a DOM: SVGLoader needs a
 * DOMParser, which a worker lacks. The grammar is SVG 2's path data; the curves are the ones
 * SVGLoader builds from it (the same calls, the same arc conversion, the same subpaths), so
 * shapes, holes and sampled outlines come out as the loader's would.
 */

export type FillRule = 'nonzero' | 'evenodd';

/** Arguments each command takes (lower case); an arc's 4th and 5th are one-character flags. */
const ARITY = { m: 2, l: 2, h: 1, v: 1, c: 6, s: 4, q: 4, t: 2, a: 7, z: 0 } as const;
type Command = keyof typeof ARITY;

/** SVG's number: the sign and exponent are optional, so `1.5.5` and `-1-2` are two numbers each. */
const NUMBER = /[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/y;
const SPACE = /[ \t\n\f\r]*/y;

class Scanner {
  pos = 0;

  constructor(private readonly d: string) {}

  get done(): boolean {
    return this.pos >= this.d.length;
  }

  peek(): string {
    return this.d.charAt(this.pos);
  }

  startsNumber(): boolean {
    return /[\d.+-]/.test(this.peek());
  }

  space(): void {
    SPACE.lastIndex = this.pos;
    SPACE.exec(this.d);
    this.pos = SPACE.lastIndex;
  }

  /** The optional comma-and-space between two arguments; true if there was a comma. */
  separator(): boolean {
    this.space();
    if (this.peek() !== ',') return false;
    this.pos += 1;
    this.space();
    return true;
  }

  number(): number {
    NUMBER.lastIndex = this.pos;
    const match = NUMBER.exec(this.d);
    if (!match) this.fail('a number');
    const value = Number(match[0]);
    if (!Number.isFinite(value)) this.fail('a finite number');
    this.pos = NUMBER.lastIndex;
    return value;
  }

  flag(): number {
    const flag = this.peek();
    if (flag !== '0' && flag !== '1') this.fail('an arc flag (0 or 1)');
    this.pos += 1;
    return Number(flag);
  }

  fail(expected: string): never {
    const found = this.done ? 'the end' : `"${this.peek()}"`;
    throw new Error(`SVG path data, position ${this.pos}: expected ${expected}, found ${found}`);
  }
}

function readArguments(scan: Scanner, command: Command): number[] {
  const args: number[] = [];
  for (let i = 0; i < ARITY[command]; i += 1) {
    if (i > 0) scan.separator();
    args.push(command === 'a' && (i === 3 || i === 4) ? scan.flag() : scan.number());
  }
  return args;
}

/** `a` mirrored through `about`, written as SVGLoader writes it so the sums round alike. */
function reflect(about: number, a: number): number {
  return about - (a - about);
}

/** Angle from u to v, signed by their cross product (SVG implementation notes, F.6.5.4). */
function angle(ux: number, uy: number, vx: number, vy: number): number {
  const length = Math.sqrt(ux * ux + uy * uy) * Math.sqrt(vx * vx + vy * vy);
  const unsigned = Math.acos(Math.max(-1, Math.min(1, (ux * vx + uy * vy) / length)));
  return ux * vy - uy * vx < 0 ? -unsigned : unsigned;
}

/**
 * An endpoint arc (SVG's `A`) converted to centre form and added as an ellipse curve, with radii
 * too small to reach the end scaled up to fit (SVG implementation notes F.6.5, F.6.6). The sums
 * are SVGLoader's, term for term: Path.absellipse joins the arc to the current point with a line
 * when the two differ at all, so a last-bit difference would add or drop a segment.
 */
function addArc(
  path: ShapePath,
  [rx, ry, degrees, large, sweep]: [number, number, number, number, number],
  start: Vector2,
  end: Vector2,
): void {
  if (rx === 0 || ry === 0) {
    path.lineTo(end.x, end.y);
    return;
  }
  const rotation = (degrees * Math.PI) / 180;
  const cos = Math.cos(rotation);
  const sin = Math.sin(rotation);
  let rX = Math.abs(rx);
  let rY = Math.abs(ry);
  // The endpoints' half difference, in the ellipse's axes (F.6.5.1).
  const dx = (start.x - end.x) / 2;
  const dy = (start.y - end.y) / 2;
  const x1 = cos * dx + sin * dy;
  const y1 = -sin * dx + cos * dy;
  const x1Squared = x1 * x1;
  const y1Squared = y1 * y1;
  let rXSquared = rX * rX;
  let rYSquared = rY * rY;
  const reach = x1Squared / rXSquared + y1Squared / rYSquared;
  if (reach > 1) {
    const scale = Math.sqrt(reach);
    rX = scale * rX;
    rY = scale * rY;
    rXSquared = rX * rX;
    rYSquared = rY * rY;
  }
  // The centre, in the ellipse's axes (F.6.5.2), then in the path's (F.6.5.3).
  const spread = rXSquared * y1Squared + rYSquared * x1Squared;
  const root = Math.sqrt(Math.max(0, (rXSquared * rYSquared - spread) / spread));
  const q = large === sweep ? -root : root;
  const cx1 = (q * rX * y1) / rY;
  const cy1 = (-q * rY * x1) / rX;
  const cx = cos * cx1 - sin * cy1 + (start.x + end.x) / 2;
  const cy = sin * cx1 + cos * cy1 + (start.y + end.y) / 2;
  // Start angle and sweep (F.6.5.5, F.6.5.6); the curve's direction comes from the flag.
  const ux = (x1 - cx1) / rX;
  const uy = (y1 - cy1) / rY;
  const theta = angle(1, 0, ux, uy);
  const delta = angle(ux, uy, (-x1 - cx1) / rX, (-y1 - cy1) / rY) % (Math.PI * 2);
  path.currentPath!.absellipse(cx, cy, rX, rY, theta, theta + delta, sweep === 0, rotation);
}

/** Draws commands onto one ShapePath, tracking what the next relative or smooth command needs. */
class Pen {
  readonly path = new ShapePath();
  private readonly point = new Vector2();
  /** Where the subpath began: Z returns there, and so does whatever follows Z. */
  private readonly start = new Vector2();
  /** The last curve's final control point, which a following S (cubic) or T (quad) mirrors. */
  private control: { kind: 'cubic' | 'quad'; at: Vector2 } | null = null;
  private closed = false;

  get started(): boolean {
    return this.path.currentPath !== null;
  }

  /** The first control point of a smooth curve: the mirrored one, or the current point. */
  private smooth(kind: 'cubic' | 'quad'): Vector2 {
    const { point, control } = this;
    if (control?.kind !== kind) return point.clone();
    return new Vector2(reflect(point.x, control.at.x), reflect(point.y, control.at.y));
  }

  draw(command: Command, relative: boolean, args: number[]): void {
    if (command === 'z') return this.close();
    const { path, point } = this;
    if (this.closed && command !== 'm') path.moveTo(this.start.x, this.start.y);
    this.closed = false;
    const at = (x: number, y: number) =>
      new Vector2(relative ? point.x + x : x, relative ? point.y + y : y);
    const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0] = args;
    let to: Vector2;
    let control: Pen['control'] = null;
    switch (command) {
      case 'm':
        to = at(a, b);
        path.moveTo(to.x, to.y);
        this.start.copy(to);
        break;
      case 'l':
        to = at(a, b);
        path.lineTo(to.x, to.y);
        break;
      case 'h':
        to = new Vector2(at(a, 0).x, point.y);
        path.lineTo(to.x, to.y);
        break;
      case 'v':
        to = new Vector2(point.x, at(0, a).y);
        path.lineTo(to.x, to.y);
        break;
      case 'c':
      case 's': {
        const first = command === 'c' ? at(a, b) : this.smooth('cubic');
        const second = command === 'c' ? at(c, d) : at(a, b);
        to = command === 'c' ? at(e, f) : at(c, d);
        path.bezierCurveTo(first.x, first.y, second.x, second.y, to.x, to.y);
        control = { kind: 'cubic', at: second };
        break;
      }
      case 'q':
      case 't': {
        const middle = command === 'q' ? at(a, b) : this.smooth('quad');
        to = command === 'q' ? at(c, d) : at(a, b);
        path.quadraticCurveTo(middle.x, middle.y, to.x, to.y);
        control = { kind: 'quad', at: middle };
        break;
      }
      case 'a':
        to = at(f, g);
        // An arc that ends where it starts is left out (F.6.2).
        if (!to.equals(point)) addArc(path, [a, b, c, d, e], point, to);
        break;
    }
    this.control = control;
    point.copy(to);
  }

  /** Z; like SVGLoader, a subpath with nothing drawn yet is left open to continue. */
  private close(): void {
    const current = this.path.currentPath!;
    current.autoClose = true;
    this.control = null;
    if (current.curves.length === 0) return;
    this.point.copy(this.start);
    current.currentPoint.copy(this.start);
    this.closed = true;
  }
}

/**
 * Parses SVG path data into shape paths (one, or none for an empty `d`), in SVG coordinates,
 * carrying the fill rule where `toShapes` reads it (as SVGLoader leaves it). Throws an Error
 * naming the position of the first malformed character.
 */
export function parseSvgPath(d: string, fillRule: FillRule = 'nonzero'): ShapePath[] {
  // Typed, so that scan.fail narrows what follows it.
  const scan: Scanner = new Scanner(d);
  const pen = new Pen();
  pen.path.userData.style = { fillRule };
  let command: Command | undefined;
  let relative = false;
  scan.space();
  while (!scan.done) {
    const letter = scan.peek();
    const lower = letter.toLowerCase();
    if (Object.hasOwn(ARITY, lower)) {
      command = lower as Command;
      relative = letter === lower;
      if (!pen.started && command !== 'm') scan.fail('a moveto ("M" or "m")');
      scan.pos += 1;
      scan.space();
    } else if (command === undefined) scan.fail('a moveto ("M" or "m")');
    else if (command === 'z' || !scan.startsNumber()) scan.fail('a command');
    pen.draw(command, relative, readArguments(scan, command));
    // Coordinates repeated after a moveto are linetos.
    if (command === 'm') command = 'l';
    if (scan.separator() && !scan.startsNumber()) scan.fail('a number after ","');
  }
  return pen.started ? [pen.path] : [];
}
