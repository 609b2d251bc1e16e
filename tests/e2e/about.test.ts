/**
 * portfolio-about on the built standalone page: the copy-email card against the real clipboard
 * (and its fallbacks), the globe's pixels, frames and context, the Contact Me link, and no
 * request leaving 127.0.0.1.
 */
import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import type { Page } from 'playwright-core';
import {
  drawnIn,
  drawsPast,
  framesDrawn,
  framesDrawnOver,
  MOBILE,
  openPage,
  quietFrames,
  rafPasses,
  scrolledTo,
  scrollThrough,
  sessionForFile,
  upgraded,
  waitForEvent,
  waitForStage,
  type OpenPageOptions,
  type TestPage,
  workersClosed,
} from '../support/e2e.ts';
import { lumaOf, screenPixels } from '../support/pixels.ts';

const ABOUT = 'portfolio-about';
const COPY_BUTTON = `${ABOUT} .copy-button`;
const ICON = `${ABOUT} .copy-icon`;
/** Software WebGL on a busy two-core machine: building the globe can take a while. */
const STAGE_TIMEOUT_MS = 60_000;
/** The spec's copy confirmation. */
const CONFIRMATION_MS = 2000;

const session = sessionForFile();

/** A fresh page scrolled to the globe, once the globe has drawn. */
async function openGlobe(
  t: TestContext,
  { query = '', ...options }: OpenPageOptions & { query?: string } = {},
): Promise<TestPage> {
  const page = await openPage(session, t, options);
  await page.goto(`${session.server.url}${query}`);
  // The prerendered globe frame is replaced when the element takes over: use the live one.
  await upgraded(page, ABOUT);
  await page.locator(`${ABOUT} .globe-frame`).scrollIntoViewIfNeeded();
  await waitForStage(page, ABOUT);
  return page;
}

/** The e-mail the page is configured with (its inline content block). */
function configuredEmail(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      (
        JSON.parse(document.getElementById('portfolio-content')!.textContent!) as {
          owner: { email: string };
        }
      ).owner.email,
  );
}

async function openWithClipboard(
  t: TestContext,
  options: { refuse?: 'api' | 'all' } = {},
): Promise<Page> {
  const page = await openPage(session, t);
  await page
    .context()
    .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: session.server.url });
  if (options.refuse) {
    // As a page whose Permissions-Policy or iframe refuses clipboard-write would behave. A
    // string, not a function: tsx's name helpers do not exist in the page.
    await page.addInitScript(`
      Object.defineProperty(Clipboard.prototype, 'writeText', {
        value: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
      });
      window.__execCopies = 0;
      const execCommand = document.execCommand.bind(document);
      document.execCommand = (command) => {
        window.__execCopies += 1;
        return ${options.refuse === 'all' ? 'false' : 'execCommand(command)'};
      };
    `);
  }
  await page.goto(session.server.url);
  // The prerendered card is replaced when the element takes over: use the live one.
  await upgraded(page, ABOUT);
  await page.locator(COPY_BUTTON).scrollIntoViewIfNeeded();
  return page;
}

function execCopies(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __execCopies: number }).__execCopies);
}

/** Pixels whose luma differs by more than noise between two `canvasPixels` readings. */
const pixelsChanged = (first: number[], second: number[]) =>
  first.filter((value, i) => Math.abs(value - second[i]!) > 8).length;

function readClipboard(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

/** The globe canvas's luma as the screen shows it, and its variance. */
async function canvasPixels(page: Page): Promise<{ variance: number; data: number[] }> {
  const { luma, variance } = lumaOf(
    await screenPixels(page, page.locator(`${ABOUT} .globe-stage canvas`)),
  );
  return { variance, data: luma };
}

test('the copy card puts the configured e-mail on the clipboard; the check shows for 2 s', async (t) => {
  const page = await openWithClipboard(t);
  const email = await configuredEmail(page);
  // The timing below is the page's own: let the globe beside the card finish starting (seconds of
  // main-thread work in software WebGL) so its start-up does not hold up the 2 s timer.
  await waitForStage(page, ABOUT);
  assert.equal(await page.locator(ICON).getAttribute('data-icon'), 'copy');
  const copied = waitForEvent<{ email: string }>(page, ABOUT, 'portfolio-copy', 30_000);

  // Record the icon's changes in the page, on the page's clock.
  await page.evaluate(() => {
    const root = document.querySelector('portfolio-about')!.shadowRoot!;
    const log: [string, number][] = [];
    (window as unknown as { __iconLog: typeof log }).__iconLog = log;
    root
      .querySelector('.copy-button')!
      .addEventListener('click', () => log.push(['click', performance.now()]), { capture: true });
    new MutationObserver(() => {
      const icon = root.querySelector('.copy-icon')?.getAttribute('data-icon');
      if (icon && log.at(-1)?.[0] !== icon) log.push([icon, performance.now()]);
    }).observe(root, { subtree: true, attributes: true, attributeFilter: ['data-icon'] });
  });

  await page.locator(COPY_BUTTON).click();
  await page.locator(`${ICON}[data-icon="check"]`).waitFor();
  assert.equal(await readClipboard(page), email);
  assert.deepEqual(await copied, { email });
  assert.match((await page.locator(`${ABOUT} .copy-status`).textContent())!, /Copied/);

  // The one real wait: the check goes back to the copy icon after COPY_CONFIRMATION_MS.
  await page.locator(`${ICON}[data-icon="copy"]`).waitFor({ timeout: CONFIRMATION_MS + 6000 });
  const log = await page.evaluate(
    () => (window as unknown as { __iconLog: [string, number][] }).__iconLog,
  );
  assert.deepEqual(
    log.map(([event]) => event),
    ['click', 'check', 'copy'],
  );
  // The 2 s run from the copy, which follows the click: never less than that after the click;
  // more only by the clipboard write and a busy main thread: the other 3D sections still start
  // in software WebGL (a model decoded on the main thread can hold a timer up for 2-3 s).
  const shownFor = log[2]![1] - log[0]![1];
  assert.ok(shownFor >= CONFIRMATION_MS, `check gone ${shownFor.toFixed(0)} ms after the click`);
  assert.ok(shownFor < CONFIRMATION_MS + 4000, `check still there after ${shownFor.toFixed(0)} ms`);
});

test('Enter and Space on the copy button copy too (it is a real button)', async (t) => {
  const page = await openWithClipboard(t);
  const email = await configuredEmail(page);
  await page.evaluate(() => navigator.clipboard.writeText('something else'));
  await page.locator(COPY_BUTTON).focus();
  await page.keyboard.press('Enter');
  await page.locator(`${ICON}[data-icon="check"]`).waitFor();
  assert.equal(await readClipboard(page), email);

  await page.evaluate(() => navigator.clipboard.writeText('something else'));
  await page.keyboard.press('Space');
  await page.waitForFunction(
    (expected) => navigator.clipboard.readText().then((text) => text === expected),
    email,
  );
});

test('where the Clipboard API is refused, the address is copied from a selected field', async (t) => {
  const page = await openWithClipboard(t, { refuse: 'api' });
  const email = await configuredEmail(page);
  const copied = waitForEvent<{ email: string }>(page, ABOUT, 'portfolio-copy', 30_000);
  await page.locator(COPY_BUTTON).click();
  await page.locator(`${ICON}[data-icon="check"]`).waitFor();
  assert.deepEqual(await copied, { email });
  assert.equal(await readClipboard(page), email);
  assert.equal(await execCopies(page), 1, 'the copy command was not the one that copied');
});

test('where every way to copy is refused, the address is shown selected with instructions', async (t) => {
  const page = await openWithClipboard(t, { refuse: 'all' });
  const email = await configuredEmail(page);
  await page.locator(COPY_BUTTON).click();
  const field = page.locator(`${ABOUT} .copy-field`);
  await field.waitFor();
  assert.equal(await field.inputValue(), email);
  const selection = await field.evaluate((input: HTMLInputElement) => [
    input.selectionStart,
    input.selectionEnd,
    (input.getRootNode() as ShadowRoot).activeElement === input,
  ]);
  assert.deepEqual(selection, [0, email.length, true]);
  assert.match((await page.locator(`${ABOUT} .copy-status`).textContent())!, /Ctrl\+C/);
  assert.equal(await page.locator(ICON).getAttribute('data-icon'), 'copy');
  assert.equal(await execCopies(page), 1);
});

test('the globe renders non-blank pixels in a worker, stops off screen and lets the worker go far away', async (t) => {
  const page = await openGlobe(t, { probe: true });
  await rafPasses(page, 5);
  const { variance } = await canvasPixels(page);
  assert.ok(variance > 50, `globe canvas looks blank (luma variance ${variance.toFixed(1)})`);
  assert.ok((await framesDrawn(page, ABOUT)) > 0);

  // Off screen but within one viewport height: mounted, no frames.
  await page.evaluate(() => {
    const about = document.querySelector('portfolio-about')!;
    const stage = about.shadowRoot!.querySelector('.stage')!.getBoundingClientRect();
    window.scrollBy({ top: stage.bottom + 40, behavior: 'instant' });
  });
  await quietFrames(page, ABOUT);
  assert.equal(await framesDrawnOver(page, ABOUT), 0, 'the globe drew frames off screen');

  // Far away: the stage unmounts, and the worker that drew it, with its context, is gone.
  assert.equal(await drawnIn(page, `${ABOUT} canvas`), 'worker');
  await page.evaluate(() =>
    window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }),
  );
  await waitForStage(page, ABOUT, 'idle');
  // At the page's end the hero is released too; the work section's worker draws there.
  await workersClosed(page, ['portfolio-hero', ABOUT]);
  assert.equal(
    await page.evaluate(
      () => !!document.querySelector('portfolio-about')!.shadowRoot!.querySelector('canvas'),
    ),
    false,
  );
  assert.deepEqual(page.errors, []);
});

test('drawn on the page (?worker=off), a lost globe context keeps its last frame and fires portfolio-error; restored, it draws again', async (t) => {
  const page = await openGlobe(t, { probe: true, query: '?worker=off' });
  // A drawing stage keeps a copy of a frame for a loss (one at its first frame, then every 2 s).
  await page.locator(`${ABOUT} .stage-snapshot[data-pixels]`).waitFor({ state: 'attached' });
  const error = waitForEvent(page, ABOUT, 'portfolio-error', 30_000);
  await page.evaluate(() => {
    const canvas = document.querySelector('portfolio-about')!.shadowRoot!.querySelector('canvas')!;
    const lose = canvas.getContext('webgl2')!.getExtension('WEBGL_lose_context')!;
    (window as unknown as { __lose: WEBGL_lose_context }).__lose = lose;
    lose.loseContext();
  });
  assert.deepEqual(await error, { source: 'webgl', message: 'WebGL context lost' });
  await waitForStage(page, ABOUT, 'lost');
  assert.equal(await page.locator(`${ABOUT} .stage-snapshot`).isVisible(), true);
  assert.equal(await page.locator(`${ABOUT} .stage-fallback`).count(), 0);
  assert.equal(await page.locator(COPY_BUTTON).isVisible(), true);
  assert.equal(await page.locator(`${ABOUT} a.button-primary`).isVisible(), true);

  await page.evaluate(() =>
    (window as unknown as { __lose: WEBGL_lose_context }).__lose.restoreContext(),
  );
  await waitForStage(page, ABOUT, 'ready');
  await drawsPast(page, ABOUT, await framesDrawn(page, ABOUT), STAGE_TIMEOUT_MS);
  assert.equal(await page.locator(`${ABOUT} .stage-fallback`).count(), 0);
  assert.equal(await page.locator(`${ABOUT} .stage-snapshot`).isVisible(), false);
  const { variance } = await canvasPixels(page);
  assert.ok(variance > 50, `restored globe looks blank (luma variance ${variance.toFixed(1)})`);
});

test('the marker names the configured place and sits on the globe while it faces the viewer', async (t) => {
  const page = await openGlobe(t, { reducedMotion: 'reduce' });
  await rafPasses(page, 3);
  const marker = page.locator(`${ABOUT} .globe-marker`);
  assert.equal(await marker.getAttribute('data-hidden'), 'false');
  assert.equal(await marker.locator('.globe-marker-label').textContent(), 'Seattle');
  // The view starts east of the marker and tilted halfway to it: left of centre and above it.
  const dot = (await marker.locator('.globe-marker-dot').boundingBox())!;
  const stage = (await page.locator(`${ABOUT} .globe-stage canvas`).boundingBox())!;
  const [cx, cy] = [stage.x + stage.width / 2, stage.y + stage.height / 2];
  const [mx, my] = [dot.x + dot.width / 2, dot.y + dot.height / 2];
  assert.ok(mx < cx && mx > stage.x + stage.width * 0.2, `marker x ${mx} (centre ${cx})`);
  assert.ok(my < cy && my > stage.y + stage.height * 0.15, `marker y ${my} (centre ${cy})`);
});

test('without reduced motion the globe turns', async (t) => {
  const page = await openGlobe(t, { reducedMotion: 'no-preference' });
  // Past the scale-in (its first second), counted in frames: each frame turns the globe on.
  await rafPasses(page, 90);
  // Then turning: read every 10 frames until 200 pixels have moved, at most 90 frames.
  const first = await canvasPixels(page);
  let changed = 0;
  for (let frames = 0; frames < 90 && changed <= 200; frames += 10) {
    await rafPasses(page, 10);
    changed = pixelsChanged(first.data, (await canvasPixels(page)).data);
  }
  assert.ok(changed > 200, `only ${changed} pixels changed: the globe is not turning`);
});

test('Contact Me links to #contact and scrolls there', async (t) => {
  const page = await openPage(session, t, { viewport: MOBILE });
  await page.goto(session.server.url);
  await upgraded(page, ABOUT);
  const button = page.locator(`${ABOUT} a.button-primary`);
  await button.scrollIntoViewIfNeeded();
  assert.equal(await button.textContent(), 'Contact Me');
  assert.equal(await button.getAttribute('href'), '#contact');
  await button.click();
  await page.waitForFunction(() => location.hash === '#contact');
  await scrolledTo(page, 'contact');
});

test('no request leaves 127.0.0.1 while the whole page loads, globe included', async (t) => {
  const page = await openPage(session, t);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto(session.server.url, { waitUntil: 'networkidle' });
  // Walk down the page so every lazy section (the globe among them) loads its chunk and data.
  await scrollThrough(page);
  await page.locator(`${ABOUT} .globe-frame`).scrollIntoViewIfNeeded();
  await waitForStage(page, ABOUT);
  await page.waitForLoadState('networkidle');
  assert.ok(
    requests.some((url) => /globe-stage-[\w-]+\.js$/.test(url)),
    'the globe chunk loaded',
  );
  const origin = new URL(session.server.url).origin;
  const outside = requests.filter(
    (url) => !url.startsWith(`${origin}/`) && !/^(data|blob):/.test(url),
  );
  assert.deepEqual(outside, []);
  assert.ok(origin.startsWith('http://127.0.0.1:'));
});
