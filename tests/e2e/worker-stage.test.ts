/**
 * A 3D stage drawn in a worker (src/three/runtime/), as the page does by default: the About
 * globe and the hero's desk drawn off the page's thread on a transferred canvas, its marker and
 * drag carried in messages (its frames stopped off screen and its worker gone far away:
 * three-platform.test.ts, on the hero); the page's own thread drawing it where a
 * worker cannot (no OffscreenCanvas, no context in the worker, no worker script); and 50
 * remove/re-add cycles that leave no worker, context or memory behind.
 */
import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import type { Page } from 'playwright-core';
import {
  contextsReleased,
  drawnIn,
  framesDrawn,
  framesDrawnOver,
  liveContexts,
  openPage,
  quietFrames,
  rafPasses,
  recordEvents,
  recorded,
  refuseWorkerWebGL,
  sessionForFile,
  STAGE_TIMEOUT_MS,
  STRICT_CSP,
  upgraded,
  waitForStage,
  workersClosed,
  type OpenPageOptions,
  type TestPage,
} from '../support/e2e.ts';
import { blankPage, heapUsed } from '../support/blank-page.ts';
import { lumaOf, screenPixels } from '../support/pixels.ts';

const ABOUT = 'portfolio-about';
const CANVAS = `${ABOUT} .globe-stage canvas`;
const CYCLES = 50;
/** The lifecycle test's heap bound (as tests/e2e/lifecycle.test.ts). */
const HEAP_BUDGET = 10 * 1024 * 1024;

const session = sessionForFile({
  routes: [blankPage],
  headers: { 'content-security-policy': STRICT_CSP },
});

/** The standalone page, scrolled to the globe once it has drawn. */
async function openGlobe(
  t: TestContext,
  options: OpenPageOptions & {
    before?: (page: TestPage) => Promise<unknown>;
    query?: string;
  } = {},
): Promise<TestPage> {
  const { before, query = '', ...pageOptions } = options;
  const page = await openPage(session, t, { probe: true, ...pageOptions });
  await before?.(page);
  await page.goto(`${session.server.url}${query}`);
  await upgraded(page, ABOUT);
  await page.locator(`${ABOUT} .globe-frame`).scrollIntoViewIfNeeded();
  await waitForStage(page, ABOUT);
  return page;
}

async function canvasLuma(page: Page) {
  return lumaOf(await screenPixels(page, page.locator(CANVAS)));
}

const changed = (first: number[], second: number[]) =>
  first.filter((value, i) => Math.abs(value - second[i]!) > 8).length;

test('the globe is drawn in a worker: its pixels, frames, context and marker', async (t) => {
  const page = await openGlobe(t);
  assert.equal(await drawnIn(page, CANVAS), 'worker');
  // One worker per stage drawn in one (the hero's too, while it is mounted).
  const drawnInWorkers = await page.evaluate(
    () =>
      [...document.querySelectorAll('portfolio-hero, portfolio-about')].filter((host) =>
        host.shadowRoot!.querySelector('canvas[data-drawn-in="worker"]'),
      ).length,
  );
  assert.equal(page.workers().length, drawnInWorkers);
  await rafPasses(page, 5);
  const { variance } = await canvasLuma(page);
  assert.ok(variance > 50, `globe canvas looks blank (luma variance ${variance.toFixed(1)})`);
  // The worker's frames and its live context, as the probe hears them.
  assert.ok((await framesDrawn(page, ABOUT)) > 0, 'no frame reported by the worker');
  assert.ok((await liveContexts(page)) >= 1);
  // The marker is the page's DOM, placed from the worker's messages.
  const marker = page.locator(`${ABOUT} .globe-marker`);
  await page.waitForFunction(
    (tag) =>
      document.querySelector(tag)!.shadowRoot!.querySelector<HTMLElement>('.globe-marker')!.style
        .transform !== '',
    ABOUT,
  );
  assert.equal(await marker.getAttribute('data-hidden'), 'false');
  const dot = (await marker.locator('.globe-marker-dot').boundingBox())!;
  const box = (await page.locator(CANVAS).boundingBox())!;
  assert.ok(dot.x > box.x && dot.x < box.x + box.width, `marker x ${dot.x} outside the globe`);
  assert.deepEqual(page.errors, []);
});

test('a drag on the page canvas turns the globe drawn in the worker (pointer events forwarded)', async (t) => {
  const page = await openGlobe(t, { reducedMotion: 'reduce' });
  assert.equal(await drawnIn(page, CANVAS), 'worker');
  await rafPasses(page, 5);
  const before = await canvasLuma(page);
  // Still under reduced motion: nothing moves by itself.
  await rafPasses(page, 30);
  const still = await canvasLuma(page);
  assert.ok(changed(before.luma, still.luma) < before.luma.length * 0.001, 'moved by itself');
  const box = (await page.locator(CANVAS).boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 60, y, { steps: 6 });
  await page.mouse.up();
  await rafPasses(page, 10);
  const after = await canvasLuma(page);
  const moved = changed(still.luma, after.luma);
  assert.ok(moved > 200, `only ${moved} pixels changed: the drag did not reach the worker`);
});

test('with ?still the worker draws the globe once and then stops, as the page would', async (t) => {
  const page = await openGlobe(t, { query: '?still' });
  assert.equal(await drawnIn(page, CANVAS), 'worker');
  await quietFrames(page, ABOUT);
  assert.equal(await framesDrawnOver(page, ABOUT, 60), 0, 'the worker kept drawing under ?still');
  const { variance } = await canvasLuma(page);
  assert.ok(variance > 50, `globe canvas looks blank (luma variance ${variance.toFixed(1)})`);
});

/** Hides what the page draws with for the fallback tests' pages. */
const NO_OFFSCREEN = () => {
  delete (HTMLCanvasElement.prototype as Partial<HTMLCanvasElement>).transferControlToOffscreen;
};

test('without OffscreenCanvas the page draws the globe itself', async (t) => {
  const page = await openGlobe(t, { before: (p) => p.addInitScript(NO_OFFSCREEN) });
  assert.equal(await drawnIn(page, CANVAS), 'page');
  assert.equal(page.workers().length, 0);
  const { variance } = await canvasLuma(page);
  assert.ok(variance > 50, `globe canvas looks blank (luma variance ${variance.toFixed(1)})`);
  assert.deepEqual(page.errors, []);
});

test('a worker that cannot make a WebGL context hands the globe back to the page', async (t) => {
  const page = await openGlobe(t, { before: refuseWorkerWebGL });
  assert.equal(await drawnIn(page, CANVAS), 'page');
  const { variance } = await canvasLuma(page);
  assert.ok(variance > 50, `globe canvas looks blank (luma variance ${variance.toFixed(1)})`);
  assert.deepEqual(page.errors, []);
});

test('a stage runtime that does not load: the globe shows its fallback, and says which file and what to do', async (t) => {
  // The page's own thread draws with the same script: where it does not load, neither can.
  const page = await openPage(session, t, { probe: true });
  await recordEvents(page, ['portfolio-error']);
  await page.route('**/stage-worker.js*', (route) => route.fulfill({ status: 404 }));
  await page.goto(`${session.server.url}?still`);
  await page.locator(`${ABOUT} .globe-frame`).scrollIntoViewIfNeeded();
  await waitForStage(page, ABOUT, 'error');
  const said = await recorded<{ source: string; message: string }>(page, 'portfolio-error');
  const globe = said.filter((error) => error.tag === ABOUT);
  assert.deepEqual(
    globe.map((error) => error.source),
    ['asset'],
    JSON.stringify(said),
  );
  assert.match(globe[0]!.message, /stage runtime did not load .*stage-worker\.js.*setBasePath\(\)/);
  // The cards beside it keep working.
  assert.equal(await page.locator(`${ABOUT} a.button-primary`).isVisible(), true);
});

test('50 remove/re-add cycles of the globe drawn in a worker leave no worker, context or memory', async (t) => {
  const page = await openPage(session, t, { probe: true });
  await page.goto(`${session.server.url}blank.html`);
  const mount = () =>
    page.evaluate(
      (tag) => document.getElementById('a')!.append(document.createElement(tag)),
      ABOUT,
    );
  // Drawn once before the baseline: code loaded the first time does not count as growth.
  await mount();
  await waitForStage(page, ABOUT, 'ready', STAGE_TIMEOUT_MS);
  assert.equal(await drawnIn(page, CANVAS), 'worker');
  await page.evaluate((tag) => document.querySelector(tag)!.remove(), ABOUT);
  await contextsReleased(page);
  await workersClosed(page);
  const heapBefore = await heapUsed(page);

  await page.evaluate(
    async ([tag, cycles]) => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const element = document.createElement(tag as string);
      for (let i = 0; i < (cycles as number); i++) {
        document.getElementById('a')!.append(element);
        await frame();
        // Every tenth stay is longer, so the worker gets under way before the removal.
        if (i % 10 === 0) for (let f = 0; f < 30; f++) await frame();
        element.remove();
      }
    },
    [ABOUT, CYCLES] as const,
  );

  await contextsReleased(page);
  await workersClosed(page);
  const growth = (await heapUsed(page)) - heapBefore;
  t.diagnostic(`page heap growth over ${CYCLES} cycles: ${(growth / 1048576).toFixed(2)} MB`);
  assert.ok(growth < HEAP_BUDGET, `heap grew ${(growth / 1048576).toFixed(1)} MB`);
  assert.deepEqual(page.errors, []);
});
