/**
 * Where a build writes: dist/ and its scratch folder .generated/, or, with PORTFOLIO_DIST set,
 * that folder and a scratch folder beside it (`<dist>.generated`), so a second build (a test's,
 * from another content file) runs beside the first without touching it.
 */
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..');
export const DIST = resolve(ROOT, process.env.PORTFOLIO_DIST ?? 'dist');
export const GENERATED = process.env.PORTFOLIO_DIST
  ? `${DIST}.generated`
  : join(ROOT, '.generated');
