/** Debian Chromium for the benchmark, launched as the tests launch it (software WebGL). */
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium.mjs';
import { installProbe } from './probe.ts';

/** The viewport every own measurement uses (the frame-time size). */
export const VIEWPORT = { width: 1280, height: 720 };

/**
 * Frames unthrottled by vsync: a frame then costs what it costs, so frame time measures the
 * work of a frame instead of the 16.7 ms display interval.
 */
export const UNCAPPED_ARGS = ['--disable-gpu-vsync', '--disable-frame-rate-limit'];

export function launch(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...extraArgs] });
}

/**
 * A fresh context with the probe installed. tsx compiles in-page functions with esbuild's
 * `__name` helper, which the page lacks: a no-op stands in for it.
 */
export async function probedContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  await context.addInitScript({ content: 'globalThis.__name ??= (f) => f;' });
  await context.addInitScript(installProbe);
  return context;
}
