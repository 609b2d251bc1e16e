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
export const GENERATED = process.env.PORTFOLIO_DIST
  ? join(ROOT, '.generated/builds', createHash('sha256').update(DIST).digest('hex').slice(0, 12))
  : join(ROOT, '.generated');

/** The prerender's record of the styles it cut to what each shadow root uses (critical-css.ts). */
export const CRITICAL_CSS_RECORD = join(GENERATED, 'critical-css.json');
