/**
 * portfolio-hero end to end, on the built page in software WebGL: the desk scene draws a real
 * picture; the greeting and skills type, with the full text for screen readers all along;
 * reduced motion shows the full text at once and a still scene; the button scrolls to #about;
 * an owner's desk-src that 404s falls back without taking the text or the button down.
 */
import assert from 'node:assert/strict';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import {
  framesDrawn,
  framesDrawnOver,
  interLoaded,
  openPage,
  quietFrames,
  rafPasses,
  recorded,
  scrolledTo,
  sessionForFile,
  upgraded,
  waitForStage,
} from '../support/e2e.ts';
import { colourStats, screenPixels } from '../support/pixels.ts';
import { waitUntil } from '../support/poll.ts';

const HERO = 'portfolio-hero';
/** Software WebGL on a busy 2-core machine: first frames can take tens of seconds. */
const SLOW = 120_000;
const GREETING = 'Hi, I am Jordan';
/** The spec's skills, as the built-in sample content holds them. */
const PHRASES = [
  'Full-Stack Engineer',
  'Frontend Development',
  'CI/CD',
  'Test-Driven Development',
  'Scalability Optimization',
  'API Design & Development',
];

/** A page with only the hero (its desk model missing) and an #about target below it. */
function brokenDeskPage(req: IncomingMessage, res: ServerResponse): boolean {
  if (new URL(req.url ?? '/', 'http://x').pathname !== '/hero-missing-desk.html') return false;
  res.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>hero</title>
<script type="module" src="/portfolio-elements.js"></script></head>
<body style="margin:0;background:#010103">
<portfolio-hero id="home" loading="eager" desk-src="/models/missing-desk.glb"></portfolio-hero>
<div id="about" style="height:2000px;color:#fff">About</div>
</body></html>`);
  return true;
}

/**
 * The hero alone, rendered by its script: the standalone page is prerendered, and there it
 * starts with the greeting already typed (tests/e2e/prerender.test.ts).
 */
function heroAlonePage(req: IncomingMessage, res: ServerResponse): boolean {
  if (new URL(req.url ?? '/', 'http://x').pathname !== '/hero-alone.html') return false;
  res.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>hero</title>
<script type="module" src="/portfolio-elements.js"></script></head>
<body style="margin:0;background:#010103"><portfolio-hero id="home"></portfolio-hero></body></html>`);
  return true;
}

const session = sessionForFile({ routes: [brokenDeskPage, heroAlonePage] });

/** The visually hidden (screen reader) and the on-screen text of each typed line. */
async function lines(page: Page) {
  await page.waitForFunction(
    (tag) => document.querySelector(tag)?.shadowRoot?.querySelectorAll('.typed-line').length === 2,
    HERO,
  );
  return page.evaluate((tag) => {
    const root = document.querySelector(tag)!.shadowRoot!;
    return [...root.querySelectorAll('.typed-line')].map((line) => ({
      full: line.querySelector('.visually-hidden')!.textContent,
      typed: line.querySelector('.typed-text')!.textContent,
      typedHidden: line.querySelector('.typed-text')!.getAttribute('aria-hidden'),
      caret: !!line.querySelector('.typed-caret'),
    }));
  }, HERO);
}

test('the desk scene draws a lit, colourful picture in software WebGL', async (t) => {
  const page = await openPage(session, t, { probe: true });
  await page.goto(session.server.url);
  await waitForStage(page, 'portfolio-hero', 'ready');
  assert.ok((await framesDrawn(page, HERO)) > 0);
  const stats = colourStats(await screenPixels(page, page.locator(`${HERO} canvas`)));
  // A blank or flat canvas has a handful of colours; the desk, photo and logos have hundreds.
  assert.ok(stats.colours > 400, `only ${stats.colours} colours on the canvas`);
  assert.ok(stats.litShare > 0.08, `only ${(stats.litShare * 100).toFixed(1)}% of it is lit`);
  assert.deepEqual(page.errors, []);
});

test('the greeting types, then the skills; screen readers get each line whole meanwhile', async (t) => {
  const page = await openPage(session, t);
  // Every text the greeting shows, sampled from the first moment the element renders.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __greeting: string[] }).__greeting = seen;
    setInterval(() => {
      const text = document
        .querySelector('portfolio-hero')
        ?.shadowRoot?.querySelector('.typed-text')?.textContent;
      if (text != null && seen.at(-1) !== text) seen.push(text);
    }, 10);
  });
  await page.goto(`${session.server.url}hero-alone.html`);
  const [greeting, skills] = await lines(page);
  assert.equal(greeting!.full, GREETING);
  assert.equal(skills!.full, PHRASES.join(', '));
  assert.equal(greeting!.typedHidden, 'true');
  assert.equal(skills!.typedHidden, 'true');
  await page.waitForFunction(
    (tag) =>
      (document.querySelector(tag)!.shadowRoot!.querySelectorAll('.typed-text')[1]?.textContent
        ?.length ?? 0) > 0,
    HERO,
    { timeout: SLOW },
  );
  // The greeting was typed a character at a time from nothing, never shown whole at once.
  const seen = await page.evaluate(
    () => (window as unknown as { __greeting: string[] }).__greeting,
  );
  assert.equal(seen.at(-1), GREETING);
  assert.ok(seen.length >= 5, `greeting went ${JSON.stringify(seen)}`);
  for (const [i, text] of seen.entries()) {
    assert.ok(GREETING.startsWith(text), `"${text}" is not the start of the greeting`);
    if (i > 0) assert.ok(text.length > seen[i - 1]!.length, 'the greeting went backwards');
  }
  const [typedGreeting, typing] = await lines(page);
  assert.equal(typedGreeting!.typed, GREETING);
  assert.equal(typedGreeting!.caret, false);
  assert.equal(typing!.caret, true);
  assert.ok(
    PHRASES.some((phrase) => phrase.startsWith(typing!.typed!)),
    `"${typing!.typed}" is not the start of a skill`,
  );
  // The full text stayed available throughout.
  assert.equal(typing!.full, PHRASES.join(', '));
});

test('reduced motion: the full text at once, no caret, and a still scene', async (t) => {
  const page = await openPage(session, t, { reducedMotion: 'reduce', probe: true });
  await page.goto(session.server.url);
  const [greeting, skills] = await lines(page);
  assert.equal(greeting!.typed, GREETING);
  assert.equal(skills!.typed!.replaceAll('\u00a0', ' '), PHRASES.join(' · '));
  assert.equal(greeting!.caret || skills!.caret, false);
  assert.equal(await page.locator(`${HERO} .hero-skills`).isVisible(), true);
  await waitForStage(page, 'portfolio-hero', 'ready');
  // A still scene draws on demand only: no new frames once it has settled, pointer or not.
  await quietFrames(page, HERO);
  await page.mouse.move(200, 300);
  await page.mouse.move(1200, 600);
  assert.equal(await framesDrawnOver(page, HERO), 0, 'the scene kept drawing');
});

test("on Lighthouse's phone, the web fonts' arrival moves nothing in the hero: the skill line's two lines are held from the first paint", async (t) => {
  // 412 px wide: the skill line wraps to two lines in Inter, to one in its local stand-in.
  const page = await openPage(session, t, { viewport: { width: 412, height: 823 } });
  let held: { url: string; go: () => Promise<void> }[] | null = [];
  await page.route('**/*.woff2', (route) =>
    held
      ? void held.push({ url: route.request().url(), go: () => route.continue() })
      : route.continue(),
  );
  await page.goto(session.server.url);
  await upgraded(page, HERO);
  await page.locator(`${HERO} .hero-skills .typed-box`).waitFor();
  const boxes = () =>
    page.evaluate((tag) => {
      const root = document.querySelector(tag)!.shadowRoot!;
      return ['.hero-content', '.hero-stage'].map((selector) => {
        const box = root.querySelector(selector)!.getBoundingClientRect();
        return `${selector} ${Math.round(box.top)},${Math.round(box.height)}`;
      });
    }, HERO);
  const before = await boxes();
  // Inter's file asked for and held: the face joins the document only once it has loaded.
  await waitUntil(() => !!held?.some(({ url }) => /\/inter-[^/]*\.woff2$/.test(url)));
  const release = held!;
  held = null;
  await Promise.all(release.map(({ go }) => go()));
  await interLoaded(page);
  await rafPasses(page, 2);
  assert.deepEqual(await boxes(), before);
  assert.deepEqual(page.errors, []);
});

test("'Let's work together' links to #about and scrolls there", async (t) => {
  const page = await openPage(session, t);
  await page.goto(session.server.url);
  await upgraded(page, HERO);
  const cta = page.locator(`${HERO} a.hero-cta`);
  assert.equal(await cta.textContent(), "Let's work together");
  assert.equal(await cta.getAttribute('href'), '#about');
  await cta.click();
  assert.equal(new URL(page.url()).hash, '#about');
  await scrolledTo(page, 'about', SLOW);
});

test('a desk-src that 404s: the fallback shows, portfolio-error fires, text and button work', async (t) => {
  const page = await openPage(session, t, { record: ['portfolio-error'] });
  let deskRequests = 0;
  page.on('request', (request) => {
    if (request.url().includes('missing-desk.glb')) deskRequests++;
  });
  await page.goto(`${session.server.url}hero-missing-desk.html`);
  await waitForStage(page, 'portfolio-hero', 'error');
  assert.equal(await page.locator(`${HERO} .stage-fallback`).isVisible(), true);
  const errors = await recorded<{ source: string; message: string }>(page, 'portfolio-error');
  assert.ok(
    errors.some((e) => e.source === 'asset' && e.message.includes('missing-desk.glb')),
    JSON.stringify(errors),
  );
  // A missing model is asked for once or twice, not again on every render.
  assert.ok(deskRequests <= 3, `missing-desk.glb was requested ${deskRequests} times`);
  await page.waitForFunction(
    ([tag, text]) =>
      document.querySelector(tag!)!.shadowRoot!.querySelector('.typed-text')?.textContent === text,
    [HERO, GREETING],
    { timeout: SLOW },
  );
  await page.locator(`${HERO} a.hero-cta`).click();
  await page.waitForFunction(
    () => Math.abs(document.getElementById('about')!.getBoundingClientRect().top) < 2,
  );
  assert.equal(new URL(page.url()).hash, '#about');
});
