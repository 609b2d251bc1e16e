/**
 * What the sections cost a Next.js app's main thread (issue #43): the app under
 * tests/consumers/next, built with Turbopack from this build's packed package and run with
 * `next start`, held against the standalone page in the same run. Each run loads a page, sits
 * still, then scrolls it from top to bottom through every section and back, and sums the main
 * thread's long tasks (over 50 ms) from its start to the end of the scroll. The runs alternate
 * between the two sites, so both see the same machine.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import {
  NEXT_APP,
  ROOT,
  installTarball,
  nextBuild,
  nextServe,
  type RunningApp,
} from '../tests/support/consumers.ts';
import { VIEWPORT } from './browser.ts';

export interface LongTaskRun {
  /** Long tasks summed, and the longest, in ms. */
  total: number;
  longest: number;
  count: number;
}

export interface AppLongTasks {
  page: LongTaskRun[];
  next: LongTaskRun[];
}

/** Sitting still after load, then each scroll step's wait, in ms. */
const SETTLE_MS = 3000;
const STEP_MS = 700;

function recordLongTasks(): void {
  const tasks: number[] = [];
  (globalThis as { __longTasks?: number[] }).__longTasks = tasks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
}

/** One load and scroll of `url`: its long tasks. */
async function run(browser: Browser, url: string): Promise<LongTaskRun> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  await context.addInitScript(recordLongTasks);
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForTimeout(SETTLE_MS);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const step = VIEWPORT.height * 0.75;
    for (let y = 0; y <= height; y += step) {
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
      await page.waitForTimeout(STEP_MS);
    }
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.waitForTimeout(SETTLE_MS);
    const tasks = await page.evaluate(() => (globalThis as { __longTasks?: number[] }).__longTasks);
    const durations = tasks ?? [];
    return {
      total: durations.reduce((sum, ms) => sum + ms, 0),
      longest: Math.max(0, ...durations),
      count: durations.length,
    };
  } finally {
    await context.close();
  }
}

/**
 * Builds the Next.js app from dist/ as packed now (no rebuild: `--ignore-scripts`), serves it,
 * and runs both sites `runs` times each, alternating.
 */
export async function appLongTasks(
  browser: Browser,
  pageUrl: string,
  runs: number,
  log: (line: string) => void,
): Promise<AppLongTasks> {
  const packed = mkdtempSync(join(tmpdir(), 'portfolio-bench-pack-'));
  let app: RunningApp | null = null;
  try {
    const name = execFileSync(
      'npm',
      ['pack', '--ignore-scripts', '--silent', '--pack-destination', packed],
      { cwd: ROOT, encoding: 'utf8' },
    ).trim();
    await installTarball(NEXT_APP, join(packed, name));
    log('Next.js app: next build (Turbopack)');
    await nextBuild(NEXT_APP, 'turbopack');
    app = await nextServe(NEXT_APP, 'start');
    const result: AppLongTasks = { page: [], next: [] };
    for (let index = 0; index < runs; index += 1) {
      log(`long tasks while scrolling ${index + 1}/${runs}: page, then the Next.js app`);
      result.page.push(await run(browser, pageUrl));
      result.next.push(await run(browser, app.url));
    }
    return result;
  } finally {
    await app?.close();
    rmSync(packed, { recursive: true, force: true });
  }
}
