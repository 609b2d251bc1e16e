/**
 * End-to-end helpers: serve the built dist/ on 127.0.0.1 (free port) and drive Debian Chromium
 * with playwright-core.
 */
import { join } from 'node:path';
import { after, before, type TestContext } from 'node:test';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { installProbe as installWebGLProbe, readProbe } from '../../bench/probe.ts';
import { startServer, type Route, type RunningServer } from '../../server/server.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

export { poll } from './poll.ts';

export const DIST = join(import.meta.dirname, '../../dist');

export function serveDist(
  options: { routes?: Route[]; headers?: Record<string, string>; root?: string } = {},
): Promise<RunningServer> {
  return startServer({ root: options.root ?? DIST, port: 0, ...options });
}

export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...extraArgs] });
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
  const page = (await context.newPage()) as TestPage;
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
  options: { routes?: Route[]; headers?: Record<string, string>; args?: string[] } = {},
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
 * One session for the test file, opened before its first test and closed after its last: every
 * test of the file shares its browser and server.
 */
export function sessionForFile(options: Parameters<typeof openSession>[0] = {}): Session {
  const session = {} as Session;
  before(async () => {
    Object.assign(session, await openSession(options));
  });
  after(() => session.close());
  return session;
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

/** Waits until at least `count` `type` events have fired (`openPage` with `record: [type]`). */
export async function waitForRecorded(
  page: Page,
  type: string,
  count = 1,
  timeout = 10_000,
): Promise<void> {
  await page.waitForFunction(
    ([name, n]) =>
      (window as unknown as { __recorded: Record<string, unknown[]> }).__recorded[name]!.length >=
      n,
    [type, count] as const,
    { timeout },
  );
}

/**
 * Records the detail of every `types` event, with the tag of the element that fired it, from
 * the page's start (install before navigation); read with `recorded`.
 */
export async function recordEvents(page: Page, types: string[]): Promise<void> {
  await page.addInitScript((names) => {
    const seen: Record<string, unknown[]> = {};
    (window as unknown as { __recorded: typeof seen }).__recorded = seen;
    for (const name of names) {
      seen[name] = [];
      document.addEventListener(name, (event) =>
        seen[name]!.push({
          tag: (event.target as Element).localName,
          ...((event as CustomEvent).detail as object),
        }),
      );
    }
  }, types);
}

/** The `type` events fired so far, in order: each one's detail and the tag that fired it. */
export function recorded<T = unknown>(page: Page, type: string): Promise<(T & { tag: string })[]> {
  return page.evaluate(
    (name) => (window as unknown as { __recorded: Record<string, unknown[]> }).__recorded[name]!,
    type,
  ) as Promise<(T & { tag: string })[]>;
}

/** Resolves with the detail of the next `type` event fired on the first `selector` match. */
export function waitForEvent<T = unknown>(
  page: Page,
  selector: string,
  type: string,
  timeout = 10_000,
): Promise<T> {
  return page.evaluate(
    ([sel, name, ms]) =>
      new Promise((resolve, reject) => {
        const target = document.querySelector(sel as string) ?? document;
        const timer = setTimeout(
          () => reject(new Error(`no ${name} within ${ms} ms`)),
          ms as number,
        );
        target.addEventListener(
          name as string,
          (event) => {
            clearTimeout(timer);
            resolve((event as CustomEvent).detail);
          },
          { once: true },
        );
      }),
    [selector, type, timeout] as const,
  ) as Promise<T>;
}

/**
 * Installs the benchmark's WebGL probe (bench/probe.ts) before the page's scripts: frames drawn
 * per section (a black-box frame counter: a rendered frame draws) and every WebGL context made.
 */
export async function installProbe(page: Page): Promise<void> {
  await page.addInitScript(installWebGLProbe);
}

/** Animation frames in which the canvases of the section `tag` drew, since the page started. */
export async function framesDrawn(page: Page, tag: string): Promise<number> {
  return (await page.evaluate(readProbe)).frames[tag] ?? 0;
}

/** Waits until the section `tag` has drawn more than `count` frames. */
export async function drawsPast(
  page: Page,
  tag: string,
  count: number,
  timeout = STAGE_TIMEOUT_MS,
): Promise<void> {
  await page.waitForFunction(
    ([t, n]) => (window.__glProbe.frames.get(t as string) ?? 0) > (n as number),
    [tag, count] as const,
    { timeout },
  );
}

/**
 * A loop that runs draws in every animation frame, so this many frames without a draw mean it
 * stopped; counted in frames, not milliseconds, so a slow machine's late frames cannot hide one.
 */
const QUIET_FRAMES = 20;

/**
 * Waits until `tag` has drawn nothing for `QUIET_FRAMES` animation frames in a row, then returns
 * its frame count. A frame loop stops one React commit after the stage sees it left the
 * viewport, and on a busy machine that commit can come several frames late; a loop that never
 * stops never goes quiet, and this fails at `timeout` (generous: in software WebGL on a busy
 * machine, a page with another scene running can take a second a frame).
 */
export function quietFrames(page: Page, tag: string, timeout = STAGE_TIMEOUT_MS): Promise<number> {
  return page.evaluate(
    ([t, quiet, ms]) =>
      new Promise<number>((resolve, reject) => {
        const deadline = performance.now() + ms;
        let last = -1;
        let still = 0;
        let ticks = 0;
        const check = () => {
          const now = window.__glProbe.frames.get(t) ?? 0;
          still = now === last ? still + 1 : 0;
          last = now;
          ticks += 1;
          if (still >= quiet) resolve(now);
          else if (performance.now() > deadline)
            reject(new Error(`${t} was still drawing after ${ticks} frames`));
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
    [tag, QUIET_FRAMES, timeout] as const,
  );
}

/**
 * Frames `tag` draws over the next `frames` animation frames: the observation window of a check
 * that something stays still (a running loop would draw in every one of them).
 */
export async function framesDrawnOver(page: Page, tag: string, frames = 30): Promise<number> {
  const before = await framesDrawn(page, tag);
  await rafPasses(page, frames);
  return (await framesDrawn(page, tag)) - before;
}

/** WebGL contexts alive on the page (made and not lost). */
export async function liveContexts(page: Page): Promise<number> {
  const { contexts } = await page.evaluate(readProbe);
  return Object.values(contexts).reduce((sum, n) => sum + n, 0);
}

/** Waits until no WebGL context made on the page is alive. */
export async function contextsReleased(page: Page, timeout = 10_000): Promise<void> {
  await page
    .waitForFunction(
      () => [...window.__glProbe.contexts].every((context) => context.isContextLost()),
      null,
      { timeout },
    )
    .catch(() => {
      throw new Error(`WebGL contexts still alive ${timeout} ms after their elements left`);
    });
}

/** Waits for `n` animation frames in the page. */
export function rafPasses(page: Page, n = 2): Promise<void> {
  return page.evaluate(
    (count) =>
      new Promise<void>((resolve) => {
        let left = count;
        const tick = () => (--left <= 0 ? resolve() : requestAnimationFrame(tick));
        requestAnimationFrame(tick);
      }),
    n,
  );
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

/** Text of the first `selector` match inside `host`'s shadow root. */
export function shadowText(page: Page, host: string, selector: string): Promise<string | null> {
  return page.evaluate(
    ([h, s]) => document.querySelector(h!)?.shadowRoot?.querySelector(s!)?.textContent ?? null,
    [host, selector],
  );
}

/**
 * Waits until `tag`'s element is defined and has rendered: on the prerendered page its text
 * shows before its code runs, but its controls only work once the view has taken over.
 */
export async function upgraded(page: Page, tag: string, timeout = 30_000): Promise<void> {
  await page.waitForFunction(
    (t) => {
      const element = document.querySelector(t);
      const root = element?.shadowRoot;
      return (
        !!element?.matches(':defined') &&
        !!root?.firstElementChild &&
        !root.querySelector('link[rel="stylesheet"]') &&
        // The view renders in a deferred pass after the element's first (see create-element).
        !root.querySelector('.config-loading')
      );
    },
    tag,
    { timeout },
  );
}

/** Software WebGL on a busy 2-core machine: a stage's first frames can take minutes. */
export const STAGE_TIMEOUT_MS = 180_000;

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

/** The strict policy the product promises to render under (docs/security.md). */
export const STRICT_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "connect-src 'self' https://api.emailjs.com",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
].join('; ');
