/**
 * portfolio-projects' carousel end to end, on the built element: every field follows next/prev
 * and the arrow keys and wraps at both ends, with events and announcements; logo tiles and tag
 * marks; the carousel keeps working when the 3D stage fails; an owner's Draco model draws; phones
 * stack the stage below it.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DRACO_MODEL, dracoModelRoute } from '../support/draco.ts';
import { MOBILE, DESKTOP, sessionForFile, waitForStage } from '../support/e2e.ts';
import {
  changes,
  click,
  fields,
  firedErrors,
  open,
  projectRoutes,
  PROJECTS,
  showsProject,
  TAG,
} from '../support/projects.ts';

const session = sessionForFile({ routes: [...projectRoutes(), dracoModelRoute] });

test('every field follows next and prev, wrapping at both ends, with events and announcements', async (t) => {
  // ?still: one frame per change, so software WebGL leaves the CPU to the text under test.
  const page = await open(session, t, { still: '' });
  await showsProject(page, 0, 'starts at the first project');
  await click(page, 'Previous');
  await showsProject(page, 2, 'previous from the first wraps to the last');
  await click(page, 'Next');
  await showsProject(page, 0, 'next from the last wraps to the first');
  await click(page, 'Next');
  await showsProject(page, 1);
  await click(page, 'Previous');
  await showsProject(page, 0);
  assert.deepEqual(await changes(page), [2, 0, 1, 0]);
  assert.equal(await page.locator(`${TAG} [aria-live="polite"]`).count(), 1);
  assert.deepEqual(page.errors, []);
});

test('Left and Right arrow keys step while the carousel has focus, and only then', async (t) => {
  const page = await open(session, t, { still: '' });
  await page.keyboard.press('ArrowRight');
  assert.equal((await fields(page)).title, PROJECTS[0]!.title, 'keys without focus do nothing');
  await page.locator(`${TAG} .carousel`).focus();
  await page.keyboard.press('ArrowLeft');
  await showsProject(page, 2);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await showsProject(page, 1);
  // Focus on a button inside the carousel still counts.
  await page.locator(`${TAG} button[aria-label="Next project"]`).focus();
  await page.keyboard.press('ArrowRight');
  await showsProject(page, 2);
  assert.deepEqual(await changes(page), [2, 0, 1, 2]);
});

test('logo tiles take the project logoStyle; tag marks have accessible names', async (t) => {
  const page = await open(session, t, { still: '' });
  const tile = page.locator(`${TAG} .logo`);
  assert.equal(
    await tile.evaluate((el) => getComputedStyle(el).backgroundColor),
    'rgb(19, 32, 47)',
  );
  await click(page, 'Next');
  assert.equal(
    await tile.evaluate((el) => getComputedStyle(el).backgroundColor),
    'rgb(28, 26, 67)',
  );
  const names = await page
    .locator(`${TAG} .tags [role="img"]`)
    .evaluateAll((icons) => icons.map((icon) => icon.getAttribute('aria-label')));
  assert.deepEqual(names, ['React', 'Recoil', 'Tailwind CSS']);
  assert.equal(await page.locator(`${TAG} a.live`).count(), 0, 'no link without href');
  await click(page, 'Previous');
  const live = page.locator(`${TAG} a.live`);
  assert.equal(await live.textContent(), 'Check live site');
  assert.equal(await live.getAttribute('target'), '_blank');
  assert.match((await live.getAttribute('rel')) ?? '', /noopener/);
});

test('a model that fails to load shows the fallback; the carousel keeps working', async (t) => {
  const page = await open(session, t, {
    still: '',
    attrs: 'loading="eager" computer-src="/missing-computer.glb"',
  });
  await waitForStage(page, TAG, 'error');
  const fired = await firedErrors(page);
  assert.equal(fired.length, 1, JSON.stringify(fired));
  assert.equal(fired[0]!.source, 'asset');
  assert.match(fired[0]!.message, /missing-computer\.glb/);
  assert.equal(await page.locator(`${TAG} .stage-fallback`).count(), 1);
  await click(page, 'Next');
  await showsProject(page, 1);
  assert.deepEqual(await changes(page), [1]);
});

test("an owner's Draco-compressed model is decoded by the one decoder dist/ ships", async (t) => {
  const page = await open(session, t, {
    still: '',
    attrs: `loading="eager" computer-src="${DRACO_MODEL}"`,
  });
  const decoders: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.includes('draco_')) decoders.push(path);
  });
  await waitForStage(page, TAG, 'ready');
  assert.deepEqual(await firedErrors(page), []);
  assert.deepEqual([...new Set(decoders)].sort(), [
    '/decoders/draco/draco_decoder.wasm',
    '/decoders/draco/draco_wasm_wrapper.js',
  ]);
});

test('phones stack the computer below the carousel; desktops put it to the right', async (t) => {
  for (const [viewport, side] of [
    [MOBILE, 'below'],
    [DESKTOP, 'right'],
  ] as const) {
    const page = await open(session, t, { still: '' }, { viewport });
    const card = (await page.locator(`${TAG} .carousel`).boundingBox())!;
    const stage = (await page.locator(`${TAG} .stage`).boundingBox())!;
    if (side === 'below') assert.ok(stage.y >= card.y + card.height, 'stage not below');
    else assert.ok(stage.x >= card.x + card.width && Math.abs(stage.y - card.y) < 1);
    // One page at a time: the next viewport's page starts on a quiet machine.
    await page.context().close();
  }
});
