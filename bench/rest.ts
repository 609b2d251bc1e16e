/**
 * What "sharp at rest" costs (docs/architecture.md): each 3D section alone at 1280x720, its
 * frames running at the ratio the governor settled on; then the visitor's reduced motion, and
 * the stage draws its resting frame once at the screen's whole pixel ratio. On each thread that
 * can draw it (a worker, and the page's own with `?worker=off`), measured from the switch to the
 * frame shown at the new ratio: that time, and the page's long tasks in it (the page's thread's
 * cost; a worker's frame costs the worker, not the page).
 */
import type { Browser, Page } from 'playwright-core';
import { probedContext } from './browser.ts';
import { centreStage, pixelRatioOf, ratioHeld, sectionBoxes } from './page-fns.ts';
import { poll } from '../tests/support/poll.ts';
import { LOAD_TIMEOUT_MS } from './stages.ts';

export interface RestCost {
  thread: 'worker' | 'page';
  /** The pixel ratio while the frames ran, and at rest. */
  runningRatio: number | null;
  restRatio: number | null;
  /** From the switch to the resting frame shown (null: it never came). */
  ms: number | null;
  /** The page's long tasks (over 50 ms) in that time, summed. */
  pageLongTasksMs: number;
}

/** Long enough for the ratio to hold while frames run (adaptive resolution has settled). */
const RUNNING_FRAMES = 60;
const RUNNING_LIMIT_MS = 15_000;
/** The resting frame, in software WebGL on a busy machine. */
const REST_TIMEOUT_MS = 30_000;

/** Records the page's long tasks from its start (installed before its scripts). */
function recordLongTasks(): void {
  const tasks: [number, number][] = [];
  (globalThis as { __longTasks?: [number, number][] }).__longTasks = tasks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
}

/** Waits until the section's canvas shows its frame at `ratio`; returns when, and the tasks. */
function restingFrame([tag, ratio, since, limitMs]: [string, number, number, number]) {
  return new Promise<{ at: number | null; longTasks: number }>((resolve) => {
    const longTasks = () =>
      ((globalThis as { __longTasks?: [number, number][] }).__longTasks ?? [])
        .filter(([start]) => start >= since)
        .reduce((sum, [, duration]) => sum + duration, 0);
    const check = () => {
      const canvas = document.querySelector(tag)?.shadowRoot?.querySelector('canvas');
      const now = performance.now();
      if (canvas?.clientWidth && Math.abs(canvas.width / canvas.clientWidth - ratio) < 0.02) {
        resolve({ at: now, longTasks: longTasks() });
      } else if (now - since > limitMs) resolve({ at: null, longTasks: longTasks() });
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

async function ready(page: Page, tag: string): Promise<boolean> {
  const state = await poll(
    async () => (await page.evaluate(sectionBoxes)).find((box) => box.tag === tag)?.state,
    (value) => value === 'ready' || value === 'error',
    { timeout: LOAD_TIMEOUT_MS * 2, every: 200 },
  );
  return state === 'ready';
}

async function restCost(
  browser: Browser,
  baseUrl: string,
  tag: string,
  thread: RestCost['thread'],
): Promise<RestCost> {
  const context = await probedContext(browser);
  await context.addInitScript(recordLongTasks);
  const page = await context.newPage();
  try {
    const query = thread === 'page' ? '?worker=off' : '';
    await page.goto(`${baseUrl}__bench/alone/${tag}.html${query}`);
    await page.evaluate(centreStage, tag);
    const none = { thread, runningRatio: null, restRatio: null, ms: null, pageLongTasksMs: 0 };
    if (!(await ready(page, tag))) return none;
    await page.evaluate(ratioHeld, [tag, RUNNING_FRAMES, RUNNING_LIMIT_MS] as [
      string,
      number,
      number,
    ]);
    const runningRatio = await page.evaluate(pixelRatioOf, tag);
    // The screen's ratio, clamped as the stages clamp it (restPixelRatio).
    const restRatio = await page.evaluate(() => Math.min(2, Math.max(1, devicePixelRatio || 1)));
    const since = await page.evaluate(() => performance.now());
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const { at, longTasks } = await page.evaluate(restingFrame, [
      tag,
      restRatio,
      since,
      REST_TIMEOUT_MS,
    ] as [string, number, number, number]);
    return {
      thread,
      runningRatio,
      restRatio: at === null ? await page.evaluate(pixelRatioOf, tag) : restRatio,
      ms: at === null ? null : at - since,
      pageLongTasksMs: longTasks,
    };
  } finally {
    await context.close();
  }
}

/** Each section's cost of coming to rest, on each thread. */
export async function restCosts(
  browser: Browser,
  baseUrl: string,
  tags: readonly string[],
): Promise<Record<string, RestCost[]>> {
  const costs: Record<string, RestCost[]> = {};
  for (const tag of tags) {
    costs[tag] = [
      await restCost(browser, baseUrl, tag, 'worker'),
      await restCost(browser, baseUrl, tag, 'page'),
    ];
  }
  return costs;
}
