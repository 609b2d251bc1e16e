/**
 * SVG path data (a `d` attribute) as three.js shape paths, without a DOM: SVGLoader needs a
 * DOMParser, which a worker lacks. The grammar is SVG 2's path data; the curves are the ones
 * SVGLoader builds from it (the same calls, the same arc conversion, the same subpaths), so
 * shapes, holes and sampled outlines come out as the loader's would. The scanner reads the
 * grammar (path-scanner.ts), the pen draws each command (path-pen.ts, arcs in path-arc.ts).
 */
import type { ShapePath } from 'three';
import { Pen } from './path-pen.ts';
import { ARITY, readArguments, Scanner, type Command } from './path-scanner.ts';

export type FillRule = 'nonzero' | 'evenodd';

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
