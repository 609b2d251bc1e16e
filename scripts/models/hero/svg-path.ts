import { JSDOM } from 'jsdom';
import type { Shape, ShapePath } from 'three';
import { SVGLoader } from 'three/examples/jsm/loaders/SVGLoader.js';

/**
 * Parses one SVG path `d` string into three.js shapes (outlines with their holes), in SVG
 * coordinates (y down). SVGLoader.parse needs a DOMParser, which Node lacks: jsdom lends one
 * for the duration of the call, at build time only.
 */
export function shapesFromPath(d: string, fillRule: 'nonzero' | 'evenodd' = 'nonzero'): Shape[] {
  return shapePathsFromPath(d, fillRule).flatMap((path) => path.toShapes());
}

export function shapePathsFromPath(
  d: string,
  fillRule: 'nonzero' | 'evenodd' = 'nonzero',
): ShapePath[] {
  const globals = globalThis as { DOMParser?: unknown };
  const previous = globals.DOMParser;
  globals.DOMParser = new JSDOM('').window.DOMParser;
  try {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path fill-rule="${fillRule}" d="${d}"/></svg>`;
    return new SVGLoader().parse(svg).paths;
  } finally {
    globals.DOMParser = previous;
  }
}
