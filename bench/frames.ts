/**
 * Frame time of each 3D section in view at 1280x720, beside the reference (one lit cube on a
 * canvas of the same size): a counting window divided by the frames the section drew in it,
 * i.e. the frame time a visitor sees, whatever the bottleneck (main thread, the software
 * rasteriser in the GPU process, compositing). Beside it, the main-thread time of the
 * section's frame callbacks, to tell JavaScript from rasterisation.
 *
 * Each section is loaded once, alone on a page (so no other scene competes), and counted over
 * several windows; then the cube at its canvas size, over as many windows. Loading a scene in
 * software WebGL takes many seconds and does not change its steady frame time, so the windows,
 * not reloads, are the runs. Adaptive resolution may lower a canvas's pixel ratio while its
 * frames are slow: counting starts once the ratio has held still, and each window records it.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { probedContext } from './browser.ts';
import { FAST_WINDOWS, WINDOW_FRAMES } from '../src/three/resolution-governor.ts';
import { poll } from '../tests/support/poll.ts';
import {
  animationFrames,
  centreStage,
  elementsReady,
  pixelRatioOf,
  ratioHeld,
  sectionBoxes,
} from './page-fns.ts';
import { readProbe } from './probe.ts';
import { median } from './stats.ts';
import { LOAD_TIMEOUT_MS } from './stages.ts';

/** Frames after load before counting: shader compilation and first uploads are not steady state. */
const WARM_UP_FRAMES = 40;
/**
 * Adaptive resolution has settled once the pixel ratio holds for this many frames: enough for
 * the run of fast windows that would raise it, and one more window that would lower it...
 */
const RATIO_STEADY_FRAMES = (FAST_WINDOWS + 1) * WINDOW_FRAMES;
/** ...or after this long at most. */
const RATIO_SETTLE_LIMIT_MS = 15_000;
/** One counting window. */
const WINDOW_MS = 1500;
/** Fewer frames than this in a window: the section draws on demand, not in a loop. */
const MIN_FRAMES = 3;

export interface FrameTime {
  /** measured; no-loop: fewer than a few frames in the window; not-ready: never loaded. */
  status: 'measured' | 'no-loop' | 'not-ready';
  /** Milliseconds per frame over the window (null unless measured). */
  ms: number | null;
  /** Median main-thread ms of the section's frame callbacks in the window. */
  scriptMs: number | null;
  frames: number;
  canvas: { width: number; height: number } | null;
  /** Drawing-buffer pixels per CSS pixel at the end of the window (adaptive resolution). */
  pixelRatio: number | null;
  /** Where a section that never became ready was left (its stage's data-state, or missing). */
  stage?: string;
}

/** One window of every section and of the cube beside each. */
export interface FrameRun {
  sections: Record<string, FrameTime>;
  /** The reference cube at each section's canvas size, keyed by section. */
  reference: Record<string, FrameTime>;
}

/**
 * Waits until adaptive resolution has stopped changing the canvas's pixel ratio: a window
 * counted while it still steps would measure neither resolution.
 */
async function settleResolution(page: Page, tag: string): Promise<void> {
  await page.evaluate(ratioHeld, [tag, RATIO_STEADY_FRAMES, RATIO_SETTLE_LIMIT_MS] as [
    string,
    number,
    number,
  ]);
}

async function count(page: Page, tag: string): Promise<Omit<FrameTime, 'canvas' | 'pixelRatio'>> {
  const before = await page.evaluate(readProbe);
  // Wall-clock on purpose: frame time is this window's length over the frames drawn in it.
  await page.waitForTimeout(WINDOW_MS);
  const after = await page.evaluate(readProbe);
  const elapsed = after.now - before.now;
  const frames = (after.frames[tag] ?? 0) - (before.frames[tag] ?? 0);
  const costs = (after.costs[tag] ?? [])
    .filter(([stamp]) => stamp > before.now)
    .map(([, ms]) => ms);
  return frames >= MIN_FRAMES
    ? {
        status: 'measured',
        ms: elapsed / frames,
        scriptMs: costs.length ? median(costs) : null,
        frames,
      }
    : { status: 'no-loop', ms: null, scriptMs: null, frames };
}

/** The state of `tag`'s stage: 'missing' before the section has rendered its view. */
async function stageState(page: Page, tag: string): Promise<string> {
  const box = (await page.evaluate(sectionBoxes)).find((candidate) => candidate.tag === tag);
  return box?.state ?? 'missing';
}

/**
 * Waits for the section's stage to be there: a section renders its view in a pass after its
 * placeholder, so the stage may be missing at the first look (and could not be centred).
 */
function stageRendered(page: Page, tag: string): Promise<string> {
  return poll(
    () => stageState(page, tag),
    (state) => state !== 'missing',
    { timeout: LOAD_TIMEOUT_MS, every: 200 },
  );
}

/** The stage's state once it has stopped loading (or where it was left at the deadline). */
function waitReady(page: Page, tag: string): Promise<string> {
  return poll(
    () => stageState(page, tag),
    (state) => state !== 'loading' && state !== 'idle',
    { timeout: LOAD_TIMEOUT_MS, every: 200 },
  );
}

/** Counts `windows` windows on a page; the page is closed afterwards. */
async function windowsOn(
  context: BrowserContext,
  url: string,
  tag: string,
  windows: number,
): Promise<FrameTime[]> {
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'load' });
    let canvas: FrameTime['canvas'] = null;
    if (tag !== 'document') {
      await page.evaluate(elementsReady, LOAD_TIMEOUT_MS);
      await stageRendered(page, tag);
      await page.evaluate(centreStage, tag);
      const state = await waitReady(page, tag);
      const box = (await page.evaluate(sectionBoxes)).find((candidate) => candidate.tag === tag);
      canvas = box?.canvas ?? null;
      if (state !== 'ready' || !canvas) {
        const failed: FrameTime = {
          status: 'not-ready',
          ms: null,
          scriptMs: null,
          frames: 0,
          canvas,
          pixelRatio: null,
          stage: canvas ? state : `${state}, no canvas`,
        };
        return Array.from({ length: windows }, () => failed);
      }
    }
    await page.evaluate(animationFrames, WARM_UP_FRAMES);
    await settleResolution(page, tag);
    const results: FrameTime[] = [];
    for (let index = 0; index < windows; index += 1) {
      const counted = await count(page, tag);
      results.push({ ...counted, canvas, pixelRatio: await page.evaluate(pixelRatioOf, tag) });
    }
    return results;
  } finally {
    // Closed, never navigated away from: a busy software-WebGL page can starve its unload.
    await page.close();
  }
}

export async function frameRuns(
  browser: Browser,
  baseUrl: string,
  tags: readonly string[],
  windows: number,
): Promise<FrameRun[]> {
  const context = await probedContext(browser, { timing: true });
  const runs: FrameRun[] = Array.from({ length: windows }, () => ({ sections: {}, reference: {} }));
  try {
    for (const tag of tags) {
      const own = await windowsOn(context, `${baseUrl}__bench/alone/${tag}.html`, tag, windows);
      own.forEach((frame, index) => (runs[index]!.sections[tag] = frame));
      const canvas = own[0]!.canvas;
      if (!canvas) continue;
      const cube = `${baseUrl}__bench/reference.html?w=${canvas.width}&h=${canvas.height}`;
      const reference = await windowsOn(context, cube, 'document', windows);
      reference.forEach((frame, index) => (runs[index]!.reference[tag] = { ...frame, canvas }));
    }
    return runs;
  } finally {
    await context.close();
  }
}
