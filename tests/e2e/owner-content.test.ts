/**
 * A new owner's content, built as the owner builds it (`npm run build` with PORTFOLIO_CONTENT,
 * once, into a temporary dist shared by these tests): nothing of the sample owner left on the
 * page, the embed pages or their heads; the globe's marker at the owner's city, read from the
 * globe's pixels; an SVG screenshot without a size drawn on the monitor; a tag slug the old
 * fixed list did not have, drawn; a job without a logo shown by its monogram.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { criticalCssRecord, scratchFolder } from '../../scripts/build/build-paths.ts';
import type { Route } from '../../server/server.ts';
import {
  openPage,
  rafPasses,
  scrollThrough,
  sessionForFile,
  upgraded,
  waitForShadowAttribute,
  waitForStage,
} from '../support/e2e.ts';
import { compareCutStyles } from '../support/cut-styles.ts';
import { screenPixels, type Picture } from '../support/pixels.ts';
import { STAGE_TIMEOUT } from '../support/projects.ts';

const ROOT = join(import.meta.dirname, '../..');
const FIXTURE = join(ROOT, 'tests/fixtures/owner');
const OUT = mkdtempSync(join(tmpdir(), 'owner-dist-'));
const DIST = join(OUT, 'dist');
const SCRATCH = scratchFolder(DIST);
const CONTENT = JSON.parse(readFileSync(join(FIXTURE, 'portfolio.json'), 'utf8')) as {
  theme: string;
  accent: string;
};
const SAMPLE_WORDS = /Jordan|Avery|Seattle/;
/** Lisbon in the gazetteer, and Seattle, where the sample's marker sits. */
const LISBON = { lat: 38.71667, lng: -9.13333 };
const SEATTLE = { lat: 47.6062, lng: -122.3321 };

let buildOutput = '';
before(
  async () => {
    buildOutput = await new Promise<string>((resolve, reject) => {
      const child = spawn('npm', ['run', 'build', '--silent', '--', '--strict'], {
        cwd: ROOT,
        env: {
          ...process.env,
          PORTFOLIO_CONTENT: join(FIXTURE, 'portfolio.json'),
          PORTFOLIO_PUBLIC: join(FIXTURE, 'public'),
          PORTFOLIO_DIST: DIST,
        },
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('close', (code) =>
        code === 0 ? resolve(output) : reject(new Error(`build exited ${code}:\n${output}`)),
      );
    });
  },
  { timeout: 600_000 },
);
after(() => {
  rmSync(OUT, { recursive: true, force: true });
  // The build's scratch folder (scripts/build/build-paths.ts).
  rmSync(SCRATCH, { recursive: true, force: true });
});

/** /globe-at.html?lat=&lng=: the About section alone, its marker placed by hand, same look. */
const globeAt: Route = (req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname !== '/globe-at.html') return false;
  const label = {
    lat: Number(url.searchParams.get('lat')),
    lng: Number(url.searchParams.get('lng')),
  };
  const config = { theme: CONTENT.theme, accent: CONTENT.accent, about: { globe: { label } } };
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<script type="module" src="./elements/portfolio-about.js"></script></head><body style="margin:0">
<portfolio-about loading="eager"><script type="application/json">${JSON.stringify(config)}</script></portfolio-about>
</body></html>`);
  return true;
};

const session = sessionForFile({ root: DIST, routes: [globeAt] });

test('the build lists no sample value left, even under --strict', () => {
  assert.doesNotMatch(buildOutput, /sample value/);
});

test("the owner's prerendered sections, light, paint with the rules cut to their markup as with their whole stylesheets", async () => {
  const { swapped, differ } = await compareCutStyles(
    session,
    session.server.url,
    criticalCssRecord(SCRATCH),
  );
  assert.ok(swapped >= 6, `${swapped} styles had their whole sheet`);
  assert.deepEqual(differ, []);
});

test("the owner's accent shows in every prerendered section before its script, as after", async (t) => {
  /** Each prerendered section's accent as it paints. */
  const accents = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll('[data-portfolio-prerendered]')].map((host) => [
        host.localName,
        getComputedStyle(host).getPropertyValue('--portfolio-accent').trim(),
      ]),
    );
  const scriptless = await session.newPage({ javaScriptEnabled: false });
  await scriptless.goto(session.server.url);
  const before = await accents(scriptless);
  await scriptless.close();
  assert.ok(before.length >= 5, `${before.length} prerendered sections`);
  assert.deepEqual(
    before,
    before.map(([tag]) => [tag, CONTENT.accent]),
  );
  const page = await openPage(session, t);
  await page.goto(`${session.server.url}?still`);
  await upgraded(page, 'portfolio-hero');
  const hero = await page.evaluate(() =>
    getComputedStyle(document.querySelector('portfolio-hero')!)
      .getPropertyValue('--portfolio-accent')
      .trim(),
  );
  assert.equal(hero, CONTENT.accent);
});

/** Every text and attribute value of the page, shadow roots included, and its head. */
function everything(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts: string[] = [document.title, document.head.outerHTML];
    const walk = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll('*')) {
        for (const attribute of element.attributes) parts.push(attribute.value);
        if (element.shadowRoot) walk(element.shadowRoot);
      }
      parts.push((root as Document).body?.innerText ?? root.textContent ?? '');
    };
    walk(document);
    return parts.join('\n');
  });
}

test('the page, every embed page, <title> and meta show nothing of the sample owner', async (t) => {
  const page = await openPage(session, t, { reducedMotion: 'reduce' });
  await page.goto(session.server.url);
  assert.equal(await page.title(), 'Mira Okafor · Platform engineer');
  // What search results and link previews say: the owner's words, not the sample's role.
  const described = 'Mira Okafor, Platform engineer. Ten years of keeping data platforms fast';
  for (const selector of [
    'meta[name="description"]',
    'meta[property="og:description"]',
    'meta[name="twitter:description"]',
  ]) {
    assert.match((await page.locator(selector).getAttribute('content'))!, RegExp(`^${described}`));
  }
  assert.equal(await page.locator('meta[name="theme-color"]').getAttribute('content'), '#f6f5f2');
  assert.equal(await page.locator('meta[name="color-scheme"]').getAttribute('content'), 'light');
  await scrollThrough(page);
  const text = await everything(page);
  assert.doesNotMatch(text, SAMPLE_WORDS);
  assert.match(text, /Hi, I am Mira/);
  assert.match(text, /Based in Lisbon/);
  assert.match(text, /© 2024 Mira Okafor/);

  for (const file of readdirSync(join(DIST, 'embed')).filter((name) => name.endsWith('.html'))) {
    const html = readFileSync(join(DIST, 'embed', file), 'utf8');
    assert.doesNotMatch(html, SAMPLE_WORDS, `embed/${file}`);
    assert.match(html, /<meta name="color-scheme" content="light" \/>/, `embed/${file}`);
    await page.goto(`${session.server.url}embed/${file}`);
    const tag = `portfolio-${file.replace('.html', '')}`;
    await upgraded(page, tag);
    await rafPasses(page, 2);
    const shown = await everything(page);
    assert.doesNotMatch(shown, SAMPLE_WORDS, `embed/${file} as shown`);
    assert.match(await page.title(), /Mira Okafor/);
  }
  // The embed page of the work section shows the owner's jobs, not the sample's four.
  await page.goto(`${session.server.url}embed/work.html`);
  await upgraded(page, 'portfolio-work');
  assert.deepEqual(
    await page.evaluate(() =>
      [...document.querySelector('portfolio-work')!.shadowRoot!.querySelectorAll('.job-name')].map(
        (name) => name.textContent,
      ),
    ),
    ['Harbour Analytics', 'Quay Payments'],
  );
  assert.deepEqual(page.errors, []);
});

/** The globe's own pixels, the HTML marker over it hidden. */
async function globePixels(page: Page): Promise<Picture> {
  await waitForStage(page, 'portfolio-about');
  await page.evaluate(() => {
    const root = document.querySelector('portfolio-about')!.shadowRoot!;
    root.querySelector<HTMLElement>('.globe-marker')!.style.visibility = 'hidden';
  });
  await rafPasses(page, 3);
  return screenPixels(page, page.locator('portfolio-about .globe-stage canvas'));
}

const difference = (a: Picture, b: Picture) => {
  let sum = 0;
  for (let i = 0; i < a.data.length; i++) sum += Math.abs(a.data[i]! - (b.data[i] ?? 0));
  return sum / a.data.length;
};

test("the globe shows the marker at the owner's city: its pixels are Lisbon's, not Seattle's", async (t) => {
  const options = { reducedMotion: 'reduce' as const };
  const page = await openPage(session, t, options);
  await page.goto(`${session.server.url}#about`);
  const built = await globePixels(page);
  const lisbon = await openPage(session, t, options);
  await lisbon.goto(
    `${session.server.url}globe-at.html?${new URLSearchParams({ lat: String(LISBON.lat), lng: String(LISBON.lng) })}`,
  );
  const seattle = await openPage(session, t, options);
  await seattle.goto(
    `${session.server.url}globe-at.html?${new URLSearchParams({ lat: String(SEATTLE.lat), lng: String(SEATTLE.lng) })}`,
  );
  const [atLisbon, atSeattle] = [await globePixels(lisbon), await globePixels(seattle)];
  const fromLisbon = difference(built, atLisbon);
  const fromSeattle = difference(built, atSeattle);
  t.diagnostic(
    `mean channel difference: ${fromLisbon.toFixed(3)} from Lisbon's, ${fromSeattle.toFixed(3)} from Seattle's`,
  );
  assert.ok(fromLisbon < 1, `the built globe differs from Lisbon's by ${fromLisbon.toFixed(2)}`);
  assert.ok(
    fromSeattle > 3 * Math.max(fromLisbon, 0.5),
    `Seattle's differs by only ${fromSeattle.toFixed(2)}`,
  );
  assert.equal(
    await page.evaluate(
      () =>
        document.querySelector('portfolio-about')!.shadowRoot!.querySelector('.globe-marker-label')
          ?.textContent,
    ),
    'Lisbon',
  );
});

/** Share of the picture in the ledger screenshot's red (#e11d48). */
function redShare({ data }: Picture): number {
  let n = 0;
  for (let i = 0; i < data.length; i += 3) {
    if (data[i]! > 170 && data[i + 1]! < 90 && data[i + 2]! > 40 && data[i + 2]! < 130) n++;
  }
  return n / (data.length / 3);
}

test('an SVG screenshot without width and height is drawn on the monitor, not black', async (t) => {
  const page = await openPage(session, t, { reducedMotion: 'reduce' });
  await page.goto(`${session.server.url}?still`);
  await page.locator('portfolio-projects').scrollIntoViewIfNeeded();
  await waitForStage(page, 'portfolio-projects');
  const shot = new URL('shot-ledger.svg', session.server.url).href;
  await waitForShadowAttribute(
    page,
    'portfolio-projects',
    '.stage-frame',
    'data-screen-src',
    shot,
    STAGE_TIMEOUT,
  );
  assert.equal(
    await page.evaluate(() =>
      document
        .querySelector('portfolio-projects')!
        .shadowRoot!.querySelector('.stage-frame')!
        .getAttribute('data-screen-state'),
    ),
    'shown',
  );
  await rafPasses(page, 3);
  const share = redShare(await screenPixels(page, page.locator('portfolio-projects .stage')));
  assert.ok(share > 0.02, `only ${(share * 100).toFixed(2)}% of the stage is the screenshot's red`);
});

test('tags take any simple-icons slug (Rust, PostgreSQL) and draw it, before the script too; a job without a logo shows its monogram', async (t) => {
  // The prerendered page draws them (the build has them), a long mark as a file beside it.
  const scriptless = await session.newPage({ javaScriptEnabled: false });
  await scriptless.goto(session.server.url);
  const prerendered = await scriptless.evaluate(() =>
    [...document.querySelector('portfolio-projects')!.shadowRoot!.querySelectorAll('.tags li')].map(
      (tag) => {
        const file = tag.querySelector('img');
        const svg = tag.querySelector('svg');
        return file
          ? [file.alt, file.complete && file.naturalWidth > 0]
          : [svg?.getAttribute('aria-label'), svg?.getAttribute('data-icon-state') === 'shown'];
      },
    ),
  );
  await scriptless.close();
  assert.deepEqual(prerendered, [
    ['Rust', true],
    ['PostgreSQL', true],
  ]);
  const page = await openPage(session, t, { reducedMotion: 'reduce' });
  await page.goto(session.server.url);
  await scrollThrough(page);
  const tags = await page.evaluate(() =>
    [
      ...document.querySelector('portfolio-projects')!.shadowRoot!.querySelectorAll('.tags svg'),
    ].map((svg) => ({
      label: svg.getAttribute('aria-label'),
      state: svg.getAttribute('data-icon-state'),
      path: svg.querySelector('path')?.getAttribute('d')?.length ?? 0,
    })),
  );
  assert.deepEqual(
    tags.map(({ label, state }) => [label, state]),
    [
      ['Rust', 'shown'],
      ['PostgreSQL', 'shown'],
    ],
  );
  assert.ok(
    tags.every((tag) => tag.path > 100),
    JSON.stringify(tags),
  );
  const rust = page.locator('portfolio-projects .tags li').first();
  await rust.scrollIntoViewIfNeeded();
  const ink = await screenPixels(page, rust);
  assert.ok(new Set(ink.data).size > 8, 'the Rust tag draws nothing');
  const monogram = await page.evaluate(() =>
    document
      .querySelector('portfolio-work')!
      .shadowRoot!.querySelectorAll('.job-logo')[1]!
      .querySelector('svg')
      ?.getAttribute('data-initials'),
  );
  assert.equal(monogram, 'QP');
  assert.deepEqual(page.errors, []);
});
