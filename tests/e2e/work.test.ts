/**
 * portfolio-work end to end, on the built element in software WebGL: hovering, clicking,
 * focusing and pressing Enter on a job make that job's clip the active action (the stage
 * frame reports it as data-animation); pointer-out and focus leaving the list return to idle;
 * every change fires portfolio-animation-change. Reduced motion holds still frames; an owner's
 * character without some clips plays idle for them, with a console warning; phones get one
 * column.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Route, RunningServer } from '../../server/server.ts';
import {
  drawCountIn,
  installDrawCounter,
  launchChromium,
  MOBILE,
  serveDist,
} from '../support/e2e.ts';

const TAG = 'portfolio-work';
/** Software WebGL on a busy 2-core machine: the first frame can take tens of seconds. */
const STAGE_TIMEOUT = 120_000;

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

let server: RunningServer;
let browser: Browser;

before(async () => {
  server = await serveDist({ routes: [testPage()] });
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

interface Opened {
  page: Page;
  context: BrowserContext;
  warnings: string[];
  errors: string[];
  /** `portfolio-animation-change` names, in order. */
  changes(): Promise<string[]>;
  /** The clip the stage reports as playing. */
  active(): Promise<string | null>;
  /** Waits until the stage reports `name` as the active clip. */
  becomes(name: string): Promise<void>;
}

async function open(
  attrs = '',
  options: {
    reducedMotion?: boolean;
    viewport?: { width: number; height: number };
    /** Wait for the 3D stage's first frame (layout checks need only the text). */
    ready?: boolean;
  } = {},
): Promise<Opened> {
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1440, height: 900 },
    reducedMotion: options.reducedMotion ? 'reduce' : 'no-preference',
  });
  const page = await context.newPage();
  const warnings: string[] = [];
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await installDrawCounter(page);
  await page.addInitScript(() => {
    const record = window as unknown as { __changes: string[] };
    record.__changes = [];
    document.addEventListener('portfolio-animation-change', (event) => {
      record.__changes.push((event as CustomEvent<{ animation: string }>).detail.animation);
    });
  });
  await page.goto(`${server.url}work-e2e.html?${new URLSearchParams({ attrs })}`);
  await page.locator(`${TAG} .job`).first().waitFor();
  if (options.ready !== false) {
    await page.waitForFunction(
      (tag) =>
        document
          .querySelector(tag)
          ?.shadowRoot?.querySelector('.stage')
          ?.getAttribute('data-state') === 'ready',
      TAG,
      { timeout: STAGE_TIMEOUT },
    );
  }
  const active = () =>
    page.evaluate(
      (tag) =>
        document
          .querySelector(tag)
          ?.shadowRoot?.querySelector('.stage-frame')
          ?.getAttribute('data-animation') ?? null,
      TAG,
    );
  return {
    page,
    context,
    warnings,
    errors,
    changes: () => page.evaluate(() => (window as unknown as { __changes: string[] }).__changes),
    active,
    becomes: async (name) => {
      await page.waitForFunction(
        ([tag, clip]) =>
          document
            .querySelector(tag!)
            ?.shadowRoot?.querySelector('.stage-frame')
            ?.getAttribute('data-animation') === clip,
        [TAG, name],
        { timeout: 10_000 },
      );
    },
  };
}

const job = (page: Page, index: number) => page.locator(`${TAG} .job`).nth(index);

test('hover and pointer-out: the job clip plays, then idle; each change fires an event', async () => {
  const { page, context, changes, active, becomes, errors } = await open();
  assert.equal(await active(), 'idle');
  await job(page, 0).hover();
  await becomes('victory');
  assert.equal(await job(page, 0).getAttribute('data-active'), '');
  // Straight onto the next job: no idle in between.
  await job(page, 1).hover();
  await becomes('clapping');
  await page.mouse.move(5, 880);
  await becomes('idle');
  assert.deepEqual(await changes(), ['victory', 'clapping', 'idle']);
  assert.equal(await job(page, 1).getAttribute('data-active'), null);
  assert.deepEqual(errors, []);
  await context.close();
});

test('click, keyboard focus and Enter play the job clip; focus leaving the list returns to idle', async () => {
  const { page, context, changes, becomes } = await open();
  await job(page, 2).click();
  await becomes('salute');
  await page.mouse.move(5, 880);
  await becomes('idle');
  // Keyboard: Tab from the button before the element onto the first job, then the next.
  await page.locator('#before').focus();
  await page.keyboard.press('Tab');
  await becomes('victory');
  await page.keyboard.press('Tab');
  await becomes('clapping');
  // The pointer takes over, then Enter on the focused job brings its clip back.
  await job(page, 2).hover();
  await becomes('salute');
  await page.keyboard.press('Enter');
  await becomes('clapping');
  await page.mouse.move(5, 880);
  await becomes('idle');
  await page.keyboard.press('Shift+Tab');
  await becomes('victory');
  await page.keyboard.press('Shift+Tab');
  await becomes('idle');
  assert.deepEqual(await changes(), [
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
  await context.close();
});

test('reduced motion: each pose is a still frame and no frames run in between', async () => {
  const { page, context, becomes } = await open('', { reducedMotion: true });
  await job(page, 0).hover();
  await becomes('victory');
  await page.waitForTimeout(500);
  const before = await drawCountIn(page, TAG);
  await page.waitForTimeout(1500);
  assert.equal(await drawCountIn(page, TAG), before, 'frames ran under reduced motion');
  await context.close();
});

test('an owner character without some clips plays idle for them, with a warning', async () => {
  // The default character file carries only the idle clip; the others live in clip files.
  const { page, context, changes, active, warnings } = await open(
    'character-src="./models/character.glb"',
  );
  assert.ok(
    warnings.some((text) => /no "salute" clip; idle plays instead/.test(text)),
    `warnings: ${warnings.join(' | ')}`,
  );
  await job(page, 2).hover();
  await page.waitForFunction(() => (window as unknown as { __changes: string[] }).__changes.length);
  assert.deepEqual(await changes(), ['salute']);
  assert.equal(await active(), 'idle');
  await context.close();
});

test('a character that fails to load: fallback, portfolio-error, and the jobs still work', async () => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const record = window as unknown as { __failures: unknown[]; __changes: string[] };
    record.__failures = [];
    record.__changes = [];
    document.addEventListener('portfolio-error', (event) =>
      record.__failures.push((event as CustomEvent).detail),
    );
    document.addEventListener('portfolio-animation-change', (event) =>
      record.__changes.push((event as CustomEvent<{ animation: string }>).detail.animation),
    );
  });
  await page.goto(
    `${server.url}work-e2e.html?${new URLSearchParams({ attrs: 'character-src="./missing.glb"' })}`,
  );
  await page.waitForFunction(
    (tag) =>
      document
        .querySelector(tag)
        ?.shadowRoot?.querySelector('.stage')
        ?.getAttribute('data-state') === 'error',
    TAG,
    { timeout: STAGE_TIMEOUT },
  );
  const failures = await page.evaluate(
    () => (window as unknown as { __failures: { source: string; message: string }[] }).__failures,
  );
  assert.equal(failures[0]?.source, 'asset');
  assert.match(failures[0]!.message, /missing\.glb/);
  await job(page, 1).hover();
  await page.waitForFunction(() => (window as unknown as { __changes: string[] }).__changes.length);
  assert.deepEqual(
    await page.evaluate(() => (window as unknown as { __changes: string[] }).__changes),
    ['clapping'],
  );
  await context.close();
});

test('phones: one column, the character above the jobs', async () => {
  const { page, context } = await open('', { viewport: MOBILE, ready: false });
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
  await context.close();
});
