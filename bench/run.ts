/**
 * `npm run bench` (after `npm run build`): serves a snapshot of dist/ on 127.0.0.1 and measures
 * it in Debian Chromium with software WebGL, beside an owner's blog on another origin that loads
 * the sections from it (bench/blog.ts) and the reference commit's build (bench/reference.ts).
 * Writes bench/results.json and bench/results.md, prints the table, and exits 1 when a budget is
 * missed.
 *
 * BENCH_RUNS (default 3): runs of every measurement whose median is reported, Lighthouse on
 * `?still` included. BENCH_LH_SHIPPED_RUNS (default 3): Lighthouse runs on the pages as shipped.
 * BENCH_REFERENCE: the reference commit (`none` skips it).
 *
 * The blog's Lighthouse audits alone, with and without the sections, for one build or several
 * side by side (before and after a change): `npx tsx bench/blog-tbt.ts [dist…]`; the same pair's
 * blocking time from thread CPU time, for a machine shared with other work:
 * `npx tsx bench/blog-cpu.ts [dist…]`.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { ELEMENT_ENTRIES } from '../elements.config.ts';
import {
  contextExcess,
  markChunks,
  offScreenFrames,
  summariseAlone,
  summariseFrames,
  summarisePage,
} from './aggregate.ts';
import { aloneRun, type AloneRun } from './alone.ts';
import { runAudits } from './audit-runs.ts';
import { readPageContent, readSnippets, startBlogServer } from './blog.ts';
import { launch } from './browser.ts';
import { BUDGETS, evaluateBudgets } from './budgets.ts';
import { measureBundles } from './bundles.ts';
import { chunkSizes } from './chunks.ts';
import { frameRuns, type FrameRun } from './frames.ts';
import { openReference, referenceCommit } from './reference.ts';
import { renderReport } from './report.ts';
import { restCosts, type RestCost } from './rest.ts';
import { appLongTasks, type AppLongTasks } from './next-app.ts';
import type { Results } from './results.ts';
import { scrollRun, type ScrollRun } from './scroll.ts';
import { startBenchServer } from './server.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SHIPPED_RUNS = Number(process.env.BENCH_LH_SHIPPED_RUNS ?? 3);
const DIST = join(import.meta.dirname, '../dist');
const started = Date.now();

function log(message: string): void {
  console.error(`[bench ${Math.round((Date.now() - started) / 1000)}s] ${message}`);
}

async function repeat<T>(count: number, label: string, run: () => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let index = 0; index < count; index += 1) {
    log(`${label} ${index + 1}/${count}`);
    results.push(await run());
  }
  return results;
}

if (!existsSync(join(DIST, 'index.html'))) {
  throw new Error('dist/ is missing: run `npm run bench` (it builds first) or `npm run build`');
}
const server = await startBenchServer(DIST);
log(`serving a snapshot of dist/ at ${server.url}`);
const blog = await startBlogServer(
  server.url,
  readPageContent(server.root),
  readSnippets(server.root, server.url),
);
log(`serving the blog, loading the sections from ${server.url}, at ${blog.url}`);
const reference = await openReference(referenceCommit(), log);
const servers: { close(): Promise<void> }[] = [
  server,
  blog,
  ...(reference.server ? [reference.server] : []),
];
const closeAll = () => Promise.all(servers.map((running) => running.close()));
// An interrupted run still removes its copies of dist/ (browsers close with the process).
process.once('SIGINT', () => void closeAll().finally(() => process.exit(130)));

try {
  const chunks = chunkSizes(server.root);
  const bundles = await measureBundles(server.root, log);
  const browser = await launch();
  const chromium = `Chromium ${browser.version()}`;
  let scrolls: ScrollRun[];
  let frames: FrameRun[];
  let rest: Record<string, RestCost[]>;
  let apps: AppLongTasks;
  const alone: Record<string, AloneRun[]> = {};
  try {
    scrolls = await repeat(RUNS, 'whole page, scrolled', () => scrollRun(browser, server.url));
    for (const tag of Object.keys(ELEMENT_ENTRIES)) {
      // Bytes do not vary between runs of one build: the budgeted elements get every run, the
      // 3D ones (slow to load in software WebGL) one.
      const count = (BUDGETS.aloneTags as readonly string[]).includes(tag) ? RUNS : 1;
      alone[tag] = await repeat(count, `${tag} alone`, () => aloneRun(browser, server.url, tag));
    }
    const tags = [...new Set(scrolls.flatMap((run) => run.sections))];
    log(`frame time: ${tags.join(', ')} and the cube beside each, ${RUNS} windows each`);
    frames = await frameRuns(browser, server.url, tags, RUNS);
    log(`at rest: ${tags.join(', ')}, in a worker and on the page's thread`);
    rest = await restCosts(browser, server.url, tags);
    apps = await appLongTasks(browser, server.url, RUNS, log);
  } finally {
    await browser.close();
  }

  const lighthouseResults = await runAudits(
    {
      urls: {
        page: server.url,
        blog: blog.url,
        ...(reference.server ? { reference: reference.server.url } : {}),
      },
      runs: RUNS,
      shippedRuns: SHIPPED_RUNS,
    },
    log,
  );

  const measured: Omit<Results, 'budgets'> = {
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, node: process.version, chromium },
    runs: { playwright: RUNS, lighthouse: RUNS, lighthouseShipped: SHIPPED_RUNS },
    durationMs: 0,
    reference: reference.summary,
    lighthouse: lighthouseResults,
    page: summarisePage(scrolls),
    chunks: markChunks(chunks, scrolls),
    alone: summariseAlone(alone),
    bundles,
    offHost: [
      ...new Set([
        ...scrolls.flatMap((run) => run.offHost),
        ...Object.values(alone).flatMap((runs) => runs.flatMap((run) => run.offHost)),
      ]),
    ],
    contexts: { stops: scrolls[0]!.stops, excessPerRun: scrolls.map(contextExcess) },
    offScreenFrames: offScreenFrames(scrolls),
    frameTime: summariseFrames(frames),
    rest,
    apps,
  };
  measured.durationMs = Date.now() - started;
  const results: Results = { ...measured, budgets: evaluateBudgets(measured) };
  const report = renderReport(results);
  writeFileSync(join(import.meta.dirname, 'results.json'), JSON.stringify(results, null, 2) + '\n');
  writeFileSync(join(import.meta.dirname, 'results.md'), report);
  console.log(report);
  const missed = results.budgets.filter((budget) => !budget.pass);
  if (missed.length) {
    log(`${missed.length} budget(s) missed: ${missed.map((budget) => budget.name).join('; ')}`);
    process.exitCode = 1;
  }
} finally {
  await closeAll();
}
