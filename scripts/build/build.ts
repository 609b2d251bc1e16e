/**
 * `npm run build`: the build's steps, one after another, in one process: check the content
 * (check-content.ts), write Vite's public files (prebuild.ts), Vite's four builds (the page,
 * which empties dist/, the light elements, the stage elements, the builder page), then the files
 * Vite does not write (after-build.ts; `--strict` is read there).
 *
 * Seven processes each loaded Node, tsx and Vite afresh: in one, the build takes 17-18 s and
 * 25-26 s of CPU, where it took 25-28 s and 36-41 s.
 * Each step ends the process as before where it refuses (exit 1 with its message).
 */
import { join } from 'node:path';
import { ROOT } from './build-paths.ts';

const config = (file: string) => join(ROOT, file);

await import('./check-content.ts');
await import('./prebuild.ts');
const { build } = await import('vite');
await build({ configFile: config('vite.config.ts') });
// vite.elements.config.ts builds the group PORTFOLIO_ELEMENTS names, read as its config loads.
for (const group of ['light', 'stages']) {
  process.env.PORTFOLIO_ELEMENTS = group;
  await build({ configFile: config('vite.elements.config.ts') });
}
delete process.env.PORTFOLIO_ELEMENTS;
await build({ configFile: config('vite.builder.config.ts') });
await import('./after-build.ts');
