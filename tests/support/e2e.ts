/**
 * End-to-end helpers: serve the built dist/ on 127.0.0.1 (free port) and drive Debian Chromium
 * with playwright-core.
 */
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { startServer, type Route, type RunningServer } from '../../server/server.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

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

export interface Session {
  browser: Browser;
  server: RunningServer;
  /** A fresh page; console errors and page errors are collected on `page.errors`. */
  newPage(options?: BrowserContextOptions): Promise<Page & { errors: string[] }>;
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
    async newPage(contextOptions = {}) {
      const context = await browser.newContext({ viewport: DESKTOP, ...contextOptions });
      // tsx compiles tests with esbuild's keepNames, which wraps named functions in __name();
      // functions sent into the page (evaluate, init scripts) need that helper there too.
      await context.addInitScript('globalThis.__name ??= (fn) => fn;');
      const page = (await context.newPage()) as Page & { errors: string[] };
      page.errors = [];
      page.on('pageerror', (error) => page.errors.push(error.message));
      return page;
    },
    async close() {
      await browser.close();
      await server.close();
    },
  };
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
 * Counts WebGL draw calls per canvas (a black-box frame counter: a rendered frame draws), and
 * keeps the WebGL contexts made (`__glMade`, in order) and those alive (`liveContexts`).
 * Install before navigation; read with `drawCounts(page)`.
 */
export async function installDrawCounter(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counts = new Map<HTMLCanvasElement | OffscreenCanvas, number>();
    const contexts = new Set<WebGLRenderingContext | WebGL2RenderingContext>();
    // Every context made, in order, lost ones too.
    const made: (WebGLRenderingContext | WebGL2RenderingContext)[] = [];
    (window as unknown as Record<string, unknown>).__drawCounts = counts;
    (window as unknown as Record<string, unknown>).__glContexts = contexts;
    (window as unknown as Record<string, unknown>).__glMade = made;
    for (const proto of [WebGLRenderingContext.prototype, WebGL2RenderingContext.prototype]) {
      for (const name of [
        'drawArrays',
        'drawElements',
        'drawArraysInstanced',
        'drawElementsInstanced',
      ] as const) {
        const original = (proto as unknown as Record<string, unknown>)[name] as
          ((...args: unknown[]) => unknown) | undefined;
        if (!original) continue;
        (proto as unknown as Record<string, unknown>)[name] = function (
          this: WebGLRenderingContext,
          ...args: unknown[]
        ) {
          counts.set(this.canvas, (counts.get(this.canvas) ?? 0) + 1);
          return original.apply(this, args);
        };
      }
    }
    const getContext = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (
      this: HTMLCanvasElement,
      ...args: Parameters<typeof getContext>
    ) {
      const context = getContext.apply(this, args);
      if (context && /webgl/.test(String(args[0]))) {
        if (!made.includes(context as WebGLRenderingContext))
          made.push(context as WebGLRenderingContext);
        contexts.add(context as WebGLRenderingContext);
        this.addEventListener('webglcontextlost', () =>
          contexts.delete(context as WebGLRenderingContext),
        );
      }
      return context;
    } as typeof getContext;
  });
}

/** Total draw calls on the canvases inside the shadow root of the first `selector` match. */
export function drawCountIn(page: Page, selector: string): Promise<number> {
  return page.evaluate((sel) => {
    const counts = (window as unknown as { __drawCounts: Map<unknown, number> }).__drawCounts;
    const host = document.querySelector(sel);
    const canvases = host?.shadowRoot ? [...host.shadowRoot.querySelectorAll('canvas')] : [];
    return canvases.reduce((sum, canvas) => sum + (counts.get(canvas) ?? 0), 0);
  }, selector);
}

/**
 * Waits until `count` stops changing, then returns it. A frame loop stops one React commit after
 * the stage sees it left the viewport, and on a busy machine that commit can come several frames
 * late; a loop that never stops never settles, and the caller's later check catches it.
 */
export async function settledDrawCount(
  count: () => Promise<number>,
  timeout = 20_000,
): Promise<number> {
  let last = await count();
  for (let still = 0, deadline = Date.now() + timeout; still < 2 && Date.now() < deadline;) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = await count();
    still = now === last ? still + 1 : 0;
    last = now;
  }
  return last;
}

/** WebGL contexts alive on the page (created and not lost). */
export function liveContexts(page: Page): Promise<number> {
  return page.evaluate(
    () => (window as unknown as { __glContexts: Set<unknown> }).__glContexts.size,
  );
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

/** Waits until the 3D stage in `tag`'s shadow root reports `state` in its `data-state`. */
export async function waitForStage(
  page: Page,
  tag: string,
  state = 'ready',
  timeout = STAGE_TIMEOUT_MS,
): Promise<void> {
  await page.waitForFunction(
    ([t, wanted]) =>
      document
        .querySelector(t!)
        ?.shadowRoot?.querySelector('.stage')
        ?.getAttribute('data-state') === wanted,
    [tag, state],
    { timeout },
  );
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
