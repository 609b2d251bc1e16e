/**
 * Helpers for the portfolio-contact end-to-end tests: a stub EmailJS endpoint that records the
 * bytes on the wire, a page with one contact element, and a page wrapper that collects alerts,
 * console errors, send requests and the element's events.
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before } from 'node:test';
import type { Browser, Frame, Page } from 'playwright-core';
import { emailRoute } from '../../server/email-endpoint.ts';
import type { Route, RunningServer } from '../../server/server.ts';
import { launchChromium, pollOnTimers, serveDist } from './e2e.ts';

export const SEND_PATH = '/api/v1.0/email/send';

export interface Received {
  path: string;
  contentType: string | undefined;
  body: string;
}

/**
 * Stub EmailJS: /reply/<status|drop|cut>[-hold]/api/v1.0/email/send. `drop` destroys the socket
 * before any answer, `cut` in the middle of one; `-hold` waits for release() while `holding`.
 */
export function stubEndpoint() {
  const received: Received[] = [];
  let held: (() => void)[] = [];
  const route: Route = async (req, res) => {
    const match = /^\/reply\/(\d+|drop|cut)(-hold)?\/api\/v1\.0\/email\/send$/.exec(req.url ?? '');
    if (!match) return false;
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'access-control-allow-origin': '*' }).end();
      return true;
    }
    const body = await readBody(req);
    received.push({ path: req.url!, contentType: req.headers['content-type'], body });
    if (match[2] && stub.holding) await new Promise<void>((resolve) => held.push(resolve));
    if (match[1] === 'drop') {
      req.socket.destroy();
      return true;
    }
    if (match[1] === 'cut') {
      // The answer starts, then the connection dies before the promised body arrives.
      res.writeHead(200, { 'content-type': 'text/plain', 'content-length': '64' });
      res.write('O', () => req.socket.destroy());
      return true;
    }
    const status = Number(match[1]);
    res.writeHead(status, { 'content-type': 'text/plain' });
    res.end(status === 200 ? 'OK' : `stub ${status}`);
    return true;
  };
  const release = () => {
    for (const resolve of held) resolve();
    held = [];
  };
  const stub = { route, received, release, heldCount: () => held.length, holding: true };
  return stub;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

export interface ContactSession {
  server: RunningServer;
  browser: Browser;
  /** Where the local endpoint (server/email-endpoint.ts) stores the messages it takes. */
  outbox: string;
}

/**
 * One server and one browser for a test file, opened before its first test and closed after its
 * last: the server has dist/, `routes`, and the local endpoint with an outbox of its own.
 */
export function contactSessionForFile(options: {
  routes: Route[];
  headers?: Record<string, string>;
  browserArgs?: string[];
}): ContactSession {
  const session = {} as ContactSession;
  let dir = '';
  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'contact-e2e-'));
    session.outbox = join(dir, 'messages.jsonl');
    const email = emailRoute({ outbox: session.outbox, log: () => undefined });
    session.server = await serveDist({
      routes: [...options.routes, email],
      ...(options.headers && { headers: options.headers }),
    });
    session.browser = await launchChromium(options.browserArgs);
  });
  after(async () => {
    await session.browser?.close();
    await session.server?.close();
    await rm(dir, { recursive: true, force: true });
  });
  return session;
}

/** A page with one contact element; `attrs` are its attributes. */
export function testPage(): Route {
  return (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== '/contact-e2e.html') return false;
    const attrs = url.searchParams.get('attrs') ?? '';
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<script type="module" src="./elements/portfolio-contact.js"></script></head>
<body style="margin:0;background:#010103"><portfolio-contact ${attrs}></portfolio-contact></body></html>`);
    return true;
  };
}

export interface ContactPage {
  page: Page;
  /** Every alert text so far; alerts are accepted at once. */
  alerts: string[];
  nextAlert(): Promise<string>;
  consoleErrors: string[];
  /** Requests the page made to any EmailJS send path. */
  sendRequests: string[];
  events(): Promise<{ type: string; detail: Record<string, unknown> }[]>;
  close(): Promise<void>;
}

export async function openContact(
  browser: Browser,
  server: RunningServer,
  attrs: string,
  path = 'contact-e2e.html',
): Promise<ContactPage> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = pollOnTimers(await context.newPage());
  const alerts: string[] = [];
  let waiters: ((text: string) => void)[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    for (const resolve of waiters) resolve(dialog.message());
    waiters = [];
    void dialog.accept();
  });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  const sendRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith(SEND_PATH)) sendRequests.push(request.url());
  });
  await page.addInitScript(() => {
    const seen: { type: string; detail: unknown }[] = [];
    (window as unknown as { __events: typeof seen }).__events = seen;
    for (const type of ['portfolio-contact-sent', 'portfolio-contact-failed', 'portfolio-error']) {
      document.addEventListener(type, (event) =>
        seen.push({ type, detail: (event as CustomEvent).detail }),
      );
    }
  });
  const query = path === 'contact-e2e.html' ? `?attrs=${encodeURIComponent(attrs)}` : '';
  await page.goto(new URL(path + query, server.url).href);
  await page.locator('portfolio-contact form').waitFor();
  return {
    page,
    alerts,
    nextAlert: () => new Promise((resolve) => waiters.push(resolve)),
    consoleErrors,
    sendRequests,
    events: () =>
      page.evaluate(
        () =>
          (window as unknown as { __events: { type: string; detail: Record<string, unknown> }[] })
            .__events,
      ),
    close: () => context.close(),
  };
}

/** A page or frame that holds one portfolio-contact. */
type Holder = Page | Frame;

export interface ContactFormValues {
  name: string;
  email: string;
  message: string;
}

/** What the tests type into the form: a message across two lines. */
export const FORM: ContactFormValues = {
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  message: "Hello. I'd like to give you a job.\nIt involves an analytical engine.",
};

export const field = (holder: Holder, name: string) =>
  holder.locator(`portfolio-contact [name="${name}"]`);
export const submitButton = (holder: Holder) =>
  holder.locator('portfolio-contact button[type="submit"]');
export const statusLine = (holder: Holder) => holder.locator('portfolio-contact [role="status"]');

export async function fillForm(holder: Holder, form: ContactFormValues): Promise<void> {
  await field(holder, 'name').fill(form.name);
  await field(holder, 'email').fill(form.email);
  await field(holder, 'message').fill(form.message);
}

/** The three fields' values: name, email, message. */
export function formValues(holder: Holder): Promise<string[]> {
  return Promise.all(['name', 'email', 'message'].map((name) => field(holder, name).inputValue()));
}

/** What a send that failed or was refused leaves: every value as typed, the button ready. */
export async function assertKept(holder: Holder, form: ContactFormValues): Promise<void> {
  assert.deepEqual(await formValues(holder), [form.name, form.email, form.message]);
  assert.equal(await submitButton(holder).isEnabled(), true);
}

/** A double click on send, then two submits in one task: what an impatient visitor can do. */
export async function submitRepeatedly(holder: Holder): Promise<void> {
  await submitButton(holder).dblclick();
  await holder.evaluate(() => {
    const form = document.querySelector('portfolio-contact')!.shadowRoot!.querySelector('form')!;
    form.requestSubmit();
    form.requestSubmit();
  });
}
