/**
 * First-load bytes of each element alone: a fresh context (empty cache) opens a page holding
 * only the one-script loader and the one tag, and everything it fetches until the network is
 * quiet (and, for a 3D section in view, until its scene is ready) is summed. Byte counts do not
 * vary between runs of the same build, so the run counts are the caller's choice.
 */
import type { Browser } from 'playwright-core';
import { probedContext, VIEWPORT } from './browser.ts';
import { recordNetwork, totals } from './network.ts';
import { poll } from '../tests/support/poll.ts';
import { animationFrames, elementsReady, sectionBoxes } from './page-fns.ts';
import { readProbe } from './probe.ts';
import { LOAD_TIMEOUT_MS, pendingStages } from './stages.ts';

/** Animation frames a loaded element is watched for under `?still` (a loop draws in each). */
const STILL_FRAMES = 60;

export interface AloneRun {
  total: number;
  js: number;
  requests: number;
  offHost: string[];
  /** Frames the element drew in STILL_FRAMES animation frames once loaded (the page has `?still`). */
  stillFrames: number;
  /** What was fetched, largest first. */
  resources: { path: string; bytes: number }[];
}

export async function aloneRun(browser: Browser, baseUrl: string, tag: string): Promise<AloneRun> {
  const context = await probedContext(browser);
  const network = recordNetwork(context);
  try {
    const page = await context.newPage();
    // ?still: the same fetches, without render loops competing with the loading for the CPU.
    await page.goto(`${baseUrl}__bench/alone/${tag}.html?still`, { waitUntil: 'load' });
    await page.evaluate(elementsReady, LOAD_TIMEOUT_MS);
    await poll(
      () => page.evaluate(sectionBoxes),
      (boxes) => !pendingStages(boxes, VIEWPORT.height).length,
      { timeout: LOAD_TIMEOUT_MS, every: 200 },
    );
    await page.waitForLoadState('networkidle');
    // ?still should leave a loaded scene drawing nothing: the Lighthouse budgets rely on it.
    const before = await page.evaluate(readProbe);
    await page.evaluate(animationFrames, STILL_FRAMES);
    const after = await page.evaluate(readProbe);
    const stillFrames = (after.frames[tag] ?? 0) - (before.frames[tag] ?? 0);
    await network.settle();
    const sums = totals(network.transfers);
    const resources = network.transfers
      .map(({ path, bytes }) => ({ path, bytes }))
      .sort((a, b) => b.bytes - a.bytes);
    return {
      ...sums,
      requests: network.transfers.length,
      offHost: [...network.offHost],
      stillFrames,
      resources,
    };
  } finally {
    await context.close();
  }
}
