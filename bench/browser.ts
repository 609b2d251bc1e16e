/** Debian Chromium for the benchmark, launched as the tests launch it (software WebGL). */
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { LEAN_CHROMIUM } from '../tests/support/chromium.mjs';
import { installProbe } from './probe.ts';

/** The viewport every own measurement uses (the frame-time size). */
export const VIEWPORT = { width: 1280, height: 720 };

export function launch(): Promise<Browser> {
  return chromium.launch(LEAN_CHROMIUM);
}

/**
 * A fresh context with the probe installed (`timing`: with frame costs, which serialise each
 * drawn frame with `gl.finish()`, so only the frame-time measurement turns it on). tsx compiles
 * in-page functions with esbuild's `__name` helper, which the page lacks: a no-op stands in.
 */
export async function probedContext(
  browser: Browser,
  { timing = false } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  await context.addInitScript({
    content: `globalThis.__name ??= (f) => f; globalThis.__benchTiming = ${timing};`,
  });
  await context.addInitScript(installProbe);
  return context;
}
