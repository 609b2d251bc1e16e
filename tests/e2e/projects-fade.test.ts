/**
 * portfolio-projects' text fade end to end: the new slide's text fades in, staggered, one fade
 * per element however fast the changes come; removal mid-fade cancels it quietly; reduced
 * motion shows the text at once.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { sessionForFile, waitForStage } from '../support/e2e.ts';
import { click, fields, open, projectRoutes, PROJECTS, TAG } from '../support/projects.ts';

const session = sessionForFile({ routes: projectRoutes() });

/** Opacity of every faded element on each animation frame for `ms` after a click on Next. */
async function opacitiesAfterNext(page: Page, ms: number): Promise<number[][]> {
  // A string, not a function: the sampler names its own callback, which the test runner's
  // transform would otherwise wrap in a helper the page does not have.
  const sampling = page.evaluate(`new Promise((resolve) => {
    const root = document.querySelector('${TAG}').shadowRoot;
    const samples = [];
    const start = performance.now();
    function sample() {
      samples.push([...root.querySelectorAll('[data-fade]')].map((el) => Number(getComputedStyle(el).opacity)));
      if (performance.now() - start < ${ms}) requestAnimationFrame(sample);
      else resolve(samples);
    }
    requestAnimationFrame(sample);
  })`) as Promise<number[][]>;
  await click(page, 'Next');
  return sampling;
}

async function settled(page: Page) {
  await page.waitForFunction(
    (tag) =>
      [...document.querySelector(tag)!.shadowRoot!.querySelectorAll('[data-fade]')].every(
        (el) => getComputedStyle(el).opacity === '1',
      ),
    TAG,
    { timeout: 60_000 },
  );
}

test('text fades in on each change, staggered', async (t) => {
  const page = await open(session, t, { still: '' });
  // The demo computer loads beside the text; in software WebGL that holds the main thread for
  // seconds, which would leave the sampler a frame or two. Sample once it is drawn.
  await waitForStage(page, TAG);
  await settled(page);
  const samples = await opacitiesAfterNext(page, 2500);
  const columns = samples[0]!.map((_, i) => samples.map((row) => row[i]!));
  assert.equal(columns.length, 4, 'title, desc, subdesc and the tag row fade');
  for (const [i, column] of columns.entries()) {
    assert.ok(Math.min(...column) < 0.5, `element ${i} never faded: ${column.join(',')}`);
  }
  // Staggered: while the title is half in, the tag row (last) is further behind.
  const mid = samples.find((row) => row[0]! >= 0.5 && row[0]! < 1);
  if (mid) assert.ok(mid[3]! < mid[0]!, `no stagger: ${mid.join(',')}`);
  await settled(page);
});

test('rapid changes leave one fade per element; removal mid-fade cancels it quietly', async (t) => {
  const page = await open(session, t, { still: '' });
  await settled(page);
  // In the page, so three clicks and the removal all fall well inside one 1 s fade. No named
  // functions in here: the test runner's transform would wrap them in a helper the page lacks.
  const { counts, states } = await page.evaluate(async (tag) => {
    const element = document.querySelector(tag)!;
    const root = element.shadowRoot!;
    const next = root.querySelector<HTMLButtonElement>('button[aria-label="Next project"]')!;
    // A task between clicks, so each one's update commits before the next.
    for (let i = 0; i < 3; i++) {
      next.click();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    const faded = [...root.querySelectorAll('[data-fade]')];
    const counts = faded.map((el) => el.getAnimations().length);
    const fades = faded.flatMap((el) => el.getAnimations());
    element.remove();
    // The next frame and the task after it: the unmount's cleanup has run by then.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    return { counts, states: fades.map((animation) => animation.playState) };
  }, TAG);
  assert.deepEqual(counts, [1, 1, 1, 1], 'a fade left running by an earlier click');
  assert.deepEqual(states, ['idle', 'idle', 'idle', 'idle'], 'fades still running after removal');
  assert.deepEqual(page.errors, []);
});

test('reduced motion: the new text shows at once', async (t) => {
  const page = await open(session, t, { still: '' }, { reducedMotion: 'reduce' });
  const samples = await opacitiesAfterNext(page, 800);
  assert.equal((await fields(page)).title, PROJECTS[1]!.title);
  assert.ok(
    samples.every((row) => row.every((value) => value === 1)),
    `faded under reduced motion: ${JSON.stringify(samples.slice(0, 5))}`,
  );
});
