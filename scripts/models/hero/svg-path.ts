import { JSDOM } from 'jsdom';
import type { Shape } from 'three';
import * as icon from '../../../src/three/icon-geometry.ts';

/**
 * The shared icon geometry (src/three/icon-geometry.ts) at build time: SVGLoader parses through
 * a DOMParser, which Node lacks, so jsdom lends one for the duration of each call.
 */
function withDomParser<T>(run: () => T): T {
  const globals = globalThis as { DOMParser?: unknown };
  const previous = globals.DOMParser;
  globals.DOMParser = new JSDOM('').window.DOMParser;
  try {
    return run();
  } finally {
    globals.DOMParser = previous;
  }
}

export function shapesFromPath(d: string, fillRule: icon.FillRule = 'nonzero'): Shape[] {
  return withDomParser(() => icon.shapesFromPath(d, fillRule));
}

export function shapePathsFromPath(d: string, fillRule: icon.FillRule = 'nonzero') {
  return withDomParser(() => icon.shapePathsFromPath(d, fillRule));
}

/** A single-colour icon extruded whole, exactly as the page extrudes an owner's other logos. */
export function iconGeometry(d: string) {
  return withDomParser(() => icon.iconGeometry(d));
}
