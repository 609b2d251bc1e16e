import { build } from 'esbuild';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { after, before, test } from 'node:test';
import { ELEMENT_ENTRIES } from '../../elements.config.ts';
import { startServer, type Route, type RunningServer } from '../../server/server.ts';
import { encodeBase64Url } from '../../src/embed/base64url.ts';
import {
  closedAfterEachTest,
  interLoaded,
  launchChromium,
  newPage,
  poll,
  serveDist,
  type TestPage,
} from '../support/e2e.ts';

/** The elements on a host page: served by a second server, on another origin. */
const TAGS = Object.keys(ELEMENT_ENTRIES);

let dist: RunningServer;
let host: RunningServer;
let browser: Awaited<ReturnType<typeof launchChromium>>;
const pages = new Map<string, (distOrigin: string) => string>();

function hostRoute(req: IncomingMessage, res: ServerResponse): boolean {
  const page = pages.get(new URL(req.url ?? '/', 'http://x').pathname);
  if (!page) return false;
  const type = req.url?.endsWith('.js')
    ? 'text/javascript'
    : req.url?.endsWith('.json')
      ? 'application/json'
      : 'text/html';
  res.writeHead(200, {
    'content-type': `${type}; charset=utf-8`,
    'access-control-allow-origin': '*',
  });
  res.end(page(dist.url.replace(/\/$/, '')));
  return true;
}

/** While set, font requests to the dist server wait for it to resolve. */
let fontsHeld: Promise<void> | null = null;
const holdFonts: Route = async (req) => {
  if (fontsHeld && req.url?.endsWith('.woff2')) await fontsHeld;
  return false;
};

before(async () => {
  dist = await serveDist({ routes: [holdFonts] });
  host = await startServer({ root: import.meta.dirname, port: 0, routes: [hostRoute] });
  browser = await launchChromium();
});
after(async () => {
  await browser.close();
  await Promise.all([dist.close(), host.close()]);
});

const closeAfterTest = closedAfterEachTest();

async function open(path: string, width = 1280): Promise<TestPage> {
  const page = await newPage(browser, { viewport: { width, height: 900 } });
  closeAfterTest(page.context());
  await page.goto(new URL(path, host.url).href);
  return page;
}

const body = (tags: string[]) => tags.map((tag) => `<${tag}></${tag}>`).join('\n');

test('one script tag from another origin gives working sections; assets resolve from the script', async () => {
  pages.set(
    '/cdn.html',
    (origin) => `<!doctype html><html><head>
    <script type="module" src="${origin}/portfolio-elements.js"></script></head>
    <body><h1>My blog</h1>${body(['portfolio-nav', 'portfolio-footer', 'portfolio-contact'])}</body></html>`,
  );
  const requests: string[] = [];
  const page = await open('/cdn.html');
  page.on('request', (request) => requests.push(request.url()));
  await page.locator('portfolio-footer .copyright').waitFor();
  await page.locator('portfolio-nav .brand').waitFor();
  await page.reload();
  await page.locator('portfolio-footer .copyright').waitFor();
  await page.evaluate(() => document.fonts.ready);
  const hostOrigin = new URL(host.url).origin;
  const fromHost = requests.filter(
    (url) => url.startsWith(hostOrigin) && !url.endsWith('/cdn.html'),
  );
  assert.deepEqual(fromHost, [], 'no asset may resolve against the host page');
  assert.ok(requests.some((url) => url.startsWith(dist.url) && url.includes('/chunks/')));
  assert.deepEqual(page.errors, []);
});

test('loading the script twice, or the loader plus one element file, defines once and throws nothing', async () => {
  pages.set(
    '/double.html',
    (origin) => `<!doctype html><html><head>
    <script type="module" src="${origin}/portfolio-elements.js"></script>
    <script type="module" src="${origin}/portfolio-elements.js?again"></script>
    <script type="module" src="${origin}/elements/portfolio-footer.js"></script>
    </head><body>${body(['portfolio-nav', 'portfolio-footer'])}</body></html>`,
  );
  const page = await open('/double.html');
  await page.locator('portfolio-footer .copyright').waitFor();
  await page.locator('portfolio-nav .brand').waitFor();
  assert.equal(await page.locator('portfolio-footer').count(), 1);
  assert.equal(await page.locator('portfolio-footer .footer').count(), 1);
  assert.deepEqual(page.errors, []);
});

test('sections look the same under hostile global CSS', async () => {
  const hostile = `<style>
    * { box-sizing: content-box !important; margin: 7px; padding: 3px; font-family: "Comic Sans MS", serif; }
    html { font-size: 10px; line-height: 3; color: lime; letter-spacing: 2px; text-transform: uppercase; }
    button, a, h1, h2, h3, p, li { color: red !important; background: yellow; border: 5px dashed blue; font-size: 30px; }
    a { text-decoration: underline wavy; }
    div { display: inline; }
  </style>`;
  const tags = ['portfolio-nav', 'portfolio-footer', 'portfolio-contact'];
  pages.set(
    '/plain.html',
    (origin) => `<!doctype html><html><head>
    <script type="module" src="${origin}/portfolio-elements.js"></script></head><body>${body(tags)}</body></html>`,
  );
  pages.set(
    '/hostile.html',
    (origin) => `<!doctype html><html><head>${hostile}
    <script type="module" src="${origin}/portfolio-elements.js"></script></head><body>${body(tags)}</body></html>`,
  );
  const measure = async (path: string) => {
    const page = await open(path);
    await page.locator('portfolio-footer .copyright').waitFor();
    await page.locator('portfolio-contact form').waitFor();
    // Both pages measured in their own fonts: a busy machine can measure one before its
    // font has arrived (a few px narrower in the fallback).
    await interLoaded(page);
    // No named helper inside evaluate: tsx's keepNames would reference a missing __name there.
    return page.evaluate(
      (targets) => {
        const out: Record<string, Record<string, string | number>> = {};
        for (const [key, tag, selector] of targets) {
          const el = document
            .querySelector(tag!)!
            .shadowRoot!.querySelector(selector!) as HTMLElement;
          const style = getComputedStyle(el);
          const box = el.getBoundingClientRect();
          out[key!] = {
            color: style.color,
            font: style.fontFamily,
            size: style.fontSize,
            transform: style.textTransform,
            border: style.borderTopWidth,
            boxSizing: style.boxSizing,
            width: Math.round(box.width),
            height: Math.round(box.height),
          };
        }
        return out;
      },
      [
        ['brand', 'portfolio-nav', '.brand'],
        ['link', 'portfolio-nav', '.nav-link'],
        ['copyright', 'portfolio-footer', '.copyright'],
        ['social', 'portfolio-footer', '.social-link'],
        ['button', 'portfolio-contact', 'button[type="submit"]'],
        ['heading', 'portfolio-contact', 'h2, h1, h3'],
      ],
    );
  };
  assert.deepEqual(await measure('/hostile.html'), await measure('/plain.html'));
});

test("sections work beside the host page's own, different React", async () => {
  const bundle = await build({
    entryPoints: [join(import.meta.dirname, '../fixtures/react-host/app.tsx')],
    bundle: true,
    write: false,
    format: 'esm',
    jsx: 'automatic',
    alias: { react: 'react-host', 'react-dom': 'react-dom-host' },
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const script = bundle.outputFiles[0]!.text;
  assert.match(script, /19\.2\.0/);
  pages.set('/react-host.js', () => script);
  pages.set(
    '/react-host.html',
    (origin) => `<!doctype html><html><head>
    <script type="module" src="/react-host.js"></script>
    <script type="module" src="${origin}/portfolio-elements.js"></script></head>
    <body><div id="app"></div>${body(['portfolio-nav', 'portfolio-footer'])}</body></html>`,
  );
  const page = await open('/react-host.html');
  await page.locator('portfolio-footer .copyright').waitFor();
  await page.locator('#app .host-react').waitFor();
  assert.equal(await page.locator('#app .host-react').textContent(), 'Host React 2');
  await page.locator('portfolio-nav .nav-link').first().waitFor();
  assert.deepEqual(page.errors, []);
});

test('every embed page renders its section in an iframe that resizes to its content', async () => {
  const content = encodeBase64Url(JSON.stringify({ owner: { firstName: 'Embedded' } }));
  const frames = TAGS.map((tag) => tag.replace('portfolio-', ''));
  pages.set(
    '/embeds.html',
    (origin) => `<!doctype html><html><head>
    <script src="${origin}/embed.js" type="module"></script></head><body>
    ${frames
      .map(
        (name) =>
          `<iframe data-name="${name}" src="${origin}/embed/${name}.html#${content}" style="width:100%;height:50px;border:0"></iframe>`,
      )
      .join('\n')}</body></html>`,
  );
  const page = await open('/embeds.html');
  for (const name of frames) {
    const frame = page.locator(`iframe[data-name="${name}"]`);
    await page.waitForFunction(
      (n) =>
        Number(
          (document.querySelector(`iframe[data-name="${n}"]`) as HTMLIFrameElement).dataset
            .portfolioHeight,
        ) > 60,
      name,
      { timeout: 20000 },
    );
    const measure = async () => ({
      height: await frame.evaluate((el) => el.getBoundingClientRect().height),
      inner: await frame
        .contentFrame()
        .locator(`portfolio-${name}`)
        .evaluate((el) => {
          let bottom = el.getBoundingClientRect().bottom;
          for (const child of el.shadowRoot!.children)
            bottom = Math.max(bottom, child.getBoundingClientRect().bottom);
          return Math.ceil(bottom);
        }),
    });
    // The height travels by postMessage: content that settles after the first message (a stage
    // finishing its load) is followed by a new one, so allow it a moment to arrive.
    const { height, inner } = await poll(measure, (now) => Math.abs(now.height - now.inner) <= 2);
    assert.ok(Math.abs(height - inner) <= 2, `${name}: iframe ${height}px, content ${inner}px`);
  }
  const brand = page.frameLocator('iframe[data-name="nav"]').locator('portfolio-nav .brand');
  assert.equal(await brand.textContent(), 'Embedded');
});

test('an embed far below the fold is sized before it is scrolled into view', async () => {
  // Chrome renders no frames in a cross-origin iframe out of view, so the height must not wait
  // for one: the visitor would see the page jump when they get there.
  pages.set(
    '/embed-below.html',
    (origin) => `<!doctype html><html><head>
    <script src="${origin}/embed.js" type="module"></script></head><body>
    <div style="height:4000px"></div>
    <iframe id="f" src="${origin}/embed/footer.html" style="width:100%;height:50px;border:0"></iframe>
    </body></html>`,
  );
  const page = await open('/embed-below.html');
  await page.waitForFunction(
    () => Number((document.getElementById('f') as HTMLIFrameElement).dataset.portfolioHeight) > 60,
    undefined,
    { timeout: 20_000 },
  );
  assert.equal(await page.evaluate(() => window.scrollY), 0);
  const inner = await page
    .frameLocator('#f')
    .locator('portfolio-footer')
    .evaluate((el) => Math.ceil(el.getBoundingClientRect().bottom));
  const height = await page.locator('#f').evaluate((el) => el.getBoundingClientRect().height);
  assert.ok(Math.abs(height - inner) <= 2, `iframe ${height}px, content ${inner}px`);
});

test('an embed out of view follows its font arriving after the first height report', async () => {
  // The text reflows in the section's own font; out of view no resize observation follows it.
  let release = () => {};
  fontsHeld = new Promise((resolve) => (release = resolve));
  try {
    pages.set(
      '/embed-font.html',
      (origin) => `<!doctype html><html><head>
      <script src="${origin}/embed.js" type="module"></script></head><body>
      <div style="height:4000px"></div>
      <iframe id="f" src="${origin}/embed/work.html" style="width:100%;height:50px;border:0"></iframe>
      </body></html>`,
    );
    const page = await open('/embed-font.html');
    const frameHeight = () =>
      page.locator('#f').evaluate((el) => Math.round(el.getBoundingClientRect().height));
    await page.waitForFunction(
      () =>
        Number((document.getElementById('f') as HTMLIFrameElement).dataset.portfolioHeight) > 60,
      undefined,
      { timeout: 20_000 },
    );
    const inFallback = await frameHeight();
    release();
    const frame = page.frames().find((each) => each.url().includes('/embed/work.html'))!;
    // Polled on a timer: an out-of-view cross-origin frame runs no animation frames, so the
    // default (once per frame) would check only once.
    await frame.waitForFunction(
      () =>
        document.fonts.status === 'loaded' &&
        [...document.fonts].some((font) => font.status === 'loaded'),
      undefined,
      { timeout: 20_000, polling: 100 },
    );
    const work = frame.locator('portfolio-work');
    const measure = async () => ({
      height: await frameHeight(),
      inner: await work.evaluate((el) => Math.ceil(el.getBoundingClientRect().bottom)),
    });
    const { height, inner } = await poll(measure, (now) => Math.abs(now.height - now.inner) <= 2);
    assert.ok(
      Math.abs(height - inner) <= 2,
      `iframe ${height}px (${inFallback}px in the fallback font), content ${inner}px`,
    );
    assert.equal(await page.evaluate(() => window.scrollY), 0);
  } finally {
    release();
    fontsHeld = null;
  }
});

test('embed pages accept a config= URL and ignore height messages from other origins', async () => {
  pages.set('/embed-config.json', () => JSON.stringify({ owner: { firstName: 'FromUrl' } }));
  pages.set(
    '/embed-url.html',
    (origin) => `<!doctype html><html><head>
    <script src="${origin}/embed.js" type="module"></script></head><body>
    <iframe id="f" src="${origin}/embed/nav.html?config=${encodeURIComponent(new URL('/embed-config.json', host.url).href)}" style="width:100%;height:50px;border:0"></iframe>
    </body></html>`,
  );
  const page = await open('/embed-url.html');
  const brand = page.frameLocator('#f').locator('portfolio-nav .brand');
  await brand.waitFor();
  assert.equal(await brand.textContent(), 'FromUrl');
  // A message claiming to size the iframe, sent by the host page itself (wrong source/origin).
  // Listened for after the embed script's own listener, so it hears the message after it did.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        window.addEventListener('message', () => requestAnimationFrame(() => resolve()), {
          once: true,
        });
        window.postMessage({ type: 'portfolio-embed:height', height: 999 }, '*');
      }),
  );
  assert.notEqual(
    await page.locator('#f').evaluate((el) => el.getBoundingClientRect().height),
    999,
  );
});
