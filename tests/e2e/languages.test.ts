/**
 * The page in its content's languages (content/portfolio.json has `pt` and `ar` locales): one
 * built page each, the nav's switch between them keeping the section, a section in another
 * language on a blog through its `lang` attribute, and the Arabic page mirrored and accessible.
 */
import { axeViolations } from '../support/axe.ts';
import assert from 'node:assert/strict';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import {
  DESKTOP,
  MOBILE,
  poll,
  rafPasses,
  scrolledTo,
  scrollThrough,
  sessionForFile,
  upgraded,
} from '../support/e2e.ts';

/** A Portuguese blog post that embeds the work section in Portuguese with one tag. */
function blogPost(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.url !== '/blog-pt.html') return false;
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(`<!doctype html><html lang="pt"><head><meta charset="utf-8"><title>Blog</title>
    <script type="module" src="/portfolio-elements.js"></script></head>
    <body><h1>O meu percurso</h1><p>Onde trabalhei:</p>
    <portfolio-work lang="pt" loading="lazy"></portfolio-work></body></html>`);
  return true;
}

const session = sessionForFile({ routes: [blogPost] });
const url = (path: string) => new URL(path, session.server.url).href;

/** Text of the shadow root's first match. */
function shadowText(page: Page, tag: string, selector: string): Promise<string> {
  return page.evaluate(
    ([t, s]) => document.querySelector(t!)?.shadowRoot?.querySelector(s!)?.textContent ?? '',
    [tag, selector],
  );
}

test('the build wrote /pt/ and /ar/, each in its words, with lang and dir, and the alternates', async () => {
  for (const [path, lang, dir, words] of [
    ['', 'en', 'ltr', ['work together', 'My Work Experience']],
    ['pt/', 'pt', 'ltr', ['Vamos trabalhar juntos', 'Olá, sou o Jordan', 'Percurso profissional']],
    ['ar/', 'ar', 'rtl', ['لنعمل معًا', 'مرحبًا، أنا جوردان', 'خبراتي المهنية']],
  ] as const) {
    const response = await fetch(url(path));
    assert.equal(response.status, 200, path);
    const html = await response.text();
    assert.match(html, new RegExp(`<html lang="${lang}" dir="${dir}">`), path);
    // Prerendered in its language, so the words are in the HTML before any script runs.
    for (const word of words) assert.ok(html.includes(word), `${path || '/'}: ${word}`);
    for (const other of ['en', 'pt', 'ar']) {
      assert.match(html, new RegExp(`<link rel="alternate" hreflang="${other}" href="`), path);
    }
    if (path) {
      assert.match(html, new RegExp(`<portfolio-nav lang="${lang}"`), path);
      assert.ok(!/(?:href|src)="\.\/(?!\/)/.test(html), `${path}: no address left one level off`);
    }
  }
  // Only the Arabic page links the Arabic face.
  assert.ok((await (await fetch(url('ar/'))).text()).includes('data-portfolio-fonts-arabic'));
  assert.ok(!(await (await fetch(url(''))).text()).includes('data-portfolio-fonts-arabic'));
});

test("an English page fetches no table, and for its switch's العربية the face of the names alone; the Portuguese page fetches its table once for all its elements", async () => {
  // Which Arabic face each page fetches: the names' (5 KB) for the switch, the whole (166 KB)
  // where the page reads in Arabic.
  for (const [path, expected, arabic] of [
    ['?still', [], 'names'],
    ['pt/?still', ['pt'], 'names'],
    ['ar/?still', ['ar'], 'whole'],
    // English without a language switch: no other script, no face.
    ['embed/hero.html?still', [], null],
  ] as const) {
    const page = await session.newPage();
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto(url(path));
    // A light element (Preact build) and a 3D one (React build), both taken over.
    if (!path.startsWith('embed/')) await upgraded(page, 'portfolio-footer');
    await upgraded(page, 'portfolio-hero');
    const tables = fetched.flatMap(
      (name) => /\/assets\/([a-z]+)-[\w-]+\.json$/.exec(name)?.[1] ?? [],
    );
    assert.deepEqual(tables, expected, `${path}: ${fetched.join(', ')}`);
    const arabicFace = () => {
      const faces = fetched.flatMap((name) => {
        if (name.includes('noto-sans-arabic')) return ['whole'];
        return name.includes('/arabic-names-') ? ['names'] : [];
      });
      return faces.length ? faces.join(', ') : null;
    };
    if (arabic) await poll(async () => arabicFace(), Boolean, { timeout: 10_000 });
    assert.equal(arabicFace(), arabic, `${path}: ${fetched.join(', ')}`);
    assert.deepEqual(page.errors, [], path);
    await page.close();
  }
});

test("the names' face joins the document with the web fonts, in one change of its fonts", async () => {
  const page = await session.newPage();
  // Each frame: whether Inter has joined, and whether the names' face is declared. A face added
  // on its own would be a frame with the names' face and without Inter: a layout of its own.
  await page.addInitScript(() => {
    const log: [boolean, boolean][] = [];
    (window as unknown as { fontFrames: typeof log }).fontFrames = log;
    const names = () =>
      document.adoptedStyleSheets.some((sheet) =>
        [...sheet.cssRules].some((rule) => rule.cssText.includes('/arabic-names-')),
      );
    const inter = () => [...document.fonts].some((face) => face.family.includes('Inter Variable'));
    const frame = () => {
      log.push([inter(), names()]);
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/inter-latin-[\w-]+\.woff2$/, async (route) => {
    await held;
    await route.continue();
  });
  const loaded: string[] = [];
  page.on('requestfinished', (request) => loaded.push(request.url()));
  await page.goto(url(''));
  await upgraded(page, 'portfolio-nav');
  // The switch's العربية has loaded the names' face's chunk, and frames have passed since,
  // while Inter is held.
  await poll(async () => loaded.some((u) => /fonts-arabic-[\w-]+\.js$/.test(u)), Boolean);
  await rafPasses(page, 10);
  const frames = () =>
    page.evaluate(() => (window as unknown as { fontFrames: [boolean, boolean][] }).fontFrames);
  assert.deepEqual((await frames()).at(-1), [false, false], 'the names wait for Inter');
  release();
  const joined = await poll(frames, (log) => log.at(-1)?.[1] === true, { timeout: 10_000 });
  assert.deepEqual(joined.at(-1), [true, true]);
  assert.ok(
    joined.every(([inter, names]) => inter || !names),
    'no frame had the names without Inter',
  );
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the nav switch moves between the languages and keeps the section', async () => {
  const page = await session.newPage({ reducedMotion: 'reduce' });
  await page.goto(url('?still'));
  await upgraded(page, 'portfolio-nav');
  await page.locator('portfolio-nav .nav-desktop .nav-link[href="#work"]').click();
  await scrolledTo(page, 'work');
  await page.locator('portfolio-nav .nav-desktop .language[hreflang="pt"]').click();
  await page.waitForURL(/\/pt\/\?still#work$/);
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'pt');
  await upgraded(page, 'portfolio-work');
  await scrolledTo(page, 'work');
  assert.equal(await shadowText(page, 'portfolio-work', '.heading'), 'Percurso profissional');

  await page.locator('portfolio-nav .nav-desktop .language[hreflang="ar"]').click();
  await page.waitForURL(/\/ar\/\?still#work$/);
  assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl');
  await upgraded(page, 'portfolio-work');
  await scrolledTo(page, 'work');
  await page.locator('portfolio-nav .nav-desktop .language[hreflang="en"]').click();
  await page.waitForURL(/:\d+\/\?still#work$/);
  assert.equal(
    await page.locator('portfolio-nav .language[aria-current="page"]').first().textContent(),
    'English',
  );
  assert.deepEqual(page.errors, []);
});

test('<portfolio-work lang="pt"> on a blog shows Portuguese durations and words', async () => {
  const page = await session.newPage();
  await page.goto(url('blog-pt.html'));
  await upgraded(page, 'portfolio-work');
  const durations = await page.evaluate(() =>
    [
      ...document.querySelector('portfolio-work')!.shadowRoot!.querySelectorAll('.job-duration'),
    ].map((node) => node.textContent),
  );
  // Intl's Portuguese months, the message's "atualidade" for a job that goes on.
  assert.deepEqual(durations, [
    '2022 – atualidade',
    'mai. de 2021 – dez. de 2022',
    'jul. de 2019 – mai. de 2021',
    'jul. de 2018 – jun. de 2019',
  ]);
  assert.equal(await shadowText(page, 'portfolio-work', '.heading'), 'Percurso profissional');
  // The blog's own direction and language stay the blog's.
  assert.equal(await page.locator('portfolio-work').getAttribute('dir'), 'ltr');
  assert.deepEqual(page.errors, []);
});

test('an embed page takes ?lang=: the section and its frame in that language and direction', async () => {
  const page = await session.newPage();
  await page.goto(url('embed/footer.html?lang=ar'));
  await upgraded(page, 'portfolio-footer');
  assert.deepEqual(
    await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]),
    ['ar', 'rtl'],
  );
  assert.equal(await shadowText(page, 'portfolio-footer', '.label'), 'الشروط والأحكام');
  assert.deepEqual(page.errors, []);
});

test('a key the locale leaves out falls back to the main language', async () => {
  const page = await session.newPage();
  await page.goto(url('pt/?still'));
  await scrollThrough(page);
  // about.bio is in the pt locale; the job descriptions are not, so they stay in English.
  assert.equal(
    await shadowText(page, 'portfolio-about', '.card-bio .card-title'),
    'Olá, sou o Jordan',
  );
  assert.match(await shadowText(page, 'portfolio-work', '.job-title'), /^I build and run/);
});

/** The boxes of `selector` in `tag`'s shadow root, in document order. */
function boxes(page: Page, tag: string, selector: string) {
  return page.evaluate(
    ([t, s]) =>
      [...document.querySelector(t!)!.shadowRoot!.querySelectorAll(s!)].map((node) => {
        const box = node.getBoundingClientRect();
        return { left: box.left, right: box.right };
      }),
    [tag, selector],
  );
}

test('the Arabic page is mirrored: nav links run right to left, the timeline on the right', async (t) => {
  const page = await session.newPage({ reducedMotion: 'reduce' });
  await page.goto(url('ar/?still'));
  await scrollThrough(page);
  const links = await boxes(page, 'portfolio-nav', '.nav-desktop .nav-link');
  assert.equal(links.length, 4);
  for (let i = 1; i < links.length; i++) {
    assert.ok(links[i]!.right <= links[i - 1]!.left, `link ${i + 1} is left of link ${i}`);
  }
  const [brand] = await boxes(page, 'portfolio-nav', '.brand');
  assert.ok(brand!.left > links[0]!.right, 'the name sits at the right');

  await page.locator('portfolio-work').scrollIntoViewIfNeeded();
  const logos = await boxes(page, 'portfolio-work', '.job-logo');
  const bodies = await boxes(page, 'portfolio-work', '.job-body');
  for (const [i, logo] of logos.entries()) {
    assert.ok(logo.left >= bodies[i]!.right, `job ${i + 1}: the timeline is right of its text`);
  }
  const [character] = await boxes(page, 'portfolio-work', '.character');
  const [jobs] = await boxes(page, 'portfolio-work', '.jobs-card');
  assert.ok(character!.left >= jobs!.right, 'the character is right of the jobs');

  // The carousel's arrows point along the reading direction, and so do its keys.
  await page.locator('portfolio-projects').scrollIntoViewIfNeeded();
  const [previous, next] = await boxes(page, 'portfolio-projects', '.arrow');
  assert.ok(previous!.left > next!.left, 'previous is on the right');
  await page.locator('portfolio-projects .carousel').focus();
  await page.keyboard.press('ArrowLeft');
  assert.match(await shadowText(page, 'portfolio-projects', '.counter'), /^02/);
  await page.keyboard.press('ArrowRight');
  assert.match(await shadowText(page, 'portfolio-projects', '.counter'), /^01/);
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), DESKTOP.width);
  t.diagnostic('mirrored layout checked at 1440x900');
});

for (const [name, viewport] of [
  ['desktop 1440x900', DESKTOP],
  ['phone 390x844', MOBILE],
] as const) {
  test(`axe: no serious or critical issue on the Arabic page at ${name}`, async () => {
    const page = await session.newPage({ viewport, reducedMotion: 'reduce' });
    await page.goto(url('ar/'));
    await scrollThrough(page);
    if (viewport === MOBILE) await page.locator('portfolio-nav .toggle').click();
    assert.deepEqual(await axeViolations(page, true), []);
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), viewport.width);
  });
}
