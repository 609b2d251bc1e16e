/**
 * The builder page's own Lighthouse figures (performance, mobile and desktop presets), with the
 * bench's helpers: dist/ served gzip-encoded as a static host would (bench/server.ts), each run
 * a fresh Lighthouse CLI (bench/lighthouse.ts). `npx tsx bench/builder-lighthouse.ts [runs]`
 * after `npm run build`; prints each figure's median and its spread (lowest-highest).
 */
import { startBenchServer } from './server.ts';
import { type FormFactor, type LighthouseRun, lighthouse } from './lighthouse.ts';
import { median } from './stats.ts';
import { DIST } from '../scripts/build/build-paths.ts';

const RUNS = Number(process.argv[2] ?? 3);
const FIGURES = ['score', 'fcp', 'lcp', 'tbt', 'cls', 'bytes'] as const;

const server = await startBenchServer(DIST);
const url = `${server.url}builder/`;
const results: Record<FormFactor, LighthouseRun[]> = { mobile: [], desktop: [] };
try {
  // In rounds, so both presets see the same machine.
  for (let round = 0; round < RUNS; round++) {
    for (const form of ['mobile', 'desktop'] as const)
      results[form].push(await lighthouse(url, form));
  }
} finally {
  await server.close();
}
for (const form of ['mobile', 'desktop'] as const) {
  const runs = results[form];
  const line = FIGURES.map((key) => {
    const values = runs.map((run) => run[key]);
    const round = (n: number) => (key === 'cls' ? n.toFixed(3) : String(Math.round(n)));
    return `${key} ${round(median(values))} (${round(Math.min(...values))}-${round(Math.max(...values))})`;
  });
  console.log(`${form}, ${runs.length} runs: ${line.join(', ')}`);
  const worst = runs.flatMap((run) => run.longTasks).sort((a, b) => b.ms - a.ms)[0];
  if (worst) console.log(`  longest task: ${Math.round(worst.ms)} ms (${worst.url})`);
  for (const run of runs) if (run.warning) console.log(`  warning: ${run.warning}`);
}
