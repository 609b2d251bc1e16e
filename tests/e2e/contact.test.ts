/**
 * portfolio-contact end to end: the built element and the real `@emailjs/browser` 4.4.1 against
 * local endpoints. A stub endpoint under /reply/<status>/ records the bytes on the wire and
 * answers with any status (or drops the connection); the real local endpoint
 * (server/email-endpoint.ts) takes the demo page's messages into an outbox file.
 */
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { emailRoute } from '../../server/email-endpoint.ts';
import type { Route, RunningServer } from '../../server/server.ts';
import { launchChromium, serveDist } from '../support/e2e.ts';

const TIMEOUT = { timeout: 60_000 };
const SEND_PATH = '/api/v1.0/email/send';
const FORM = {
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  message: "Hello. I'd like to give you a job.\nIt involves an analytical engine.",
};
const KEYS = 'public-key="pk_e2e" service-id="service_e2e" template-id="template_e2e"';
const RECIPIENT = 'to-name="Jordan" to-email="owner@example.com"';

interface Received {
  path: string;
  contentType: string | undefined;
  body: string;
}

/**
 * Stub EmailJS: /reply/<status|drop|cut>[-hold]/api/v1.0/email/send. `drop` destroys the socket
 * before any answer, `cut` in the middle of one; `-hold` waits for release() while `holding`.
 */
function stubEndpoint() {
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

/** A page with one contact element; `attrs` are its attributes. */
function testPage(): Route {
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

let server: RunningServer;
let browser: Browser;
let outboxDir: string;
const stub = stubEndpoint();

before(async () => {
  outboxDir = await mkdtemp(join(tmpdir(), 'contact-e2e-'));
  const email = emailRoute({ outbox: join(outboxDir, 'messages.jsonl'), log: () => undefined });
  server = await serveDist({ routes: [testPage(), stub.route, email] });
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await server?.close();
  await rm(outboxDir, { recursive: true, force: true });
});

interface ContactPage {
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

async function openContact(attrs: string, path = 'contact-e2e.html'): Promise<ContactPage> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
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

const field = (page: Page, name: string) => page.locator(`portfolio-contact [name="${name}"]`);
const submitButton = (page: Page) => page.locator('portfolio-contact button[type="submit"]');
const statusLine = (page: Page) => page.locator('portfolio-contact [role="status"]');

async function fill(page: Page) {
  await field(page, 'name').fill(FORM.name);
  await field(page, 'email').fill(FORM.email);
  await field(page, 'message').fill(FORM.message);
}

async function values(page: Page): Promise<string[]> {
  return Promise.all(['name', 'email', 'message'].map((name) => field(page, name).inputValue()));
}

/** The exact body `@emailjs/browser` 4.4.1 posts for FORM, key order included. */
const EXPECTED_BODY = JSON.stringify({
  lib_version: '4.4.1',
  user_id: 'pk_e2e',
  service_id: 'service_e2e',
  template_id: 'template_e2e',
  template_params: {
    from_name: FORM.name,
    to_name: 'Jordan',
    from_email: FORM.email,
    to_email: 'owner@example.com',
    message: FORM.message,
  },
});

describe('portfolio-contact with the real EmailJS client', () => {
  test(
    'posts the exact payload, shows Sending..., alerts success, clears the form',
    TIMEOUT,
    async () => {
      const before = stub.received.length;
      const c = await openContact(`${KEYS} ${RECIPIENT} email-origin="./reply/200-hold"`);
      try {
        await fill(c.page);
        const alert = c.nextAlert();
        await submitButton(c.page).click();
        await waitUntil(() => stub.heldCount() === 1);
        assert.equal(await submitButton(c.page).textContent(), 'Sending...');
        assert.equal(await submitButton(c.page).isDisabled(), true);
        assert.match((await statusLine(c.page).textContent()) ?? '', /^Sending/);

        const wire = stub.received.slice(before);
        assert.equal(wire.length, 1);
        assert.equal(wire[0]!.path, `/reply/200-hold${SEND_PATH}`);
        assert.equal(wire[0]!.contentType, 'application/json');
        assert.equal(wire[0]!.body, EXPECTED_BODY);
        const params = (JSON.parse(wire[0]!.body) as { template_params: object }).template_params;
        assert.deepEqual(Object.keys(params).sort(), [
          'from_email',
          'from_name',
          'message',
          'to_email',
          'to_name',
        ]);

        stub.release();
        assert.equal(await alert, 'Message sent successfully');
        assert.deepEqual(await values(c.page), ['', '', '']);
        assert.equal(await submitButton(c.page).isEnabled(), true);
        assert.equal(await submitButton(c.page).textContent(), 'Send message');
        assert.match((await statusLine(c.page).textContent()) ?? '', /Message sent successfully/);
        assert.deepEqual(await c.events(), [
          { type: 'portfolio-contact-sent', detail: { status: 200, text: 'OK' } },
        ]);
        // The disabled button lost focus; it is given back for the next message.
        const focused = await c.page.evaluate(
          () => document.querySelector('portfolio-contact')!.shadowRoot!.activeElement?.tagName,
        );
        assert.equal(focused, 'BUTTON');
        assert.deepEqual(c.alerts, ['Message sent successfully']);
      } finally {
        stub.holding = true;
        stub.release();
        await c.close();
      }
    },
  );

  for (const reply of ['400', '403', '429', '451', '500', 'drop', 'cut']) {
    const label =
      reply === 'drop'
        ? 'a connection dropped before any answer'
        : reply === 'cut'
          ? 'a connection dropped mid-answer'
          : `a ${reply} response`;
    test(`on ${label}: failure alert, every value kept, button enabled`, TIMEOUT, async () => {
      const before = stub.received.length;
      const c = await openContact(`${KEYS} ${RECIPIENT} email-origin="./reply/${reply}"`);
      try {
        await fill(c.page);
        const alert = c.nextAlert();
        await submitButton(c.page).click();
        assert.equal(await alert, 'Something went wrong');
        // One fetch from the page. Chromium itself re-sends a request whose reused keep-alive
        // socket died before any answer, so the stub may see copies of that one request.
        assert.equal(c.sendRequests.length, 1);
        const wire = stub.received.slice(before);
        if (reply === 'drop') assert.ok(wire.length >= 1);
        else assert.equal(wire.length, 1);
        for (const request of wire) assert.equal(request.body, EXPECTED_BODY);
        assert.deepEqual(await values(c.page), [FORM.name, FORM.email, FORM.message]);
        assert.equal(await submitButton(c.page).isEnabled(), true);
        assert.equal(await submitButton(c.page).textContent(), 'Send message');
        assert.match((await statusLine(c.page).textContent()) ?? '', /Something went wrong/);
        const dropped = reply === 'drop' || reply === 'cut';
        const status = dropped ? 0 : Number(reply);
        const text = dropped ? 'Network Error' : `stub ${reply}`;
        assert.deepEqual(await c.events(), [
          { type: 'portfolio-contact-failed', detail: { status, text } },
        ]);
        assert.ok(
          c.consoleErrors.some((line) => line.includes('could not be sent')),
          `the failure is logged: ${c.consoleErrors.join(' | ')}`,
        );
      } finally {
        await c.close();
      }
    });
  }

  test(
    'a double click, or two submits in one task, sends exactly one request',
    TIMEOUT,
    async () => {
      const before = stub.received.length;
      const c = await openContact(`${KEYS} ${RECIPIENT} email-origin="./reply/200-hold"`);
      try {
        await fill(c.page);
        const alert = c.nextAlert();
        await submitButton(c.page).dblclick();
        await c.page.evaluate(() => {
          const form = document
            .querySelector('portfolio-contact')!
            .shadowRoot!.querySelector('form')!;
          form.requestSubmit();
          form.requestSubmit();
        });
        await waitUntil(() => stub.heldCount() === 1);
        stub.holding = false;
        stub.release();
        assert.equal(await alert, 'Message sent successfully');
        // A duplicate could still be queued behind the first answer. A fence message sent now
        // leaves after any such duplicate, so once the fence arrives the count is final.
        await field(c.page, 'name').fill('Fence');
        await field(c.page, 'email').fill('fence@example.org');
        await field(c.page, 'message').fill('fence');
        await submitButton(c.page).click();
        await waitUntil(() => stub.received.some((r) => r.body.includes('"fence"')));
        const bodies = stub.received.slice(before).map((r) => r.body);
        assert.equal(bodies.length, 2, 'one request for the double submit, one for the fence');
        assert.equal(bodies[0], EXPECTED_BODY);
        assert.match(bodies[1]!, /"message":"fence"/);
        assert.equal(c.sendRequests.length, 2);
      } finally {
        stub.holding = true;
        stub.release();
        await c.close();
      }
    },
  );

  for (const [label, attrs] of [
    ['no keys at all (sample content)', `email-origin="./reply/200"`],
    [
      'an empty public-key attribute',
      `${KEYS.replace('"pk_e2e"', '""')} email-origin="./reply/200"`,
    ],
  ] as const) {
    test(`with ${label}: no request, config error, failure path`, TIMEOUT, async () => {
      const before = stub.received.length;
      const c = await openContact(attrs);
      try {
        await fill(c.page);
        const alert = c.nextAlert();
        await submitButton(c.page).click();
        assert.equal(await alert, 'Something went wrong');
        assert.equal(stub.received.length, before);
        assert.deepEqual(c.sendRequests, []);
        assert.deepEqual(await values(c.page), [FORM.name, FORM.email, FORM.message]);
        assert.equal(await submitButton(c.page).isEnabled(), true);
        const events = await c.events();
        assert.deepEqual(
          events.map((event) => event.type),
          ['portfolio-error', 'portfolio-contact-failed'],
        );
        assert.equal(events[0]!.detail.source, 'email');
        assert.match(String(events[0]!.detail.message), /public key \(public-key/);
        assert.ok(c.consoleErrors.some((line) => line.includes('public key (public-key')));
      } finally {
        await c.close();
      }
    });
  }

  test('an empty form is stopped by the browser: no request, no alert', TIMEOUT, async () => {
    const before = stub.received.length;
    const c = await openContact(`${KEYS} ${RECIPIENT} email-origin="./reply/200"`);
    try {
      await submitButton(c.page).click();
      await field(c.page, 'email').fill('not an e-mail');
      await field(c.page, 'name').fill(FORM.name);
      await field(c.page, 'message').fill(FORM.message);
      await submitButton(c.page).click();
      const invalid = await c.page.evaluate(() =>
        [...document.querySelector('portfolio-contact')!.shadowRoot!.querySelectorAll('input')]
          .filter((input) => !input.checkValidity())
          .map((input) => input.name),
      );
      assert.deepEqual(invalid, ['email']);
      assert.equal(stub.received.length, before);
      assert.deepEqual(c.alerts, []);
    } finally {
      await c.close();
    }
  });

  test('the demo page posts to the local endpoint, which stores the message', TIMEOUT, async () => {
    const outbox = join(outboxDir, 'messages.jsonl');
    await rm(outbox, { force: true });
    const c = await openContact('', 'index.html');
    try {
      await c.page.locator('portfolio-contact').scrollIntoViewIfNeeded();
      await fill(c.page);
      const alert = c.nextAlert();
      await submitButton(c.page).click();
      assert.equal(await alert, 'Message sent successfully');
      assert.deepEqual(await values(c.page), ['', '', '']);
      const lines = (await readFile(outbox, 'utf8')).trim().split('\n');
      assert.equal(lines.length, 1);
      const entry = JSON.parse(lines[0]!) as Record<string, unknown>;
      assert.equal(entry.lib_version, '4.4.1');
      assert.equal(entry.service_id, 'service_local');
      assert.deepEqual(Object.keys(entry.template_params as object).sort(), [
        'from_email',
        'from_name',
        'message',
        'to_email',
        'to_name',
      ]);
      assert.equal((entry.template_params as Record<string, string>).message, FORM.message);
      assert.equal(new URL(c.sendRequests[0]!).pathname, SEND_PATH);
    } finally {
      await c.close();
    }
  });
});

/** Polls a server-side condition (the stub's held requests) without a fixed sleep. */
async function waitUntil(condition: () => boolean, timeout = 10_000): Promise<void> {
  const end = Date.now() + timeout;
  while (!condition()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
