import { Color, Group, Mesh, MeshStandardMaterial, SRGBColorSpace } from 'three';
import { nextTask } from '../../lib/next-task.ts';
import {
  ICON_BEVEL,
  ICON_DEPTH,
  bevelledExtrusion,
  centreDepth,
  creased,
  iconOutlines,
} from '../../three/icon-geometry.ts';
import type { IconData } from './icon-shards.ts';

/**
 * Marks darker than this vanish on the night-blue stage. Black and dark grey ones (Rust, GitHub,
 * Next.js) are printed reversed on dark grounds by their brands, so they come out in the desk's
 * off-white; dark coloured ones (a navy) are lifted to it, keeping their hue.
 */
const MIN_LUMINANCE = 0.06;
/** Below this saturation a dark mark is grey or black rather than a colour. */
const GREY_SATURATION = 0.25;
const LIGHT_INK = '#ece6dc';
/** The build's satin finish for the default logos (scripts/models/hero/palette.ts). */
const SATIN_ROUGHNESS = 0.42;

/** Relative luminance of a (linear) colour. */
function luminance(colour: Color): number {
  return 0.2126 * colour.r + 0.7152 * colour.g + 0.0722 * colour.b;
}

/** The colour a logo is shown in: its brand colour, unless too dark to read on the stage. */
export function logoColour(hex: string): Color {
  const colour = new Color(`#${hex}`);
  if (luminance(colour) >= MIN_LUMINANCE) return colour;
  const hsl = colour.getHSL({ h: 0, s: 0, l: 0 }, SRGBColorSpace);
  if (hsl.s < GREY_SATURATION) return new Color(LIGHT_INK);
  while (luminance(colour) < MIN_LUMINANCE && hsl.l < 1) {
    hsl.l = Math.min(1, hsl.l + 0.02);
    colour.setHSL(hsl.h, hsl.s, hsl.l, SRGBColorSpace);
  }
  return colour;
}

/**
 * One icon extruded as the build extrudes the React and Git logos (iconGeometry): 1 unit across,
 * centred, in its brand colour's satin. Parsing, extruding and creasing the normals are a task
 * each, so none holds the stage's thread long (the worker's, which also hears the pointer; or
 * the page's); their times are a performance measure (`portfolio-hero logo <slug>`, from the
 * parse's start, the steps in its detail).
 */
export async function extrudeIcon(slug: string, icon: IconData): Promise<Group> {
  const start = performance.now();
  const steps: number[] = [];
  const timed = <T>(step: () => T): T => {
    const begun = performance.now();
    const out = step();
    steps.push(performance.now() - begun);
    return out;
  };
  const outlines = timed(() => iconOutlines(icon.path));
  await nextTask();
  const extruded = timed(() => bevelledExtrusion(outlines, ICON_DEPTH, ICON_BEVEL));
  await nextTask();
  const geometry = timed(() => centreDepth(creased(extruded)));
  const mesh = new Mesh(
    geometry,
    new MeshStandardMaterial({
      name: slug,
      color: logoColour(icon.hex),
      roughness: SATIN_ROUGHNESS,
      metalness: 0,
    }),
  );
  mesh.name = `${slug}-logo`;
  const group = new Group();
  group.name = slug;
  group.add(mesh);
  performance.measure(`portfolio-hero logo ${slug}`, {
    start,
    duration: steps.reduce((sum, ms) => sum + ms, 0),
    detail: { steps },
  });
  return group;
}
