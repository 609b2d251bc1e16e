/**
 * The harness of tests/e2e/hosts*.test.ts: a copy of dist/ published with site.url (its contact
 * form pointed at a recording mail endpoint), a second server on another origin for the host
 * pages, one browser, and checks shared by the host pages.
 * HOSTS_SCREENSHOTS=<dir> saves a screenshot of each host page there.
 */
import { after, before } from 'node:test';
import { mkdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { Frame, Locator, Page } from 'playwright-core';
import { startServer, type Route } from '../../server/server.ts';
import { closedAfterEachTest, launchChromium, pollOnTimers, rafPasses } from './e2e.ts';
import { publishSite, type PublishedSite } from './hosts.ts';

export const SECTIONS = ['nav', 'hero', 'about', 'projects', 'work', 'contact', 'footer'];

/** The mail endpoint the published content points at: records each send, answers `status`. */
export const mail = { status: 200, bodies: [] as Record<string, unknown>[] };
const mailRoute: Route = async (req, res) => {
  if (!req.url?.startsWith('/mail/api/v1.0/email/send')) return false;
  const cors = {
    'access-control-allow-origin': '*',
    'access-control-allow-headers': 'content-type',
    'access-control-allow-methods': 'POST',
  };
  if (req.method === 'OPTIONS') {
    res.writeHead(204, cors).end();
    return true;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
  mail.bodies.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>);
  res.writeHead(mail.status, { ...cors, 'content-type': 'text/plain' });
  res.end(mail.status === 200 ? 'OK' : 'stub failure');
  return true;
};

export type HostPage = Page & { errors: string[] };

/** The browser's own notes of what a sandbox refused; each has a fallback the tests check. */
const SANDBOX_NOTES =
  /^(Ignored call to 'alert\(\)'|Permissions policy violation: The Clipboard API|Blocked opening '[^']*' in a new window because the request was made in a sandboxed frame)/;

/**
 * With HOSTS_SCREENSHOTS: the page at its width and at a phone's, each frame on its own too
 * (Chrome does not paint a cross-origin frame that is out of view, so a full-page shot can
 * show it blank). The page is back at its size afterwards.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = process.env.HOSTS_SCREENSHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
  const frames = page.locator('iframe');
  for (let i = 0; i < (await frames.count()); i++)
    await frames.nth(i).screenshot({ path: join(dir, `${name}-frame${i}.png`) });
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await rafPasses(page, 10);
  await page.screenshot({ path: join(dir, `${name}-390.png`), fullPage: true });
  await page.setViewportSize(size);
  await rafPasses(page, 10);
}

export interface HostSession {
  site: PublishedSite;
  /** Host pages by path, served from another origin than the site. */
  pages: Map<string, string>;
  open(path: string, width?: number, height?: number): Promise<HostPage>;
  close(): Promise<void>;
}

export async function openHostSession(): Promise<HostSession> {
  const pages = new Map<string, string>();
  function hostRoute(req: IncomingMessage, res: ServerResponse): boolean {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    // The browser asks every host for one; a 404 would be a console error.
    if (path === '/favicon.ico') {
      res.writeHead(204).end();
      return true;
    }
    const page = pages.get(path);
    if (page === undefined) return false;
    const css = req.url?.endsWith('.css');
    res.writeHead(200, { 'content-type': `${css ? 'text/css' : 'text/html'}; charset=utf-8` });
    res.end(page);
    return true;
  }

  const site = await publishSite([mailRoute], (content, url) => ({
    ...content,
    contact: {
      ...(content.contact as object),
      publicKey: 'pk-test',
      serviceId: 'svc-test',
      templateId: 'tpl-test',
      emailOrigin: `${url}mail`,
      // The hosts' tests send twice in a row (a success, then a failure); the flood limit has
      // its own tests (contact-wild.test.ts).
      throttleSeconds: 0,
    },
  }));
  const host = await startServer({ root: import.meta.dirname, port: 0, routes: [hostRoute] });
  const browser = await launchChromium();
  return {
    site,
    pages,
    async open(path, width = 1280, height = 900) {
      const page = pollOnTimers(
        (await browser.newPage({ viewport: { width, height } })) as HostPage,
      );
      page.errors = [];
      page.on('pageerror', (error) => page.errors.push(error.message));
      // Frames' consoles too: the loader reports an element that could not load there. Not the
      // browser's own notes of what a sandbox refused (an alert, the clipboard, a popup): the
      // page falls back from each, and the tests check the fallbacks.
      page.on('console', (message) => {
        if (message.type() === 'error' && !SANDBOX_NOTES.test(message.text()))
          page.errors.push(message.text());
      });
      // tsx's keepNames wraps functions sent into the page in __name() (see support/e2e.ts).
      await page.addInitScript('globalThis.__name ??= (fn) => fn;');
      await page.goto(new URL(path, host.url).href);
      return page;
    },
    async close() {
      await browser.close();
      await Promise.all([site.close(), host.close()]);
    },
  };
}

/**
 * Controls a visitor cannot reach inside a frame: for each, scrolled into view, the point at
 * its centre must hit it (not something covering it, nor nothing where it was clipped).
 */
export function unreachableControls(frame: Frame, tag: string): Promise<string[]> {
  return frame.evaluate((t) => {
    const root = document.querySelector(t)!.shadowRoot!;
    const controls = [
      ...root.querySelectorAll<HTMLElement>('a[href], button, input, textarea, select'),
    ].filter((el) => {
      // Inert controls are out of reach on purpose (the contact form's honeypot).
      if (el.closest('[inert]')) return false;
      const box = el.getBoundingClientRect();
      return box.width > 2 && box.height > 2 && getComputedStyle(el).visibility !== 'hidden';
    });
    const bad: string[] = [];
    for (const el of controls) {
      el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
      const box = el.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + Math.min(box.height / 2, innerHeight / 2);
      const hit = root.elementFromPoint(x, y);
      if (!hit || !(hit === el || el.contains(hit)))
        bad.push(`${el.localName}.${el.className} at ${Math.round(box.top)}`);
    }
    return bad;
  }, tag);
}

/**
 * Clicks a control inside an embed's frame once the scroll that brings it into view has been
 * drawn. The browser routes a click to a cross-origin frame by where that frame was last drawn,
 * so a click sent in the same moment as the scroll (as `locator.click` does) can land on the
 * host page instead, and nothing happens; a visitor always clicks what is on screen.
 */
export async function clickInFrame(page: Page, control: Locator): Promise<void> {
  await control.scrollIntoViewIfNeeded();
  await rafPasses(page, 3);
  await control.click();
}

/** One host session for the test file, opened before its first test and closed after its last. */
export function hostSessionForFile(): HostSession {
  const session = {} as HostSession;
  // As sessionForFile's: the pages a test opens close when it ends, so none draws through the next.
  const closeAfterTest = closedAfterEachTest();
  before(async () => {
    const opened = await openHostSession();
    Object.assign(session, opened, {
      async open(...args: Parameters<HostSession['open']>) {
        const page = await opened.open(...args);
        closeAfterTest(page.context());
        return page;
      },
    });
  });
  after(() => session.close());
  return session;
}
