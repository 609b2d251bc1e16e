/**
 * Where the 3D stages draw in the places owners put the sections, and that they draw: an owner's
 * blog on another origin with the CDN tag, the embed pages in a WordPress sandbox and in a plain
 * frame, a blog whose policy allows `blob:` workers, and one whose policy forbids them (the
 * stages then draw on the page, as a plain fallback). dist/ is served as a CDN serves it
 * (`Access-Control-Allow-Origin: *`); the hosts are another server, so another origin.
 */
import assert from 'node:assert/strict';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { after, before, test } from 'node:test';
import type { Browser, Frame, Page } from 'playwright-core';
import { startServer, type RunningServer } from '../../server/server.ts';
import {
  closedAfterEachTest,
  launchChromium,
  newPage,
  serveDist,
  stageIn,
  type TestPage,
} from '../support/e2e.ts';

const STAGES = ['portfolio-hero', 'portfolio-about', 'portfolio-projects', 'portfolio-work'];
const SECTIONS = ['portfolio-nav', ...STAGES, 'portfolio-contact', 'portfolio-footer'];

let dist: RunningServer;
let host: RunningServer;
let browser: Browser;
/** The host's pages by path: the dist origin in, HTML and headers out. */
const pages = new Map<string, (cdn: string) => { html: string; csp?: string }>();
const closeAfterTest = closedAfterEachTest();

function hostRoute(req: IncomingMessage, res: ServerResponse): boolean {
  const page = pages.get(new URL(req.url ?? '/', 'http://host').pathname);
  if (!page) return false;
  const { html, csp } = page(dist.url.replace(/\/$/, ''));
  res.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    ...(csp ? { 'content-security-policy': csp } : {}),
  });
  res.end(html);
  return true;
}

before(async () => {
  [dist, host, browser] = await Promise.all([
    serveDist(),
    startServer({ root: import.meta.dirname, port: 0, routes: [hostRoute] }),
    launchChromium(),
  ]);
});
after(async () => {
  await browser.close();
  await Promise.all([dist.close(), host.close()]);
});

/** The owner's content, as a blog carries it: a JSON script the sections point at. */
const CONTENT = JSON.stringify({ owner: { name: 'Rosa Quint', firstName: 'Rosa' } });

/** docs/embedding.md's rule in a host's own CSS: the hero's room, held from the first paint. */
const HERO_ROOM =
  '<style>portfolio-hero:not(:defined) { display: block; min-height: max(600px, 100svh); }</style>';

/**
 * A blog post with paragraphs between all seven sections, loaded through the CDN tag, with
 * `head` in its <head>.
 */
const blog = (
  cdn: string,
  head = '',
) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Rosa's blog</title>${head}
<script type="module" src="${cdn}/portfolio-elements.js"></script>
</head><body><h1>Rosa's blog</h1>
<script type="application/json" id="owner-content">${CONTENT}</script>
${SECTIONS.map(
  (tag) => `<p>A paragraph of the post before the section.</p>
<${tag} config="#owner-content"></${tag}>`,
).join('\n')}
<p>The end of the post.</p></body></html>`;

async function open(path: string, html: (cdn: string) => string, csp?: string): Promise<TestPage> {
  pages.set(path, (cdn) => ({ html: html(cdn), csp }));
  const page = await hostPage();
  await page.goto(new URL(path, host.url).href);
  return page;
}

/**
 * A page for a host's post; what failed to load (the host's favicon aside) joins its errors.
 * With reduced motion: each stage draws its frame where it draws (what these tests check) and
 * stops, where a moving one would keep SwiftShader on both cores for the rest of the test.
 */
async function hostPage(): Promise<TestPage> {
  const page = await newPage(browser, {
    viewport: { width: 1280, height: 900 },
    reducedMotion: 'reduce',
  });
  closeAfterTest(page.context());
  page.on('response', (response) => {
    if (response.status() >= 400 && !response.url().endsWith('/favicon.ico')) {
      page.errors.push(`HTTP ${response.status()} ${response.url()}`);
    }
  });
  return page;
}

async function assertStages(page: Page, frame: Frame, tags: string[], where: string) {
  for (const tag of tags) {
    const drawn = await stageIn(page, frame, tag);
    assert.equal(drawn.where, where, `${tag} drawn in the ${drawn.where}`);
    const { variance } = drawn;
    assert.ok(variance > 50, `${tag}'s stage looks blank (luma variance ${variance.toFixed(1)})`);
  }
}

// Its stages are held where the same blog sets a policy that allows blob: workers (below).
test("an owner's blog on another origin, with the CDN tag: its text stays put", async () => {
  const page = await open('/blog.html', (cdn) => blog(cdn, HERO_ROOM));
  // The reader's first key: the sections below the first screen load without a scroll.
  await page.keyboard.press('Shift');
  await page.locator('portfolio-footer .copyright').waitFor();
  // The content came from the blog's JSON script.
  assert.match((await page.locator('portfolio-hero h1').textContent()) ?? '', /Rosa/);
  // With docs/embedding.md's one rule for the hero's room, the post's text never moves.
  const shifted = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        type Shift = PerformanceEntry & { value: number };
        const sum = (entries: PerformanceEntry[]) =>
          entries.reduce((total, entry) => total + (entry as Shift).value, 0);
        let total = 0;
        const observer = new PerformanceObserver((list) => (total += sum(list.getEntries())));
        observer.observe({ type: 'layout-shift', buffered: true });
        // Whatever the callback has not had yet, the observer still holds.
        setTimeout(() => resolve(total + sum(observer.takeRecords())));
      }),
  );
  assert.ok(shifted < 0.01, `the post's layout shifted by ${shifted}`);
  assert.deepEqual(page.errors, []);
});

const EMBEDS = ['hero', 'about', 'projects', 'work'];

/** A host post that frames the embed page of every 3D section, with these frame attributes. */
const framing = (attributes: string) => (cdn: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><title>A post</title></head><body>
<p>A post with embeds.</p>
${EMBEDS.map(
  (section) =>
    `<iframe ${attributes} data-section="${section}" src="${cdn}/embed/${section}.html" width="1100" height="800"></iframe>`,
).join('\n')}
</body></html>`;

/** Each framed embed's stage: drawn `where`, and showing a picture. */
async function assertFramedStages(page: Page, where: string, origin?: string): Promise<void> {
  for (const section of EMBEDS) {
    const handle = await page.waitForSelector(`iframe[data-section="${section}"]`);
    await handle.scrollIntoViewIfNeeded();
    const frame = (await handle.contentFrame())!;
    await frame.waitForLoadState();
    if (origin) assert.equal(await frame.evaluate(() => window.origin), origin);
    await assertStages(page, frame, [`portfolio-${section}`], where);
  }
}

test('embed pages in a WordPress sandbox (allow-scripts, an opaque origin): every stage draws in a worker', async () => {
  const page = await open('/wp.html', framing('sandbox="allow-scripts"'));
  await assertFramedStages(page, 'worker', 'null');
  assert.deepEqual(page.errors, []);
});

test('embed pages in a plain frame (as Notion frames them): every stage draws in a worker', async () => {
  const page = await open('/frames.html', framing(''));
  await assertFramedStages(page, 'worker');
  assert.deepEqual(page.errors, []);
});

/** A blog's strict policy: scripts and their files only from itself and the CDN. */
const policy = (workers: string) => (cdn: string) =>
  [
    "default-src 'self'",
    `script-src 'self' ${cdn}`,
    `style-src 'self' ${cdn}`,
    `font-src ${cdn}`,
    `img-src 'self' ${cdn} data: blob:`,
    `connect-src 'self' ${cdn}`,
    `worker-src ${workers}`,
    "object-src 'none'",
  ].join('; ');

/** The policy's violations, as the page hears them. */
async function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
}

async function openUnderPolicy(
  path: string,
  workers: string,
): Promise<TestPage & { told: string[] }> {
  pages.set(path, (cdn) => ({ html: blog(cdn), csp: policy(workers)(cdn) }));
  const page = await hostPage();
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const told: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') told.push(message.text());
  });
  await page.goto(new URL(path, host.url).href);
  return Object.assign(page, { told });
}

test("an owner's blog on another origin under a strict policy that allows blob: workers: every stage draws in a worker, nothing refused or failed", async () => {
  const page = await openUnderPolicy('/csp-blob.html', 'blob:');
  await assertStages(page, page.mainFrame(), STAGES, 'worker');
  assert.deepEqual(await violations(page), []);
  assert.deepEqual(page.errors, []);
  // Nor a dependency's notices in the host's console (three's for React Three Fiber's Clock).
  assert.deepEqual(
    page.told.filter((text) => text.startsWith('THREE.')),
    [],
  );
});

test('a policy that forbids blob: workers: every stage draws on the page, and says why', async () => {
  const page = await openUnderPolicy('/csp-self.html', "'self'");
  await assertStages(page, page.mainFrame(), STAGES, 'page');
  // Refused at the worker's start, not after a wait: each stage tells the console why, and
  // what to do.
  for (const tag of STAGES) {
    assert.ok(
      page.told.some(
        (text) =>
          text.startsWith(`<${tag}> draws its 3D stage on the page's thread`) &&
          text.includes('add blob: to its worker-src'),
      ),
      `${tag}: ${page.told.join(' | ')}`,
    );
  }
  assert.ok((await violations(page)).every((seen) => seen.startsWith('worker-src blob')));
  assert.deepEqual(
    page.told.filter((text) => text.startsWith('THREE.')),
    [],
  );
});
