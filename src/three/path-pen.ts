/**
 * The pen that draws parsed path commands onto a three.js ShapePath: absolute and relative
 * coordinates, the mirrored control point of smooth curves, and where Z returns to.
 */
import { ShapePath, Vector2 } from 'three';
import { addArc } from './path-arc.ts';
import type { Command } from './path-scanner.ts';

/** `a` mirrored through `about`, written as SVGLoader writes it so the sums round alike. */
function reflect(about: number, a: number): number {
  return about - (a - about);
}

/** Draws commands onto one ShapePath, tracking what the next relative or smooth command needs. */
export class Pen {
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
