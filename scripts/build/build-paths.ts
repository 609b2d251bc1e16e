/**
 * Where a build writes: dist/ and its scratch folder .generated/, or, with PORTFOLIO_DIST set,
 * that folder and a scratch folder of its own under .generated/builds/, so a second build (a
 * test's, from another content file) runs beside the first without touching it. Scratch stays
 * in the repository: the prerenderer's bundle there imports the repository's node_modules.
 */
import { createHash } from 'node:crypto';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');
export const DIST = resolve(ROOT, process.env.PORTFOLIO_DIST ?? 'dist');

/** The scratch folder of a build into `dist` (its PORTFOLIO_DIST), or of the default build. */
export function scratchFolder(dist?: string): string {
  if (!dist) return join(ROOT, '.generated');
  const key = createHash('sha256').update(resolve(ROOT, dist)).digest('hex').slice(0, 12);
  return join(ROOT, '.generated/builds', key);
}

export const GENERATED = scratchFolder(process.env.PORTFOLIO_DIST);

/**
 * The prerender's record of the styles it cut to what each shadow root uses (critical-css.ts),
 * in a build's scratch folder.
 */
export const criticalCssRecord = (scratch = GENERATED) => join(scratch, 'critical-css.json');
