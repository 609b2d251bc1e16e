/**
 * Frames in the page, counted by the benchmark's WebGL probe (bench/probe.ts): what a section
 * drew, whether it has gone still, and the WebGL contexts it holds.
 */
import type { Frame, Page } from 'playwright-core';
import { poll } from './poll.ts';
import { lumaOf, screenPixels } from './pixels.ts';
import { installProbe as installWebGLProbe, readProbe } from '../../bench/probe.ts';

/** Software WebGL on a busy 2-core machine: a stage's first frames can take minutes. */
export const STAGE_TIMEOUT_MS = 180_000;

/**
 * Installs the benchmark's WebGL probe (bench/probe.ts) before the page's scripts: frames drawn
 * per section (a black-box frame counter: a rendered frame draws) and every WebGL context made.
 */
export async function installProbe(page: Page): Promise<void> {
  await page.addInitScript(installWebGLProbe);
}

/** Animation frames in which the canvases of the section `tag` drew, since the page started. */
export async function framesDrawn(page: Page, tag: string): Promise<number> {
  return (await page.evaluate(readProbe)).frames[tag] ?? 0;
}

/** Waits until the section `tag` has drawn more than `count` frames. */
export async function drawsPast(
  page: Page,
  tag: string,
  count: number,
  timeout = STAGE_TIMEOUT_MS,
): Promise<void> {
  await page.waitForFunction(
    ([t, n]) => (window.__glProbe.frames.get(t as string) ?? 0) > (n as number),
    [tag, count] as const,
    { timeout },
  );
}

/**
 * A loop that runs draws in every animation frame, so this many frames without a draw mean it
 * stopped; counted in frames, not milliseconds, so a slow machine's late frames cannot hide one.
 */
const QUIET_FRAMES = 20;

/**
 * Waits until `tag` has drawn nothing for `QUIET_FRAMES` animation frames in a row, then returns
 * its frame count. A frame loop stops one React commit after the stage sees it left the
 * viewport, and on a busy machine that commit can come several frames late; a loop that never
 * stops never goes quiet, and this fails at `timeout` (generous: in software WebGL on a busy
 * machine, a page with another scene running can take a second a frame).
 */
export function quietFrames(page: Page, tag: string, timeout = STAGE_TIMEOUT_MS): Promise<number> {
  return page.evaluate(
    ([t, quiet, ms]) =>
      new Promise<number>((resolve, reject) => {
        const deadline = performance.now() + ms;
        let last = -1;
        let still = 0;
        let ticks = 0;
        const check = () => {
          const now = window.__glProbe.frames.get(t) ?? 0;
          still = now === last ? still + 1 : 0;
          last = now;
          ticks += 1;
          if (still >= quiet) resolve(now);
          else if (performance.now() > deadline)
            reject(new Error(`${t} was still drawing after ${ticks} frames`));
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
    [tag, QUIET_FRAMES, timeout] as const,
  );
}

/**
 * Frames `tag` draws over the next `frames` animation frames: the observation window of a check
 * that something stays still (a running loop would draw in every one of them).
 */
export async function framesDrawnOver(page: Page, tag: string, frames = 30): Promise<number> {
  const before = await framesDrawn(page, tag);
  await rafPasses(page, frames);
  return (await framesDrawn(page, tag)) - before;
}

/** WebGL contexts alive on the page (made and not lost). */
export async function liveContexts(page: Page): Promise<number> {
  const { contexts } = await page.evaluate(readProbe);
  return Object.values(contexts).reduce((sum, n) => sum + n, 0);
}

/** Waits until no WebGL context made on the page, or in a worker it started, is alive. */
export async function contextsReleased(page: Page, timeout = 10_000): Promise<void> {
  await page
    .waitForFunction(
      () =>
        [...window.__glProbe.contexts].every((context) => context.isContextLost()) &&
        [...window.__glProbe.workers.values()].every((worker) => !worker.live),
      null,
      { timeout },
    )
    .catch(() => {
      throw new Error(`WebGL contexts still alive ${timeout} ms after their elements left`);
    });
}

/** How long a page may go without an animation frame before rafPasses goes on without it. */
const FRAME_STALL_MS = 5_000;

/**
 * Waits for `n` animation frames in the page, or FRAME_STALL_MS a frame where none come. Headless
 * Chromium at times stops giving a page animation frames (the e2e suite hung on that in CI: a
 * test's `requestAnimationFrame` never answered in 10 minutes) while its timers still run. So
 * a stall is said on the test's output, and the test goes on.
 */
export async function rafPasses(page: Page, n = 2): Promise<void> {
  const framed = await page.evaluate(
    ([count, stallMs]) =>
      new Promise<boolean>((resolve) => {
        let left = count;
        const timer = setTimeout(() => resolve(false), stallMs * count);
        const tick = () => {
          if (--left > 0) requestAnimationFrame(tick);
          else {
            clearTimeout(timer);
            resolve(true);
          }
        };
        requestAnimationFrame(tick);
      }),
    [n, FRAME_STALL_MS] as const,
  );
  if (!framed) {
    console.warn(`rafPasses: no ${n} animation frames in ${n * FRAME_STALL_MS} ms; went on`);
  }
}

/**
 * Where the canvas at `selector` ("host-tag inner selector") is drawn: 'worker' (its drawing
 * handed to a worker) or 'page'; in the page or in one of its frames.
 */
export function drawnIn(page: Page | Frame, selector: string): Promise<string> {
  return page.evaluate((selector) => {
    const [tag, ...rest] = selector.split(' ');
    const canvas = document.querySelector(tag!)!.shadowRoot!.querySelector(rest.join(' '))!;
    try {
      // A canvas whose drawing was handed to a worker has no context for the page.
      (canvas as HTMLCanvasElement).getContext('2d');
      return 'page';
    } catch {
      return canvas.getAttribute('data-drawn-in') ?? 'transferred';
    }
  }, selector);
}

/**
 * Waits until the page runs no worker (every stage drawn in one was released), or, given
 * `sections`, none that draws one of them (the probe forgets a worker when it is terminated).
 */
export async function workersClosed(page: Page, sections?: string[]): Promise<void> {
  const running = sections
    ? () =>
        page.evaluate(
          (names) =>
            [...window.__glProbe.workers.values()].filter(({ section }) => names.includes(section))
              .length,
          sections,
        )
    : async () => page.workers().length;
  const left = await poll(running, (count) => count === 0, { timeout: 20_000 });
  if (left !== 0) throw new Error(`${left} workers still running`);
}

/**
 * Takes away (or gives back) the context of the worker drawing `tag`'s stage: the page must have
 * been opened with the probe and workerTestHooks.
 */
export async function loseWorkerContext(page: Page, tag: string, lose = true): Promise<void> {
  await page.evaluate(
    ([tag, lose]) => {
      const workers = [...window.__glProbe.workers].filter(([, entry]) => entry.section === tag);
      if (!workers.length) throw new Error(`no worker draws ${tag}`);
      for (const [worker] of workers)
        worker.postMessage({ type: lose ? 'test-lose' : 'test-restore' });
    },
    [tag, lose] as const,
  );
}

/**
 * Slows the frame clock of every stage worker on the page to `frameMs` per display frame (the
 * page must have been opened with the probe and workerTestHooks).
 */
export async function slowWorkerClocks(page: Page, frameMs: number): Promise<void> {
  const told = await page.evaluate((ms) => {
    for (const worker of window.__glProbe.workers.keys()) {
      worker.postMessage({ type: 'test-slow-clock', frameMs: ms });
    }
    return window.__glProbe.workers.size;
  }, frameMs);
  if (!told) throw new Error('no stage worker to slow');
}

/**
 * Brings `tag`'s stage into view in `frame` (the page's own, or one of its frames), waits until
 * it is ready, and tells where its canvas draws ('worker': its drawing handed over; 'page') and
 * the luma variance of what it shows (a blank stage has next to none).
 */
export async function stageIn(page: Page, frame: Page | Frame, tag: string) {
  const stage = frame.locator(`${tag} .stage`);
  // As a reader comes to it: on a blog, a section far down fetches its code only then.
  await frame.evaluate((t) => document.querySelector(t)?.scrollIntoView(), tag);
  await stage.scrollIntoViewIfNeeded();
  await frame.waitForFunction(
    (t) =>
      document.querySelector(t)?.shadowRoot?.querySelector('.stage')?.getAttribute('data-state') ===
      'ready',
    tag,
    { timeout: STAGE_TIMEOUT_MS },
  );
  const where = await drawnIn(frame, `${tag} .stage canvas`);
  const { variance } = lumaOf(await screenPixels(page, stage.locator('canvas')));
  return { where, variance };
}
