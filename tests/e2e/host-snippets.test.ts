/**
 * A host page that pastes dist/snippet.html into its <head> and a section's snippet where the
 * section goes (docs/embedding.md): the section paints with the host's own text before any
 * script, nothing on the page moves when the code lands, and the sections' script is fetched
 * only after the host's first contentful paint; a section far below the first screen fetches its
 * code only as it comes near the window. With the one script tag alone, they still work.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { resolveAgainst } from '../../bench/blog.ts';
import { DIST, MOBILE, openPage, rafPasses, sessionForFile, upgraded } from '../support/e2e.ts';

const PROSE =
  '<article><h2>Notes from a year of building things</h2><p>I keep this blog mostly for myself: a place to write down what I built, what broke, and what I would do differently.</p></article>';

const content = () =>
  /<script type="application\/json" id="portfolio-content">[\s\S]*?<\/script>/.exec(
    readFileSync(join(DIST, 'index.html'), 'utf8'),
  )![0];

/** The host page: the snippets as dist/ wrote them, or the script tag alone. */
function hostPage(origin: string, variant: 'snippets' | 'tag'): string {
  const read = (path: string) => resolveAgainst(readFileSync(join(DIST, path), 'utf8'), origin);
  const head =
    variant === 'snippets'
      ? read('snippet.html')
      : `<script type="module" src="${origin}portfolio-elements.js"></script>`;
  const hero =
    variant === 'snippets'
      ? read('snippets/hero.html')
      : '<portfolio-hero id="home" config="#portfolio-content"></portfolio-hero>';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>host</title>
<style>body{margin:0;font:18px/1.6 Georgia,serif} article{max-width:40rem;margin:2rem auto;padding:0 1rem}</style>
${content()}
${head}</head><body>
${PROSE}
${hero}
<article id="after"><p>The paragraph after the hero.</p></article>
<portfolio-about id="about" config="#portfolio-content"></portfolio-about>
${PROSE}
<portfolio-contact id="contact" config="#portfolio-content"></portfolio-contact>
</body></html>`;
}

/** The host's look written on each section's tag, as docs/theming.md shows. */
const onEveryTag = (html: string, attributes: string) =>
  html.replace(/<portfolio-(?!elements)([a-z]+)/g, `<portfolio-$1 ${attributes}`);

function hostRoute(req: IncomingMessage, res: ServerResponse): boolean {
  const url = new URL(req.url ?? '/', 'http://x');
  const origin = `http://${req.headers.host}/`;
  const pages: Record<string, () => string> = {
    '/host-snippets.html': () => hostPage(origin, 'snippets'),
    '/host-tag.html': () => hostPage(origin, 'tag'),
    '/host-light.html': () =>
      onEveryTag(hostPage(origin, 'snippets'), 'theme="light" surface="transparent"'),
  };
  const page = pages[url.pathname];
  if (!page) return false;
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page());
  return true;
}

const session = sessionForFile({ routes: [hostRoute] });

/** The sum of the page's layout shifts so far (buffered). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) =>
          resolve(
            (list.getEntries() as (PerformanceEntry & { value: number })[]).reduce(
              (sum, entry) => sum + entry.value,
              0,
            ),
          ),
        ).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(0), 500);
      }),
  );
}

test("the snippets: the hero paints with the host's text before any script, and nothing moves when the code lands", async (t) => {
  const page = await openPage(session, t, { viewport: MOBILE });
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route('**/portfolio-elements.js', async (route) => {
    held.push(route.request().url());
    await gate;
    await route.continue();
  });
  await page.goto(`${session.server.url}host-snippets.html?still`, { waitUntil: 'load' });
  const before = await page.evaluate(() => ({
    greeting: document
      .querySelector('portfolio-hero')!
      .shadowRoot!.querySelector('.hero-greeting .typed-text')?.textContent,
    fontSize: parseFloat(
      getComputedStyle(
        document.querySelector('portfolio-hero')!.shadowRoot!.querySelector('.hero-skills')!,
      ).fontSize,
    ),
    after: document.getElementById('after')!.getBoundingClientRect().top,
    inView: document.querySelector('portfolio-hero')!.getBoundingClientRect().top < innerHeight,
  }));
  assert.equal(before.greeting, 'Hi, I am Jordan');
  assert.ok(before.fontSize > 20, `the hero's own styles apply: ${before.fontSize}px`);
  assert.ok(before.inView, 'the hero is in the first screen');
  release();
  await upgraded(page, 'portfolio-hero');
  // A key fetches the sections below the first screen too (the loader holds them until then).
  await page.keyboard.press('Shift');
  for (const tag of ['portfolio-about', 'portfolio-contact']) await upgraded(page, tag);
  await page.waitForFunction(() => !document.querySelector('[data-portfolio-prerendered]'));
  await rafPasses(page, 2);
  assert.equal(held.length, 1, 'the loader was fetched once');
  const after = await page.evaluate(
    () => document.getElementById('after')!.getBoundingClientRect().top,
  );
  assert.equal(after, before.after, "the host's paragraph below the hero did not move");
  const shift = await layoutShift(page);
  assert.ok(shift <= 0.05, `layout shift ${shift}`);
  assert.deepEqual(page.errors, []);
});

test('a prerendered section shows the theme and surface its host wrote on it before its script, as after', async (t) => {
  /** The hero's palette as it paints: its ground, its text, and the section's own backdrop. */
  const look = (page: Page) =>
    page.evaluate(() => {
      const hero = document.querySelector('portfolio-hero')!;
      const style = getComputedStyle(hero);
      return {
        bg: style.getPropertyValue('--portfolio-bg').trim(),
        text: style.getPropertyValue('--portfolio-text').trim(),
        stage: style.getPropertyValue('--portfolio-stage').trim(),
      };
    });
  const scriptless = await session.newPage({ javaScriptEnabled: false });
  await scriptless.goto(`${session.server.url}host-light.html`);
  const before = await look(scriptless);
  await scriptless.goto(`${session.server.url}host-snippets.html`);
  const dark = await look(scriptless);
  await scriptless.close();
  const page = await openPage(session, t);
  await page.goto(`${session.server.url}host-light.html?still`);
  await upgraded(page, 'portfolio-hero');
  await page.waitForFunction(
    () => !document.querySelector('portfolio-hero')!.hasAttribute('data-portfolio-prerendered'),
  );
  const after = await look(page);
  assert.deepEqual(before, after);
  assert.equal(after.bg, 'transparent');
  assert.notEqual(after.text, dark.text, "the light text is not the dark theme's");
  assert.notEqual(after.stage, dark.stage);
  assert.deepEqual(page.errors, []);
});

test("the snippets fetch the sections' script only after the host's first contentful paint", async (t) => {
  const page = await openPage(session, t);
  await page.goto(`${session.server.url}host-snippets.html?still`, { waitUntil: 'load' });
  await upgraded(page, 'portfolio-hero');
  const timing = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
    loader: performance
      .getEntriesByType('resource')
      .find((entry) => entry.name.endsWith('/portfolio-elements.js'))!.startTime,
    template: document.getElementById('portfolio-elements'),
  }));
  assert.ok(timing.loader > timing.fcp, `loader at ${timing.loader} ms, FCP at ${timing.fcp} ms`);
  assert.equal(timing.template, null, 'the start template went into the document once');
});

test('on a blog, a section far below the first screen runs no code until it comes near the window', async (t) => {
  const page = await openPage(session, t, { viewport: MOBILE });
  await page.goto(`${session.server.url}host-snippets.html?still`, { waitUntil: 'load' });
  await upgraded(page, 'portfolio-hero');
  await rafPasses(page, 2);
  const held = () =>
    page.evaluate(() => ({
      defined: document.querySelector('portfolio-contact')!.matches(':defined'),
      fetched: performance
        .getEntriesByType('resource')
        .some((entry) => entry.name.endsWith('/portfolio-contact.js')),
      below: document.querySelector('portfolio-contact')!.getBoundingClientRect().top / innerHeight,
    }));
  const before = await held();
  assert.ok(before.below > 1.5, `the contact section starts ${before.below} windows down`);
  assert.deepEqual([before.defined, before.fetched], [false, false]);
  await page.evaluate(() =>
    document.querySelector('portfolio-contact')!.scrollIntoView({ block: 'center' }),
  );
  await upgraded(page, 'portfolio-contact');
  await page.locator('portfolio-contact input').first().waitFor();
  assert.deepEqual(page.errors, []);
});

test('with the one script tag alone, the sections still render and work', async (t) => {
  const page = await openPage(session, t, { viewport: MOBILE });
  await page.goto(`${session.server.url}host-tag.html?still`);
  await upgraded(page, 'portfolio-hero');
  // The contact form is far below the first screen: its code comes as the reader nears it.
  await page.evaluate(() => document.querySelector('portfolio-contact')!.scrollIntoView());
  for (const tag of ['portfolio-about', 'portfolio-contact']) await upgraded(page, tag);
  assert.equal(
    await page.evaluate(
      () =>
        document
          .querySelector('portfolio-hero')!
          .shadowRoot!.querySelector('.hero-greeting .visually-hidden')?.textContent,
    ),
    'Hi, I am Jordan',
  );
  await page
    .locator('portfolio-contact input[name="name"], portfolio-contact input')
    .first()
    .waitFor();
  assert.deepEqual(page.errors, []);
});
