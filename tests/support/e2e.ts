/**
 * End-to-end helpers: serve the built dist/ on 127.0.0.1 (free port) and drive Debian Chromium
 * with playwright-core.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, afterEach, before, type TestContext } from 'node:test';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { CSP_FILE, policy } from '../../scripts/site/csp.ts';
import { startServer, type Route, type RunningServer } from '../../server/server.ts';
import { LEAN_CHROMIUM } from './chromium.mjs';

import { recordEvents } from './events.ts';
import { installProbe, rafPasses, STAGE_TIMEOUT_MS } from './frames.ts';

export * from './events.ts';
export * from './frames.ts';
export { poll } from './poll.ts';

export const DIST = join(import.meta.dirname, '../../dist');

export function serveDist(
  options: { routes?: Route[]; headers?: Record<string, string>; root?: string } = {},
): Promise<RunningServer> {
  return startServer({ root: options.root ?? DIST, port: 0, ...options });
}

/**
 * The end-to-end tests composite the page in software: with SwiftShader's GPU compositing, a
 * desktop-size page costs more than a core each frame a canvas changes, and every test with a
 * stage in view ran on what the compositor left (the stages drew at 14-16 frames a second, 22-35
 * without it). WebGL stays in SwiftShader, and software compositing is a real browser's setup
 * too (Chrome on a GPU it blocklists). The benchmark keeps GPU compositing, as visitors have.
 */
const TEST_ARGS = ['--disable-gpu-compositing'];

export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: LEAN_CHROMIUM.executablePath,
    args: [...LEAN_CHROMIUM.args, ...TEST_ARGS, ...extraArgs],
  });
}

type PageFunctionOptions = Parameters<Page['waitForFunction']>[2];
/** How often a test's waitForFunction asks the page. */
const WAIT_POLL_MS = 30;

/**
 * `page`, its waitForFunction asking on a timer unless told otherwise, not in animation frames
 * (Playwright's default): a page that headless Chromium stops giving frames (see rafPasses)
 * still answers its timers. Every page the tests' support opens is made so.
 */
export function pollOnTimers<T extends Page>(page: T): T {
  const waitForFunction = page.waitForFunction.bind(page);
  page.waitForFunction = ((fn: never, arg: never, options?: PageFunctionOptions) =>
    waitForFunction(fn, arg, { polling: WAIT_POLL_MS, ...options })) as Page['waitForFunction'];
  return page;
}

export const DESKTOP = { width: 1440, height: 900 };
export const MOBILE = { width: 390, height: 844 };

/** A page whose console errors and page errors are collected on `errors`. */
export type TestPage = Page & { errors: string[] };

/** A fresh page in its own context of `browser`. */
export async function newPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<TestPage> {
  const context = await browser.newContext({ viewport: DESKTOP, ...options });
  // tsx compiles tests with esbuild's keepNames, which wraps named functions in __name();
  // functions sent into the page (evaluate, init scripts) need that helper there too.
  await context.addInitScript('globalThis.__name ??= (fn) => fn;');
  const page = pollOnTimers((await context.newPage()) as TestPage);
  page.errors = [];
  page.on('pageerror', (error) => page.errors.push(error.message));
  return page;
}

export interface Session {
  browser: Browser;
  server: RunningServer;
  /** A fresh page; console errors and page errors are collected on `page.errors`. */
  newPage(options?: BrowserContextOptions): Promise<TestPage>;
  close(): Promise<void>;
}

/** One server and one browser for a test file. */
export async function openSession(
  options: {
    routes?: Route[];
    headers?: Record<string, string>;
    args?: string[];
    /** Another build to serve than dist/ (a test's own, PORTFOLIO_DIST). */
    root?: string;
  } = {},
): Promise<Session> {
  const server = await serveDist(options);
  const browser = await launchChromium(options.args);
  return {
    browser,
    server,
    newPage: (contextOptions) => newPage(browser, contextOptions),
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

/**
 * Closes, when each test of the file ends, the browser contexts given to the function it returns.
 * A page left open keeps drawing its scenes, and the browser's one GPU process draws for them all
 * (three-platform's tests took 38-460 s each with earlier tests' pages still open, 2-19 s
 * without; dev.test's second test 44 s against 25 s).
 */
export function closedAfterEachTest(): (context: BrowserContext) => void {
  const open = new Set<BrowserContext>();
  afterEach(async () => {
    await Promise.all([...open].map((context) => context.close()));
    open.clear();
  });
  return (context) => {
    open.add(context);
  };
}

/**
 * One session for the test file, opened before its first test and closed after its last: every
 * test of the file shares its browser and server. The pages a test opens close when it ends
 * (closedAfterEachTest).
 */
export function sessionForFile(options: Parameters<typeof openSession>[0] = {}): Session {
  const session = {} as Session;
  const closeAfterTest = closedAfterEachTest();
  before(async () => {
    const opened = await openSession(options);
    Object.assign(session, opened, {
      async newPage(contextOptions?: BrowserContextOptions) {
        const page = await opened.newPage(contextOptions);
        closeAfterTest(page.context());
        return page;
      },
    });
  });
  after(() => session.close());
  return session;
}

/**
 * A route's own fetch, tried again on a connection reset: Playwright's client can send it on a
 * kept-alive socket just as the server closes it. A handler that throws leaves the request
 * unanswered, and a fresh run's stage waited 180 s for its worker's script.
 */
const FETCH_RETRIES = { maxRetries: 2 };

/**
 * The stage worker's scripts as a browser whose workers have no WebGL would run them. The page
 * imports the same script where it draws a stage itself: there it is left as it is.
 */
export async function refuseWorkerWebGL(page: Page): Promise<void> {
  await page.route('**/stage-worker.js*', async (route) => {
    const response = await route.fetch(FETCH_RETRIES);
    const refuse = `if (typeof document === 'undefined') {
      const getContext = OffscreenCanvas.prototype.getContext;
      OffscreenCanvas.prototype.getContext = function (kind, ...rest) {
        return /webgl/.test(kind) ? null : getContext.call(this, kind, ...rest);
      };
    }\n`;
    const body = refuse + (await response.text());
    await route.fulfill({ response, body });
  });
}

/**
 * Test hooks in the stage workers' script, as served to this page. A test can take a worker's
 * context away and give it back, as the browser may: the script records the stage's context
 * (not the renderer probe's 1x1 one) and answers `test-lose` and `test-restore` messages (see
 * loseWorkerContext). And it can slow the worker's frame clock: `test-slow-clock` (see
 * slowWorkerClocks).
 */
export async function workerTestHooks(page: Page): Promise<void> {
  await page.route('**/stage-worker.js*', async (route) => {
    const response = await route.fetch(FETCH_RETRIES);
    const hook = `{
      const extensions = [];
      const getContext = OffscreenCanvas.prototype.getContext;
      OffscreenCanvas.prototype.getContext = function (...args) {
        const context = getContext.apply(this, args);
        // Asked now: a lost context answers no extension.
        if (context && /webgl/.test(args[0]) && this.width > 1) {
          extensions.push(context.getExtension('WEBGL_lose_context'));
        }
        return context;
      };
      self.addEventListener('message', ({ data }) => {
        if (data?.type === 'test-lose') for (const lose of extensions) lose.loseContext();
        if (data?.type === 'test-restore') for (const lose of extensions) lose.restoreContext();
        if (data?.type !== 'test-slow-clock') return;
        // As the page's slow clock in three-platform.test.ts: time moves frameMs per frame.
        const request = self.requestAnimationFrame.bind(self);
        let virtual = performance.now();
        let lastFrame;
        performance.now = () => virtual;
        self.requestAnimationFrame = (callback) =>
          request((frame) => {
            if (frame !== lastFrame) {
              lastFrame = frame;
              virtual += data.frameMs;
            }
            callback(virtual);
          });
      });
    }\n`;
    await route.fulfill({ response, body: hook + (await response.text()) });
  });
}

/**
 * Runs `body` on the standalone page in a browser without WebGL, with `portfolio-error` recorded
 * from the start (`recorded`); that browser and its server close afterwards.
 */
export async function withoutWebGL(body: (page: TestPage) => Promise<void>): Promise<void> {
  const noGl = await openSession({ args: ['--disable-webgl', '--disable-3d-apis'] });
  try {
    const page = await noGl.newPage();
    // Chromium's flags leave a worker's OffscreenCanvas its WebGL; a browser without WebGL has
    // none there either.
    await refuseWorkerWebGL(page);
    await recordEvents(page, ['portfolio-error']);
    await page.goto(noGl.server.url);
    await body(page);
  } finally {
    await noGl.close();
  }
}

export interface OpenPageOptions extends BrowserContextOptions {
  /** Install the WebGL probe (`installProbe`) before the page's scripts. */
  probe?: boolean;
  /** Events whose details are recorded from the page's start, for `recorded`. */
  record?: string[];
}

/**
 * A fresh page of the session, closed with its context when the test ends: a page left open
 * keeps its 3D stages busy and slows the next test.
 */
export async function openPage(
  session: Session,
  t: TestContext,
  { probe = false, record = [], ...options }: OpenPageOptions = {},
): Promise<TestPage> {
  const page = await session.newPage(options);
  t.after(() => page.context().close());
  if (probe) await installProbe(page);
  if (record.length) await recordEvents(page, record);
  return page;
}

/**
 * Scrolls the page top to bottom a step at a time, so every lazy section sees the viewport,
 * waits until every element on it has taken over, and scrolls back to the top.
 */
export async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 600) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    // Intersection observers report once a frame, after it.
    await rafPasses(page, 2);
  }
  const tags = await page.evaluate(() => [
    ...new Set(
      [...document.querySelectorAll('*')]
        .map((element) => element.localName)
        .filter((name) => name.startsWith('portfolio-')),
    ),
  ]);
  for (const tag of tags) await upgraded(page, tag);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

/**
 * Waits until the section `#id` sits at the top of the viewport, below the fixed bar, or the
 * page has scrolled as far as it can (a short last section cannot reach the top). Smooth
 * scrolling on a busy machine takes its time.
 */
export async function scrolledTo(page: Page, id: string, timeout = 30_000): Promise<void> {
  await page.waitForFunction(
    (target) => {
      const top = document.getElementById(target)!.getBoundingClientRect().top;
      const end = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      return (top > -2 && top < 90) || end;
    },
    id,
    { timeout },
  );
}

/**
 * Waits until the sections' Inter face is among the page's fonts, loaded: it joins them only once
 * its file has loaded (src/styles/fonts.ts), so `document.fonts.ready` does not wait for it.
 */
export function interLoaded(page: Pick<Page, 'waitForFunction'>): Promise<unknown> {
  return page.waitForFunction(() =>
    [...document.fonts].some(
      (face) => /^"?Inter Variable"?$/.test(face.family) && face.status === 'loaded',
    ),
  );
}

/** Text of the first `selector` match inside `host`'s shadow root. */
export function shadowText(page: Page, host: string, selector: string): Promise<string | null> {
  return page.evaluate(
    ([h, s]) => document.querySelector(h!)?.shadowRoot?.querySelector(s!)?.textContent ?? null,
    [host, selector],
  );
}

/**
 * Waits until `tag`'s element is defined and has rendered: on the prerendered page its text
 * shows before its code runs, but its controls only work once the view has taken over. A
 * prerendered section below the window is taken over as a reader comes near it, or at their
 * first key (src/lib/when-near.ts): while one waits out of the window, above or below it, this
 * sends the page a key event with no key, as a keyboard reader's first press would, and scrolls
 * nothing.
 */
export async function upgraded(page: Page, tag: string, timeout = 30_000): Promise<void> {
  await page
    .waitForFunction(
      (t) => {
        const element = document.querySelector(t);
        const root = element?.shadowRoot;
        const prerendered = !!element?.hasAttribute('data-portfolio-prerendered');
        // Only one that waits for a reader: a key would also fetch a blog's far sections' code.
        // Above the window too: its code may have run after the page was scrolled past it.
        const box = element?.getBoundingClientRect();
        const away = !!box && (box.top >= innerHeight || box.bottom <= 0);
        if (element && prerendered && away && element.matches(':defined')) {
          window.dispatchEvent(new KeyboardEvent('keydown'));
        }
        return (
          !!element?.matches(':defined') &&
          !!root?.firstElementChild &&
          // Its prerendered markup taken over (scripts/build/prerender.ts marks the tag until then).
          !prerendered &&
          // The view renders in a deferred pass after the element's first (see create-element).
          !root.querySelector('.config-loading')
        );
      },
      tag,
      { timeout },
    )
    .catch(async (error: unknown) => {
      // Which element, in which state: a timeout alone names neither.
      const state = await page
        .evaluate((t) => {
          const element = document.querySelector(t);
          if (!element) return 'not in the page';
          const root = element.shadowRoot;
          return [
            element.matches(':defined') ? 'defined' : 'not defined',
            element.hasAttribute('data-portfolio-prerendered')
              ? 'prerendered markup not taken over'
              : '',
            root?.querySelector('.config-loading') ? 'its first pass pending' : '',
            `top ${Math.round(element.getBoundingClientRect().top)} of a ${innerHeight} px window`,
          ]
            .filter(Boolean)
            .join(', ');
        }, tag)
        .catch(() => 'page not answering');
      throw new Error(`<${tag}> not upgraded in ${timeout} ms: ${state}`, { cause: error });
    });
}

/** The `name` attribute of the first `selector` match in `tag`'s shadow root (null if none). */
export function shadowAttribute(
  page: Page,
  tag: string,
  selector: string,
  name: string,
): Promise<string | null> {
  return page.evaluate(
    ([t, s, n]) => document.querySelector(t)?.shadowRoot?.querySelector(s)?.getAttribute(n) ?? null,
    [tag, selector, name] as const,
  );
}

/** Waits until the first `selector` match in `tag`'s shadow root has `name` set to `value`. */
export async function waitForShadowAttribute(
  page: Page,
  tag: string,
  selector: string,
  name: string,
  value: string,
  timeout = 10_000,
): Promise<void> {
  await page.waitForFunction(
    ([t, s, n, v]) =>
      document.querySelector(t)?.shadowRoot?.querySelector(s)?.getAttribute(n) === v,
    [tag, selector, name, value] as const,
    { timeout },
  );
}

/** Waits until the 3D stage in `tag`'s shadow root reports `state` in its `data-state`. */
export function waitForStage(
  page: Page,
  tag: string,
  state = 'ready',
  timeout = STAGE_TIMEOUT_MS,
): Promise<void> {
  return waitForShadowAttribute(page, tag, '.stage', 'data-state', state, timeout);
}

/**
 * The strict policy the product promises to render under (docs/security.md): no
 * 'unsafe-inline', no 'unsafe-eval'; for the prerendered pages, with the hashes of their inline
 * styles and start script, which the build writes into dist/ (scripts/site/csp.ts).
 */
export const STRICT_CSP = existsSync(join(DIST, CSP_FILE))
  ? readFileSync(join(DIST, CSP_FILE), 'utf8').trim()
  : policy();
