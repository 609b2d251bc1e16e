/**
 * First-load bytes of each element alone: a fresh context (empty cache) opens a page holding
 * only the one-script loader and the one tag, and everything it fetches until the network is
 * quiet (and, for a 3D section in view, until its scene is ready) is summed.
 */
import type { Browser } from 'playwright-core';
import { probedContext } from './browser.ts';
import { recordNetwork, totals } from './network.ts';
import { elementsReady, sectionBoxes } from './page-fns.ts';

const LOAD_TIMEOUT_MS = 30_000;

export interface AloneRun {
  total: number;
  js: number;
  requests: number;
  offHost: string[];
}

export async function aloneRun(browser: Browser, baseUrl: string, tag: string): Promise<AloneRun> {
  const context = await probedContext(browser);
  const network = recordNetwork(context);
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}__bench/alone/${tag}.html`, { waitUntil: 'load' });
    await page.evaluate(elementsReady, LOAD_TIMEOUT_MS);
    const deadline = Date.now() + LOAD_TIMEOUT_MS;
    while (Date.now() < deadline) {
      const boxes = await page.evaluate(sectionBoxes);
      if (!boxes.some((box) => box.state === 'loading')) break;
      await page.waitForTimeout(200);
    }
    await page.waitForLoadState('networkidle');
    await network.settle();
    const sums = totals(network.transfers);
    return { ...sums, requests: network.transfers.length, offHost: [...network.offHost] };
  } finally {
    await context.close();
  }
}
