/**
 * Frame time of each 3D section in view at 1280x720, beside the reference (one lit cube on a
 * canvas of the same size), in a browser whose frames are not held to vsync: a frame then takes
 * as long as its work, on the main thread and in the software-WebGL GPU process alike.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { probedContext } from './browser.ts';
import { centreStage, elementsReady, sectionBoxes } from './page-fns.ts';
import { readProbe } from './probe.ts';

/** Frames after load before counting: shader compilation and first uploads are not steady state. */
const WARM_UP_MS = 1000;
/** The counting window. */
const WINDOW_MS = 2000;
const LOAD_TIMEOUT_MS = 30_000;
/** Fewer frames than this in the window: the section draws on demand, not in a loop. */
const MIN_FRAMES = 5;

export interface FrameTime {
  /** measured; no-loop: fewer than a few frames in the window; not-ready: never loaded. */
  status: 'measured' | 'no-loop' | 'not-ready';
  /** Milliseconds per frame over the window (null unless measured). */
  ms: number | null;
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
  const start = Date.now();
  await page.waitForTimeout(WINDOW_MS);
  const after = await page.evaluate(readProbe);
  const elapsed = Date.now() - start;
  const frames = (after.frames[tag] ?? 0) - (before.frames[tag] ?? 0);
  return frames >= MIN_FRAMES
    ? { status: 'measured', ms: elapsed / frames, frames }
    : { status: 'no-loop', ms: null, frames };
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
    if (state !== 'ready' || !canvas) return { status: 'not-ready', ms: null, frames: 0, canvas };
    return { ...(await count(page, tag)), canvas };
  } finally {
    // Closed, never navigated away from: an uncapped frame loop can starve the unload.
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
  const context = await probedContext(browser);
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
