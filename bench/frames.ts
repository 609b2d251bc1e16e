/**
 * Frame time of each 3D section in view at 1280x720, beside the reference (one lit cube on a
 * canvas of the same size): the counting window divided by the frames the section drew in it,
 * i.e. the frame time a visitor sees, whatever the bottleneck (main thread, the software
 * rasteriser in the GPU process, compositing). Beside it, the main-thread time of the
 * section's frame callbacks, to tell JavaScript from rasterisation.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { probedContext } from './browser.ts';
import { centreStage, elementsReady, sectionBoxes } from './page-fns.ts';
import { readProbe } from './probe.ts';
import { median } from './stats.ts';

/** Frames after load before counting: shader compilation and first uploads are not steady state. */
const WARM_UP_MS = 1000;
/** The counting window. */
const WINDOW_MS = 2500;
const LOAD_TIMEOUT_MS = 30_000;
/** Fewer frames than this in the window: the section draws on demand, not in a loop. */
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
}

export interface FrameRun {
  sections: Record<string, FrameTime>;
  /** The reference cube at each section's canvas size, keyed by section. */
  reference: Record<string, FrameTime>;
  /** Frames each section drew in the counting window with `?still` (should be 0). */
  still: Record<string, number>;
}

async function count(page: Page, tag: string): Promise<Omit<FrameTime, 'canvas'>> {
  await page.waitForTimeout(WARM_UP_MS);
  const before = await page.evaluate(readProbe);
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

async function waitReady(page: Page, tag: string): Promise<string> {
  const deadline = Date.now() + LOAD_TIMEOUT_MS;
  for (;;) {
    const box = (await page.evaluate(sectionBoxes)).find((candidate) => candidate.tag === tag);
    const state = box?.state ?? 'missing';
    if (state !== 'loading' && state !== 'idle') return state;
    if (Date.now() > deadline) return state;
    await page.waitForTimeout(200);
  }
}

/** Opens a section alone, in view, and counts its frames; the page is closed afterwards. */
async function measureSection(
  context: BrowserContext,
  url: string,
  tag: string,
): Promise<FrameTime> {
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.evaluate(elementsReady, LOAD_TIMEOUT_MS);
    await page.evaluate(centreStage, tag);
    const state = await waitReady(page, tag);
    const box = (await page.evaluate(sectionBoxes)).find((candidate) => candidate.tag === tag);
    const canvas = box?.canvas ?? null;
    if (state !== 'ready' || !canvas)
      return { status: 'not-ready', ms: null, scriptMs: null, frames: 0, canvas };
    return { ...(await count(page, tag)), canvas };
  } finally {
    // Closed, never navigated away from: a busy software-WebGL page can starve its unload.
    await page.close();
  }
}

async function measureReference(context: BrowserContext, url: string) {
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'load' });
    return await count(page, 'document');
  } finally {
    await page.close();
  }
}

/**
 * Each 3D section alone on a page (so no other scene competes), then the reference cube at
 * that section's canvas size, one after the other; and each section with `?still`, whose
 * frames in view should stop after the first (the Lighthouse budgets rely on it).
 */
export async function frameRun(
  browser: Browser,
  baseUrl: string,
  tags: readonly string[],
): Promise<FrameRun> {
  const context = await probedContext(browser, { timing: true });
  const sections: Record<string, FrameTime> = {};
  const reference: Record<string, FrameTime> = {};
  const still: Record<string, number> = {};
  try {
    for (const tag of tags) {
      const alone = `${baseUrl}__bench/alone/${tag}.html`;
      const section = await measureSection(context, alone, tag);
      sections[tag] = section;
      if (section.canvas) {
        const { width, height } = section.canvas;
        const cube = `${baseUrl}__bench/reference.html?w=${width}&h=${height}`;
        reference[tag] = { ...(await measureReference(context, cube)), canvas: section.canvas };
      }
      still[tag] = (await measureSection(context, `${alone}?still`, tag)).frames;
    }
    return { sections, reference, still };
  } finally {
    await context.close();
  }
}
