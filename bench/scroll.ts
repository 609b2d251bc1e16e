/**
 * Loads the whole page and scrolls it from top to bottom, 3/4 of a viewport at a time, waiting at
 * each stop for every 3D section near the screen to finish loading. At each stop it records the
 * live WebGL contexts beside what the budget allows (the 3D sections within one viewport height
 * of the screen) and the frames each off-screen section drew while the page sat still.
 */
import type { Browser, Page } from 'playwright-core';
import { probedContext, VIEWPORT } from './browser.ts';
import { recordNetwork, totals, type Transfer } from './network.ts';
import {
  animationFrames,
  elementsReady,
  scriptsBeforeFcp,
  scrollToY,
  sectionBoxes,
  type SectionBox,
} from './page-fns.ts';
import { readProbe, type ProbeSnapshot } from './probe.ts';
import { returnToSections, type StageReturn } from './returns.ts';
import { LOAD_TIMEOUT_MS, pendingStages } from './stages.ts';

/** Animation frames to sit at each stop while counting frames (a running loop draws in each). */
const DWELL_FRAMES = 48;
/** Frames for observers and React to react to a scroll before counting starts. */
const SETTLE_FRAMES = 18;
/** Scroll step as a share of the viewport: stops overlap, so no section is skipped. */
const STEP = 0.75;
/** Longest wait for the first contentful paint. */
const FCP_TIMEOUT_MS = 15_000;

export interface ScrollStop {
  y: number;
  /** Live WebGL contexts on the page. */
  contexts: number;
  /** 3D sections within one viewport height of the screen. */
  allowed: number;
  /** Frames drawn while the page sat still at this stop, per off-screen 3D section. */
  offScreenFrames: Record<string, number>;
}

export interface ScrollRun {
  stops: ScrollStop[];
  transfers: Transfer[];
  total: number;
  js: number;
  fcp: number | null;
  jsBeforeFcp: number;
  scriptsBeforeFcp: string[];
  offHost: string[];
  /** JS heap in use after scrolling the whole page and a garbage collection, in bytes. */
  heap: number;
  /** The 3D sections on the page. */
  sections: string[];
  /** Sections whose 3D view never became ready (error, lost, or timed out). */
  notReady: string[];
  /** Each 3D section scrolled back to after the heap was read (see returns.ts). */
  returns: Record<string, StageReturn>;
  errors: string[];
}

const onScreen = (box: SectionBox, height: number) => box.bottom > 0 && box.top < height;
const inRange = (box: SectionBox, height: number) => box.bottom > -height && box.top < 2 * height;

/**
 * Waits until no 3D section is loading, noting each section seen ready. Each section gets one
 * load deadline for the whole run, so a scene that never loads costs the wait once, not at
 * every stop.
 */
async function waitForNearStages(
  page: Page,
  seenReady: Set<string>,
  deadlines: Map<string, number>,
): Promise<void> {
  for (;;) {
    const boxes = await page.evaluate(sectionBoxes);
    const now = Date.now();
    for (const box of boxes) if (box.state === 'ready') seenReady.add(box.tag);
    const waiting = pendingStages(boxes, VIEWPORT.height).filter((tag) => {
      if (seenReady.has(tag)) return false;
      if (!deadlines.has(tag)) deadlines.set(tag, now + LOAD_TIMEOUT_MS);
      return now < deadlines.get(tag)!;
    });
    if (!waiting.length) return;
    await page.waitForTimeout(200);
  }
}

function frameDelta(before: ProbeSnapshot, after: ProbeSnapshot, tag: string): number {
  return (after.frames[tag] ?? 0) - (before.frames[tag] ?? 0);
}

const liveContexts = (snapshot: ProbeSnapshot) =>
  Object.values(snapshot.contexts).reduce((sum, count) => sum + count, 0);

export async function scrollRun(browser: Browser, url: string): Promise<ScrollRun> {
  const context = await probedContext(browser);
  const network = recordNetwork(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const seenReady = new Set<string>();
  const deadlines = new Map<string, number>();
  const sections = new Set<string>();
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.evaluate(elementsReady, LOAD_TIMEOUT_MS);
    const paint = await page.evaluate(scriptsBeforeFcp, FCP_TIMEOUT_MS);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const stops: ScrollStop[] = [];
    const step = VIEWPORT.height * STEP;
    for (let y = 0; ; y += step) {
      const at = await page.evaluate(scrollToY, y);
      await page.evaluate(animationFrames, SETTLE_FRAMES);
      await waitForNearStages(page, seenReady, deadlines);
      await page.evaluate(animationFrames, SETTLE_FRAMES);
      const before = await page.evaluate(readProbe);
      await page.evaluate(animationFrames, DWELL_FRAMES);
      const after = await page.evaluate(readProbe);
      const boxes = await page.evaluate(sectionBoxes);
      for (const box of boxes) {
        sections.add(box.tag);
        if (box.state === 'ready') seenReady.add(box.tag);
      }
      const offScreenFrames: Record<string, number> = {};
      for (const box of boxes) {
        if (!onScreen(box, VIEWPORT.height))
          offScreenFrames[box.tag] = frameDelta(before, after, box.tag);
      }
      stops.push({
        y: Math.round(at),
        contexts: liveContexts(after),
        allowed: boxes.filter((box) => inRange(box, VIEWPORT.height)).length,
        offScreenFrames,
      });
      if (at + VIEWPORT.height >= height || at < y - 1) break;
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    const returns = await returnToSections(page, [...sections], LOAD_TIMEOUT_MS);
    await network.settle();
    const sums = totals(network.transfers);
    return {
      stops,
      transfers: [...network.transfers],
      total: sums.total,
      js: sums.js,
      fcp: paint.fcp,
      jsBeforeFcp: paint.scriptsBeforeFcp.reduce((sum, script) => sum + script.transfer, 0),
      scriptsBeforeFcp: paint.scriptsBeforeFcp.map((script) => new URL(script.url).pathname),
      offHost: [...network.offHost],
      heap: usedSize,
      sections: [...sections],
      notReady: [...sections].filter((tag) => !seenReady.has(tag)),
      returns,
      errors,
    };
  } finally {
    await context.close();
  }
}
