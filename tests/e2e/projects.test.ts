/**
 * portfolio-projects end to end, on the built element in software WebGL: every field of the
 * carousel follows next/prev and the arrow keys and wraps at both ends; the demo computer's
 * screen follows the index (the stage reports the URL on its screen as data-screen-src); the
 * wheel cannot zoom; the text fade runs and is skipped under reduced motion; the stage is
 * lazy, stops its frames off screen and falls back without taking the carousel down.
 */
import assert from 'node:assert/strict';
import type { IncomingMessage } from 'node:http';
import { after, before, describe, test, type TestContext } from 'node:test';
import type { BrowserContextOptions, Page } from 'playwright-core';
import type { Route } from '../../server/server.ts';
import {
  drawCountIn,
  installDrawCounter,
  openSession,
  settledDrawCount,
  waitForStage,
  type Session,
} from '../support/e2e.ts';

const TAG = 'portfolio-projects';
const STAGE_TIMEOUT = 120_000;

const ART_COLORS: Record<string, string> = { a: '#2563eb', b: '#16a34a', c: '#e11d48' };
const PROJECTS = [
  {
    title: 'Alpha: a referral board',
    desc: 'Alpha desc: candidates apply through people inside.',
    subdesc: 'Alpha subdesc: Next.js and Redux.',
    href: 'https://example.com/alpha',
    logo: '/e2e-art/logo-a.svg',
    isImage: true,
    logoStyle: { backgroundColor: '#13202F', border: '1px solid #17293E', boxShadow: 'none' },
    spotlight: '/e2e-art/shot-a.svg',
    tags: [
      { id: 1, name: 'Next.js', icon: 'nextjs' },
      { id: 2, name: 'Redux', icon: 'redux' },
    ],
  },
  {
    title: 'Beta: a startup network',
    desc: 'Beta desc: developers meet founders.',
    subdesc: 'Beta subdesc: React, Recoil, Tailwind CSS.',
    logo: 'react',
    isImage: false,
    logoStyle: { backgroundColor: '#1C1A43', border: '1px solid #252262', boxShadow: 'none' },
    spotlight: '/e2e-art/shot-b.svg',
    tags: [
      { id: 1, name: 'React', icon: 'react' },
      { id: 2, name: 'Recoil', icon: 'recoil' },
      { id: 3, name: 'Tailwind CSS', icon: 'tailwindcss' },
    ],
  },
  {
    title: 'Gamma: a deploy dashboard',
    desc: 'Gamma desc: push and get a preview URL.',
    subdesc: 'Gamma subdesc: Mantine and SWR.',
    logo: '/e2e-art/logo-c.svg',
    isImage: true,
    logoStyle: { backgroundColor: '#0E1F38', border: '1px solid #0E2D58', boxShadow: 'none' },
    spotlight: '/e2e-art/shot-c.svg',
    tags: [
      { id: 1, name: 'Mantine', icon: 'mantine' },
      { id: 2, name: 'SWR', icon: 'swr' },
    ],
  },
];
type Project = (typeof PROJECTS)[number] & { texture?: string };

let video: Buffer | null = null;

/** Flat-colour SVG art and a recorded clip, all from this server. */
function artRoute(): Route {
  return async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/e2e-art/clip.webm') {
      if (req.method === 'POST') video = await readBody(req);
      if (!video) return false;
      res.writeHead(req.method === 'POST' ? 204 : 200, { 'content-type': 'video/webm' });
      res.end(req.method === 'POST' ? undefined : video);
      return true;
    }
    const match = /^\/e2e-art\/(shot|logo)-([a-z])\.svg$/.exec(url.pathname);
    if (!match) return false;
    const [w, h] = match[1] === 'shot' ? [960, 640] : [64, 64];
    res.writeHead(200, { 'content-type': 'image/svg+xml' });
    res.end(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="${ART_COLORS[match[2]!] ?? '#888'}"/></svg>`,
    );
    return true;
  };
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** /projects-e2e.html?attrs=...&items=<json>&spacer=<px>: one element with its own content. */
function testPage(): Route {
  return (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== '/projects-e2e.html') return false;
    const attrs = url.searchParams.get('attrs') ?? '';
    const items = url.searchParams.get('items') ?? JSON.stringify(PROJECTS);
    const spacer = Number(url.searchParams.get('spacer') ?? 0);
    const config = JSON.stringify({ projects: { title: 'Test work', items: JSON.parse(items) } });
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<script type="module" src="./elements/portfolio-projects.js"></script></head>
<body style="margin:0;background:#010103"><div style="height:${spacer}px"></div>
<${TAG} ${attrs}><script type="application/json">${config.replace(/</g, '\\u003c')}</script></${TAG}>
<div style="height:2400px"></div></body></html>`);
    return true;
  };
}

let session: Session;
before(async () => {
  session = await openSession({ routes: [testPage(), artRoute()] });
});
after(() => session.close());

/**
 * The test page on a fresh page of the session, closed with its context when the test ends;
 * `portfolio-project-change` and `portfolio-error` details are recorded for `changes` and
 * `firedErrors`. Motion is wanted unless `options` asks for `reducedMotion: 'reduce'`.
 */
async function open(
  t: TestContext,
  query: Record<string, string> = {},
  options: BrowserContextOptions = {},
): Promise<Page & { errors: string[] }> {
  const page = await session.newPage({ reducedMotion: 'no-preference', ...options });
  t.after(() => page.context().close());
  await installDrawCounter(page);
  await page.addInitScript((tag) => {
    const record = window as unknown as { __changes: number[]; __errors: unknown[] };
    record.__changes = [];
    record.__errors = [];
    document.addEventListener('portfolio-project-change', (event) => {
      if ((event.target as Element).localName !== tag) return;
      record.__changes.push((event as CustomEvent<{ index: number }>).detail.index);
    });
    document.addEventListener('portfolio-error', (event) => {
      record.__errors.push((event as CustomEvent).detail);
    });
  }, TAG);
  await page.goto(`${session.server.url}projects-e2e.html?${new URLSearchParams(query)}`);
  await page.locator(`${TAG} .title`).waitFor();
  return page;
}

/** `portfolio-project-change` details, in order. */
function changes(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { __changes: number[] }).__changes);
}

/** `portfolio-error` details, in order. */
function firedErrors(page: Page): Promise<{ source: string; message: string }[]> {
  return page.evaluate(
    () => (window as unknown as { __errors: { source: string; message: string }[] }).__errors,
  );
}

interface SlideFields {
  title: string;
  desc: string;
  subdesc: string;
  spotlight: string;
  logo: string;
  tags: string[];
  live: string | null;
  counter: string;
  announcement: string;
}

/**
 * Reads the slide in the page. A string, like the other page-side helpers here that declare
 * functions: the test runner's transform would wrap those in a helper the page does not have.
 */
const READ_SLIDE = `(() => {
  const root = document.querySelector('${TAG}').shadowRoot;
  const text = (selector) => root.querySelector(selector)?.textContent?.trim() ?? '';
  const logo = root.querySelector('.logo');
  const logoImage = logo?.querySelector('img');
  return {
    title: text('.title'),
    desc: text('.desc'),
    subdesc: text('.subdesc'),
    spotlight: root.querySelector('.spotlight img')?.src ?? '',
    logo: logoImage ? logoImage.src : logo?.querySelector('svg path') ? 'icon' : '',
    tags: [...root.querySelectorAll('.tags [role="img"]')].map((icon) => icon.getAttribute('aria-label') ?? ''),
    live: root.querySelector('a.live')?.href ?? null,
    counter: text('.counter').replace(/\\s+/g, ' '),
    announcement: text('[aria-live]'),
  };
})()`;

function fields(page: Page): Promise<SlideFields> {
  return page.evaluate(READ_SLIDE) as Promise<SlideFields>;
}

function expected(index: number): SlideFields {
  const project: Project = PROJECTS[index]!;
  const count = PROJECTS.length;
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    title: project.title,
    desc: project.desc,
    subdesc: project.subdesc,
    spotlight: new URL(project.spotlight, session.server.url).href,
    logo: project.isImage ? new URL(project.logo, session.server.url).href : 'icon',
    tags: project.tags.map((tag) => tag.name),
    live: project.href ? new URL(project.href).href : null,
    counter: `${pad(index + 1)} / ${pad(count)}`,
    announcement: `Project ${index + 1} of ${count}: ${project.title}`,
  };
}

async function click(page: Page, which: 'Next' | 'Previous') {
  await page.locator(`${TAG} button[aria-label="${which} project"]`).click();
}

function stageAttribute(page: Page, name: string): Promise<string | null> {
  return page.evaluate(
    ([tag, attribute]) =>
      document
        .querySelector(tag!)
        ?.shadowRoot?.querySelector('.stage-frame')
        ?.getAttribute(attribute!) ?? null,
    [TAG, name],
  );
}

async function waitForScreen(page: Page, url: string) {
  await page.waitForFunction(
    ([tag, wanted]) =>
      document
        .querySelector(tag!)
        ?.shadowRoot?.querySelector('.stage-frame')
        ?.getAttribute('data-screen-src') === wanted,
    [TAG, url],
    { timeout: STAGE_TIMEOUT },
  );
}

describe('carousel', { timeout: 240_000 }, () => {
  test('every field follows next and prev, wrapping at both ends, with events and announcements', async (t) => {
    // ?still: one frame per change, so software WebGL leaves the CPU to the text under test.
    const page = await open(t, { still: '' });
    assert.deepEqual(await fields(page), expected(0), 'starts at the first project');
    await click(page, 'Previous');
    assert.deepEqual(await fields(page), expected(2), 'previous from the first wraps to the last');
    await click(page, 'Next');
    assert.deepEqual(await fields(page), expected(0), 'next from the last wraps to the first');
    await click(page, 'Next');
    assert.deepEqual(await fields(page), expected(1));
    await click(page, 'Previous');
    assert.deepEqual(await fields(page), expected(0));
    assert.deepEqual(await changes(page), [2, 0, 1, 0]);
    assert.equal(await page.locator(`${TAG} [aria-live="polite"]`).count(), 1);
    assert.deepEqual(page.errors, []);
  });

  test('Left and Right arrow keys step while the carousel has focus, and only then', async (t) => {
    const page = await open(t, { still: '' });
    await page.keyboard.press('ArrowRight');
    assert.equal((await fields(page)).title, PROJECTS[0]!.title, 'keys without focus do nothing');
    await page.locator(`${TAG} .carousel`).focus();
    await page.keyboard.press('ArrowLeft');
    assert.deepEqual(await fields(page), expected(2));
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    assert.deepEqual(await fields(page), expected(1));
    // Focus on a button inside the carousel still counts.
    await page.locator(`${TAG} button[aria-label="Next project"]`).focus();
    await page.keyboard.press('ArrowRight');
    assert.deepEqual(await fields(page), expected(2));
    assert.deepEqual(await changes(page), [2, 0, 1, 2]);
  });

  test('logo tiles take the project logoStyle; tag marks have accessible names', async (t) => {
    const page = await open(t, { still: '' });
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
});

describe('fade', { timeout: 240_000 }, () => {
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
    const page = await open(t, { still: '' });
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
    const page = await open(t, { still: '' });
    await settled(page);
    // In the page, so three clicks and the removal all fall well inside one 1 s fade. No named
    // functions in here: the test runner's transform would wrap them in a helper the page lacks.
    const { counts, states } = await page.evaluate(async (tag) => {
      const element = document.querySelector(tag)!;
      const root = element.shadowRoot!;
      const next = root.querySelector<HTMLButtonElement>('button[aria-label="Next project"]')!;
      for (let i = 0; i < 3; i++) {
        next.click();
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
      const faded = [...root.querySelectorAll('[data-fade]')];
      const counts = faded.map((el) => el.getAnimations().length);
      const fades = faded.flatMap((el) => el.getAnimations());
      element.remove();
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      return { counts, states: fades.map((animation) => animation.playState) };
    }, TAG);
    assert.deepEqual(counts, [1, 1, 1, 1], 'a fade left running by an earlier click');
    assert.deepEqual(states, ['idle', 'idle', 'idle', 'idle'], 'fades still running after removal');
    assert.deepEqual(page.errors, []);
  });

  test('reduced motion: the new text shows at once', async (t) => {
    const page = await open(t, { still: '' }, { reducedMotion: 'reduce' });
    const samples = await opacitiesAfterNext(page, 800);
    assert.equal((await fields(page)).title, PROJECTS[1]!.title);
    assert.ok(
      samples.every((row) => row.every((value) => value === 1)),
      `faded under reduced motion: ${JSON.stringify(samples.slice(0, 5))}`,
    );
  });
});

describe('3D demo computer', { timeout: 300_000 }, () => {
  test('the screen shows the current project and follows the index both ways', async (t) => {
    const page = await open(t, { still: '', attrs: 'loading="eager"' });
    await waitForStage(page, TAG);
    const url = (i: number) => new URL(PROJECTS[i]!.spotlight, session.server.url).href;
    await waitForScreen(page, url(0));
    await click(page, 'Previous');
    await waitForScreen(page, url(2));
    await click(page, 'Next');
    await waitForScreen(page, url(0));
    await click(page, 'Next');
    await waitForScreen(page, url(1));
    assert.match(
      (await page.locator(`${TAG} .stage`).getAttribute('aria-label')) ?? '',
      new RegExp(PROJECTS[1]!.title),
    );
    assert.deepEqual(page.errors, []);
  });

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
        g.fillStyle = f % 2 ? '#e11d48' : '#2563eb';
        g.fillRect(0, 0, 320, 180);
        await new Promise((resolve) => setTimeout(resolve, 40));
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
    const page = await open(t, {
      still: '',
      attrs: 'loading="eager"',
      items: JSON.stringify(items),
    });
    await waitForStage(page, TAG);
    await click(page, 'Next');
    await waitForScreen(page, new URL('/e2e-art/clip.webm', session.server.url).href);
    await click(page, 'Next');
    await waitForScreen(page, new URL(PROJECTS[2]!.spotlight, session.server.url).href);
  });

  test('the wheel does not zoom (and scrolls the page); a drag orbits at a fixed distance', async (t) => {
    const page = await open(t, { still: '', attrs: 'loading="eager"' });
    await waitForStage(page, TAG);
    const canvas = page.locator(`${TAG} canvas`);
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
    await page.waitForTimeout(600);
    assert.equal(await stageAttribute(page, 'data-camera-distance'), distance);
    assert.equal(await stageAttribute(page, 'data-camera-azimuth'), azimuth);
    await page.mouse.wheel(0, 300);
    await page.waitForTimeout(600);
    assert.ok((await page.evaluate(() => window.scrollY)) > 0, 'the wheel was swallowed');
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
  });

  test('lazy: no canvas until the section nears the viewport; no frames off screen', async (t) => {
    const page = await open(t, { spacer: '3000' });
    await page.waitForTimeout(500);
    assert.equal(await page.locator(`${TAG} canvas`).count(), 0, 'canvas created off screen');
    assert.equal(await page.locator(`${TAG} .stage`).getAttribute('data-state'), 'idle');
    await page.locator(`${TAG} .carousel`).scrollIntoViewIfNeeded();
    await waitForStage(page, TAG);
    assert.ok((await drawCountIn(page, TAG)) > 0);
    // Far above it: the frame loop stops (or the canvas is released). Count on the canvas
    // itself, which stays countable after it leaves the shadow root.
    const drawsOnCanvas = () =>
      page.evaluate((tag) => {
        const w = window as unknown as { __canvas?: Element; __drawCounts: Map<unknown, number> };
        w.__canvas ??= document.querySelector(tag)!.shadowRoot!.querySelector('canvas')!;
        return w.__drawCounts.get(w.__canvas) ?? 0;
      }, TAG);
    await drawsOnCanvas();
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    const before = await settledDrawCount(drawsOnCanvas);
    await page.waitForTimeout(1500);
    assert.equal(await drawsOnCanvas(), before, 'frames drawn while off screen');
  });

  test('a model that fails to load shows the fallback; the carousel keeps working', async (t) => {
    const page = await open(t, {
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
    assert.deepEqual(await fields(page), expected(1));
    assert.deepEqual(await changes(page), [1]);
  });

  test('phones stack the computer below the carousel; desktops put it to the right', async (t) => {
    for (const [viewport, side] of [
      [{ width: 390, height: 844 }, 'below'],
      [{ width: 1440, height: 900 }, 'right'],
    ] as const) {
      const page = await open(t, { still: '' }, { viewport });
      const card = (await page.locator(`${TAG} .carousel`).boundingBox())!;
      const stage = (await page.locator(`${TAG} .stage`).boundingBox())!;
      if (side === 'below') assert.ok(stage.y >= card.y + card.height, 'stage not below');
      else assert.ok(stage.x >= card.x + card.width && Math.abs(stage.y - card.y) < 1);
      // One page at a time: the next viewport's page starts on a quiet machine.
      await page.context().close();
    }
  });
});
