/**
 * portfolio-work end to end, on the built element in software WebGL: hovering, clicking,
 * focusing and pressing Enter on a job make that job's clip the active action (the stage
 * frame reports it as data-animation); pointer-out and focus leaving the list return to idle;
 * every change fires portfolio-animation-change. Reduced motion holds still frames; an owner's
 * character without some clips plays idle for them, with a console warning; phones get one
 * column.
 */
import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import type { BrowserContextOptions, Page } from 'playwright-core';
import type { Route } from '../../server/server.ts';
import {
  drawnIn,
  framesDrawnOver,
  MOBILE,
  openPage,
  quietFrames,
  recorded,
  sessionForFile,
  shadowAttribute,
  waitForRecorded,
  waitForShadowAttribute,
  waitForStage,
} from '../support/e2e.ts';

const TAG = 'portfolio-work';

const JOBS = [
  { id: 1, name: 'Acme', position: 'Engineer', duration: '2022 - Present', animation: 'victory' },
  { id: 2, name: 'Globex', position: 'Full Stack', duration: '2021 - 2022', animation: 'clapping' },
  { id: 3, name: 'Initech', position: 'Full Stack', duration: '2019 - 2021', animation: 'salute' },
].map((job) => ({ ...job, title: `${job.name} description.`, icon: '/e2e-logo.svg' }));

/** /work-e2e.html?attrs=...: the element alone, with its own jobs and room to scroll away. */
function testPage(): Route {
  return (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/e2e-logo.svg') {
      res.writeHead(200, { 'content-type': 'image/svg+xml' });
      res.end(
        '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#2563eb"/></svg>',
      );
      return true;
    }
    if (url.pathname !== '/work-e2e.html') return false;
    const attrs = url.searchParams.get('attrs') ?? '';
    const config = JSON.stringify({ work: { title: 'Test jobs', jobs: JOBS } });
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<script type="module" src="./elements/portfolio-work.js"></script></head>
<body style="margin:0;background:#010103"><button id="before">before</button>
<${TAG} loading="eager" ${attrs}><script type="application/json">${config}</script></${TAG}>
<div style="height:1600px"></div></body></html>`);
    return true;
  };
}

const session = sessionForFile({ routes: [testPage()] });

/**
 * The test page on a fresh page of the session, with the WebGL probe, `portfolio-animation-change`
 * and `portfolio-error` details recorded for `changes` and `failures`, and console warnings on
 * `warnings`. Motion is wanted unless `options` asks for `reducedMotion: 'reduce'`.
 */
async function open(
  t: TestContext,
  attrs = '',
  options: BrowserContextOptions & {
    /** Wait for the 3D stage's first frame (layout checks need only the text). */
    ready?: boolean;
    /** More of the page's query (`worker=off`). */
    query?: string;
  } = {},
) {
  const { ready = true, query = '', ...contextOptions } = options;
  const newPage = await openPage(session, t, {
    reducedMotion: 'no-preference',
    ...contextOptions,
    probe: true,
    record: ['portfolio-animation-change', 'portfolio-error'],
  });
  // Console warnings, in order, beside the page errors newPage collects.
  const page = Object.assign(newPage, { warnings: [] as string[] });
  page.on('console', (message) => {
    if (message.type() === 'warning') page.warnings.push(message.text());
  });
  const search = [new URLSearchParams({ attrs }), query].filter(Boolean).join('&');
  await page.goto(`${session.server.url}work-e2e.html?${search}`);
  await page.locator(`${TAG} .job`).first().waitFor();
  if (ready) await waitForStage(page, TAG, 'ready');
  return page;
}

/** `portfolio-animation-change` names, in order. */
async function changes(page: Page): Promise<string[]> {
  const details = await recorded<{ animation: string }>(page, 'portfolio-animation-change');
  return details.map((detail) => detail.animation);
}

/** `portfolio-error` details, in order. */
function failures(page: Page) {
  return recorded<{ source: string; message: string }>(page, 'portfolio-error');
}

/** The clip the stage reports as playing. */
const active = (page: Page) => shadowAttribute(page, TAG, '.stage-frame', 'data-animation');

/** Waits until the stage reports `name` as the active clip. */
const becomes = (page: Page, name: string) =>
  waitForShadowAttribute(page, TAG, '.stage-frame', 'data-animation', name);

const job = (page: Page, index: number) => page.locator(`${TAG} .job`).nth(index);

/** Hover and pointer-out over the jobs, with the character drawn `where`. */
async function hoverJobs(t: TestContext, where: 'worker' | 'page') {
  const page = await open(t, '', { query: where === 'page' ? 'worker=off' : '' });
  // In a worker the clip reaches the scene in a message, and the clip playing comes back in one.
  assert.equal(await drawnIn(page, `${TAG} canvas`), where);
  assert.equal(await active(page), 'idle');
  await job(page, 0).hover();
  await becomes(page, 'victory');
  assert.equal(await job(page, 0).getAttribute('data-active'), '');
  // Straight onto the next job: no idle in between.
  await job(page, 1).hover();
  await becomes(page, 'clapping');
  await page.mouse.move(5, 880);
  await becomes(page, 'idle');
  assert.deepEqual(await changes(page), ['victory', 'clapping', 'idle']);
  assert.equal(await job(page, 1).getAttribute('data-active'), null);
  assert.deepEqual(page.errors, []);
}

test('hover and pointer-out: the job clip plays, then idle; each change fires an event', (t) =>
  hoverJobs(t, 'worker'));

test('drawn on the page (?worker=off): hover plays the job clip, pointer-out idle', (t) =>
  hoverJobs(t, 'page'));

test('click, keyboard focus and Enter play the job clip; focus leaving the list returns to idle', async (t) => {
  const page = await open(t);
  await job(page, 2).click();
  await becomes(page, 'salute');
  await page.mouse.move(5, 880);
  await becomes(page, 'idle');
  // Keyboard: Tab from the button before the element onto the first job, then the next.
  await page.locator('#before').focus();
  await page.keyboard.press('Tab');
  await becomes(page, 'victory');
  await page.keyboard.press('Tab');
  await becomes(page, 'clapping');
  // The pointer takes over, then Enter on the focused job brings its clip back.
  await job(page, 2).hover();
  await becomes(page, 'salute');
  await page.keyboard.press('Enter');
  await becomes(page, 'clapping');
  await page.mouse.move(5, 880);
  await becomes(page, 'idle');
  await page.keyboard.press('Shift+Tab');
  await becomes(page, 'victory');
  await page.keyboard.press('Shift+Tab');
  await becomes(page, 'idle');
  assert.deepEqual(await changes(page), [
    'salute',
    'idle',
    'victory',
    'clapping',
    'salute',
    'clapping',
    'idle',
    'victory',
    'idle',
  ]);
});

test('reduced motion: each pose is a still frame and no frames run in between', async (t) => {
  const page = await open(t, '', { reducedMotion: 'reduce' });
  await job(page, 0).hover();
  await becomes(page, 'victory');
  await quietFrames(page, TAG);
  assert.equal(await framesDrawnOver(page, TAG), 0, 'frames ran under reduced motion');
});

test('an owner character without some clips plays idle for them, with a warning', async (t) => {
  // The default character file carries only the idle clip; the others live in clip files.
  const page = await open(t, 'character-src="./models/character.glb"');
  assert.ok(
    page.warnings.some((text) => /no "salute" clip; idle plays instead/.test(text)),
    `warnings: ${page.warnings.join(' | ')}`,
  );
  await job(page, 2).hover();
  await waitForRecorded(page, 'portfolio-animation-change');
  assert.deepEqual(await changes(page), ['salute']);
  assert.equal(await active(page), 'idle');
});

test('a character that fails to load: fallback, portfolio-error, and the jobs still work', async (t) => {
  const page = await open(t, 'character-src="./missing.glb"', { ready: false });
  await waitForStage(page, TAG, 'error');
  const fired = await failures(page);
  assert.equal(fired[0]?.source, 'asset');
  assert.match(fired[0]!.message, /missing\.glb/);
  await job(page, 1).hover();
  await waitForRecorded(page, 'portfolio-animation-change');
  assert.deepEqual(await changes(page), ['clapping']);
});

test('phones: one column, the character above the jobs', async (t) => {
  const page = await open(t, '', { viewport: MOBILE, ready: false });
  // No named helpers inside evaluate: the test's compiler would reference its own runtime.
  const boxes = await page.evaluate((tag) => {
    const root = document.querySelector(tag)!.shadowRoot!;
    return {
      stage: root.querySelector('.stage')!.getBoundingClientRect().toJSON() as DOMRect,
      jobs: root.querySelector('.jobs-card')!.getBoundingClientRect().toJSON() as DOMRect,
    };
  }, TAG);
  assert.ok(boxes.stage.bottom <= boxes.jobs.top, 'the stage sits above the jobs');
  assert.ok(Math.abs(boxes.stage.width - boxes.jobs.width) < 1, 'both span the column');
  assert.ok(boxes.stage.width <= MOBILE.width);
});
