/**
 * portfolio-projects' 3D demo computer end to end, in software WebGL: its screen follows the
 * carousel's index (the stage reports the URL on its screen as data-screen-src; a worker draws
 * it, and the index reaches it in a message) and plays a project's video (the page plays it and
 * posts its frames to the worker); the wheel cannot zoom; a drag orbits, forwarded to the worker or heard on
 * the page; the stage is lazy and stops its frames off screen.
 */
import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import type { Page } from 'playwright-core';
import {
  drawnIn,
  framesDrawn,
  framesDrawnOver,
  poll,
  quietFrames,
  rafPasses,
  sessionForFile,
  waitForStage,
} from '../support/e2e.ts';
import {
  click,
  open,
  projectRoutes,
  PROJECTS,
  spotlightUrl,
  stageAttribute,
  TAG,
  waitForScreen,
} from '../support/projects.ts';
import { type Picture, screenPixels } from '../support/pixels.ts';

const session = sessionForFile({ routes: projectRoutes() });

test('the screen shows the current project and follows the index both ways', async (t) => {
  const page = await open(session, t, { still: '', attrs: 'loading="eager"' });
  await waitForStage(page, TAG);
  assert.equal(await drawnIn(page, `${TAG} canvas`), 'worker');
  await waitForScreen(page, spotlightUrl(page, 0));
  await click(page, 'Previous');
  await waitForScreen(page, spotlightUrl(page, 2));
  await click(page, 'Next');
  await waitForScreen(page, spotlightUrl(page, 0));
  await click(page, 'Next');
  await waitForScreen(page, spotlightUrl(page, 1));
  assert.match(
    (await page.locator(`${TAG} .stage`).getAttribute('aria-label')) ?? '',
    new RegExp(PROJECTS[1]!.title),
  );
  assert.deepEqual(page.errors, []);
});

/** Share of pixels in the clip's colours (#f59e0b amber, #c026d3 magenta). */
function clipShare({ data }: Picture): number {
  let n = 0;
  for (let i = 0; i < data.length; i += 3) {
    const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
    const amber = r > 180 && g > 100 && g < 200 && b < 80;
    const magenta = r > 140 && g < 90 && b > 140;
    if (amber || magenta) n++;
  }
  return n / (data.length / 3);
}

/** The clip's share of the stage's pixels. */
async function stageClipShare(page: Page): Promise<number> {
  return clipShare(await screenPixels(page, page.locator(`${TAG} .stage`)));
}

test('a project video plays on the screen; a broken one falls back to its spotlight', async (t) => {
  const recorder = await session.newPage();
  await recorder.goto(`${session.server.url}projects-e2e.html?still`);
  // A short clip recorded in the browser itself, served back from the test server.
  await recorder.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 180;
    const g = canvas.getContext('2d')!;
    const recording = new MediaRecorder(canvas.captureStream(30), { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    recording.ondataavailable = (event) => chunks.push(event.data);
    recording.start();
    for (let f = 0; f < 20; f++) {
      // Colours no spotlight has (those are blue, green and red).
      g.fillStyle = f % 2 ? '#f59e0b' : '#c026d3';
      g.fillRect(0, 0, 320, 180);
      // One colour a frame: the canvas stream captures a frame when the canvas is painted.
      await new Promise(requestAnimationFrame);
    }
    const stopped = new Promise((resolve) => (recording.onstop = resolve));
    recording.stop();
    await stopped;
    await fetch('/e2e-art/clip.webm', { method: 'POST', body: new Blob(chunks) });
  });
  await recorder.context().close();
  const items = PROJECTS.map((p, i) =>
    i === 1
      ? { ...p, texture: '/e2e-art/clip.webm' }
      : i === 2
        ? { ...p, texture: '/nope.webm' }
        : p,
  );
  const page = await open(session, t, {
    still: '',
    attrs: 'loading="eager"',
    items: JSON.stringify(items),
  });
  await waitForStage(page, TAG);
  // A worker has no <video>: the page plays it and posts its frames to the worker.
  assert.equal(await drawnIn(page, `${TAG} canvas`), 'worker');
  await waitForScreen(page, spotlightUrl(page, 0));
  const before = await stageClipShare(page);
  assert.ok(before < 0.005, `the clip's colours before it plays: ${before}`);
  await click(page, 'Next');
  await waitForScreen(page, new URL('/e2e-art/clip.webm', session.server.url).href);
  // The clip's own colours reach the screen: its frames reached the worker's texture. The
  // screen names the clip as the worker takes it; its first frame shows a draw or two later.
  const share = await poll(
    () => stageClipShare(page),
    (value) => value > 0.1,
    {
      timeout: 10_000,
    },
  );
  assert.ok(share > 0.1, `the clip's colours cover ${(share * 100).toFixed(2)}% of the stage`);
  await click(page, 'Next');
  await waitForScreen(page, spotlightUrl(page, 2));
});

/** The wheel and a drag over the stage drawn `where` (`?worker=off`: on the page). */
async function wheelAndDrag(t: TestContext, where: 'worker' | 'page') {
  const query = { still: '', attrs: 'loading="eager"', ...(where === 'page' && { worker: 'off' }) };
  const page = await open(session, t, query);
  await waitForStage(page, TAG);
  assert.equal(await drawnIn(page, `${TAG} canvas`), where);
  const canvas = page.locator(`${TAG} canvas`);
  // Vertical swipes on a phone scroll the page; sideways ones turn the computer (on the page,
  // r3f hears events on the canvas's parent).
  const touch = await canvas.evaluate((element) =>
    [element, element.parentElement!].map((box) => getComputedStyle(box).touchAction),
  );
  assert.ok(touch.includes('pan-y'), `touch-action ${touch}`);
  const box = (await canvas.boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  const distance = await stageAttribute(page, 'data-camera-distance');
  const azimuth = await stageAttribute(page, 'data-camera-azimuth');
  assert.ok(Number(distance) > 0, `no camera distance reported: ${distance}`);
  await page.mouse.move(x, y);
  // OrbitControls zooms one step per wheel event, whatever its delta: two steps the same way,
  // so a working zoom could not cancel itself out. The page is at the top: it cannot scroll up.
  await page.mouse.wheel(0, -300);
  await page.mouse.wheel(0, -300);
  // A zoom would show in the next frame drawn; the frames of half a second at 60 Hz pass.
  await rafPasses(page, 30);
  assert.equal(await stageAttribute(page, 'data-camera-distance'), distance);
  assert.equal(await stageAttribute(page, 'data-camera-azimuth'), azimuth);
  await page.mouse.wheel(0, 300);
  await page.waitForFunction(() => window.scrollY > 0, null, { timeout: 10_000 });
  await rafPasses(page, 30);
  assert.equal(await stageAttribute(page, 'data-camera-distance'), distance);

  const moved = (await canvas.boundingBox())!;
  const [cx, cy] = [moved.x + moved.width / 2, moved.y + moved.height / 2];
  await page.mouse.move(cx, cy);
  await page.mouse.down();
  for (let step = 1; step <= 8; step++) await page.mouse.move(cx + step * 20, cy);
  await page.mouse.up();
  await page.waitForFunction(
    ([tag, before]) =>
      document
        .querySelector(tag!)
        ?.shadowRoot?.querySelector('.stage-frame')
        ?.getAttribute('data-camera-azimuth') !== before,
    [TAG, azimuth],
    { timeout: 30_000 },
  );
  const after = Number(await stageAttribute(page, 'data-camera-distance'));
  assert.ok(Math.abs(after - Number(distance)) < 1e-3, `orbit changed distance: ${after}`);
  assert.deepEqual(page.errors, []);
}

test('the wheel does not zoom (and scrolls the page); a drag forwarded to the worker orbits at a fixed distance', (t) =>
  wheelAndDrag(t, 'worker'));

test('drawn on the page (?worker=off): the wheel does not zoom; a drag orbits at a fixed distance', (t) =>
  wheelAndDrag(t, 'page'));

test('lazy: no canvas until the section nears the viewport; no frames off screen', async (t) => {
  const page = await open(session, t, { spacer: '3000' });
  // Far below the viewport, the stage stays idle however many frames pass.
  await rafPasses(page, 30);
  assert.equal(await page.locator(`${TAG} canvas`).count(), 0, 'canvas created off screen');
  assert.equal(await page.locator(`${TAG} .stage`).getAttribute('data-state'), 'idle');
  await page.locator(`${TAG} .carousel`).scrollIntoViewIfNeeded();
  await waitForStage(page, TAG);
  assert.ok((await framesDrawn(page, TAG)) > 0);
  // Far above it: the frame loop stops (or the canvas is released). The probe counts the
  // section's canvas even after it leaves the shadow root.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await quietFrames(page, TAG);
  assert.equal(await framesDrawnOver(page, TAG), 0, 'frames drawn while off screen');
});
