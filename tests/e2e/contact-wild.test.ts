/**
 * portfolio-contact in the wild (issue 24): the built element and the real `@emailjs/browser`
 * against spam bots (honeypot, flood limit), long pastes, failures with a way out (mailto), and
 * a frame sandboxed with `allow-scripts` only (no alert, no storage, no form submission).
 * Messages that succeed go to the local endpoint (server/email-endpoint.ts); a scripted stub
 * under /wild/<script>/ answers each request with the next status of its script.
 */
import assert from 'node:assert/strict';
import { readFile, rm } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, test } from 'node:test';
import type { BrowserContext, Frame, Page } from 'playwright-core';
import type { Route } from '../../server/server.ts';
import {
  assertKept,
  contactSessionForFile,
  field,
  fillForm,
  FORM as ADA,
  formValues,
  statusLine,
  submitButton,
  submitRepeatedly,
} from '../support/contact.ts';
import { waitUntil } from '../support/poll.ts';

const TIMEOUT = { timeout: 60_000 };
/** The shared form, its message holding characters a mail link must escape: `&`, `%` and `?`. */
const FORM = {
  ...ADA,
  message: "Hello. I'd like to give you a job.\nIt involves an analytical engine & 100% effort?",
};
const OWNER = 'owner@example.com';
const KEYS = { publicKey: 'pk_wild', serviceId: 'service_wild', templateId: 'template_wild' };
/** Lets Chromium report its autofill guess for each field (`autofill-prediction`). */
const AUTOFILL_ARGS = [
  '--show-autofill-type-predictions',
  '--enable-features=AutofillShowTypePredictions',
];

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'content-type',
};

/**
 * The scripted stub: POST /wild/<name>/api/v1.0/email/send answers the next status of <name>;
 * 'held' answers 200 once release() is called.
 */
function scriptedEndpoint() {
  const scripts = new Map<string, (number | 'held')[]>();
  let held: (() => void)[] = [];
  const received = new Map<string, string[]>();
  const route: Route = async (req: IncomingMessage, res: ServerResponse) => {
    const match = /^\/wild\/([\w-]+)\/api\/v1\.0\/email\/send$/.exec(req.url ?? '');
    if (!match) return false;
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS).end();
      return true;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
    const name = match[1]!;
    received.set(name, [...(received.get(name) ?? []), Buffer.concat(chunks).toString('utf8')]);
    const next = scripts.get(name)?.shift() ?? 200;
    if (next === 'held') await new Promise<void>((resolve) => held.push(resolve));
    const status = next === 'held' ? 200 : next;
    res.writeHead(status, { ...CORS, 'content-type': 'text/plain' });
    res.end(status === 200 ? 'OK' : `stub ${status}`);
    return true;
  };
  return {
    route,
    /** Scripts the answers of the endpoint called `name`, and returns its origin. */
    script: (name: string, statuses: (number | 'held')[]) => {
      scripts.set(name, [...statuses]);
      return new URL(`wild/${name}`, session.server.url).href;
    },
    received: (name: string) => received.get(name) ?? [],
    heldCount: () => held.length,
    release: () => {
      for (const resolve of held) resolve();
      held = [];
    },
  };
}

/**
 * A page with the one script tag (the CDN case), or a host page holding the contact embed page
 * in a frame sandboxed with `allow-scripts` only; `content` is the element's JSON.
 */
const pages: Route = (req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const content = url.searchParams.get('content') ?? '{}';
  if (url.pathname === '/wild.html') {
    const json = content.replace(/</g, '\\u003c');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>wild</title>
<script type="module" src="./portfolio-elements.js"></script></head>
<body style="margin:0;background:#010103"><portfolio-contact id="contact">
<script type="application/json">${json}</script></portfolio-contact></body></html>`);
    return true;
  }
  if (url.pathname === '/wild-sandbox.html') {
    const hash = Buffer.from(content, 'utf8').toString('base64url');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>sandbox</title></head>
<body style="margin:0;background:#010103"><iframe sandbox="allow-scripts" title="contact"
src="./embed/contact.html#${hash}" style="width:100%;height:1000px;border:0"></iframe></body></html>`);
    return true;
  }
  return false;
};

const stub = scriptedEndpoint();
// The sandboxed frame has an opaque origin: its module scripts load as CORS requests.
const session = contactSessionForFile({
  routes: [pages, stub.route],
  headers: { 'access-control-allow-origin': '*' },
  browserArgs: AUTOFILL_ARGS,
});

const contactContent = (origin: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    contact: { ...KEYS, toName: 'Jordan', toEmail: OWNER, emailOrigin: origin, ...extra },
  });

interface Opened {
  page: Page;
  /** Where the element lives: the page itself, or the sandboxed frame. */
  frame: Frame;
  context: BrowserContext;
  alerts: string[];
  pageErrors: string[];
  /** Calls the page (or frame) made to fetch() on an EmailJS send path, counted as they start. */
  fetches(): Promise<number>;
  events(): Promise<{ type: string; detail: Record<string, unknown> }[]>;
}

async function open(path: string, viewport = { width: 1440, height: 900 }): Promise<Opened> {
  const context = await session.browser.newContext({ viewport });
  const page = await context.newPage();
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  // In every frame: count send fetches as they start, and record the element's events.
  await context.addInitScript(() => {
    const record = { fetches: 0, events: [] as { type: string; detail: unknown }[] };
    (window as unknown as { __wild: typeof record }).__wild = record;
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.endsWith('/api/v1.0/email/send')) record.fetches += 1;
      return original(input, init);
    };
    for (const type of ['portfolio-contact-sent', 'portfolio-contact-failed', 'portfolio-error']) {
      document.addEventListener(type, (event) =>
        record.events.push({ type, detail: (event as CustomEvent).detail }),
      );
    }
  });
  await page.goto(new URL(path, session.server.url).href);
  const sandboxed = path.startsWith('wild-sandbox.html');
  const frame = sandboxed
    ? await (await page.locator('iframe').elementHandle())!.contentFrame()
    : page.mainFrame();
  assert.ok(frame);
  await frame.locator('portfolio-contact form').waitFor();
  const read = () =>
    frame.evaluate(
      () =>
        (
          window as unknown as {
            __wild: {
              fetches: number;
              events: { type: string; detail: Record<string, unknown> }[];
            };
          }
        ).__wild,
    );
  return {
    page,
    frame,
    context,
    alerts,
    pageErrors,
    fetches: async () => (await read()).fetches,
    events: async () => (await read()).events,
  };
}

/** Opens `path`, runs `body` on it, and closes it, also when `body` fails. */
async function withOpen(path: string, body: (c: Opened) => Promise<void>): Promise<void> {
  const c = await open(path);
  try {
    await body(c);
  } finally {
    await c.context.close();
  }
}

const wildPage = (content: string) => `wild.html?content=${encodeURIComponent(content)}`;
const sandboxPage = (content: string) => `wild-sandbox.html?content=${encodeURIComponent(content)}`;

/** Opens the one-script-tag page, its form sending to the stub scripted as `name`. */
const withScriptedPage = (
  name: string,
  statuses: (number | 'held')[],
  body: (c: Opened) => Promise<void>,
) => withOpen(wildPage(contactContent(stub.script(name, statuses))), body);

const fill = (frame: Frame) => fillForm(frame, FORM);
const values = formValues;

/** Waits for the inline status to match, and returns its text. */
async function statusMatching(frame: Frame, pattern: RegExp): Promise<string> {
  await frame.waitForFunction((source) => {
    const status = document
      .querySelector('portfolio-contact')
      ?.shadowRoot?.querySelector('[role="status"]');
    return new RegExp(source).test(status?.textContent ?? '');
  }, pattern.source);
  return (await statusLine(frame).textContent()) ?? '';
}

/** Fills in FORM, presses send, and returns the status once it matches `pattern`. */
async function sendExpecting(frame: Frame, pattern: RegExp): Promise<string> {
  await fill(frame);
  await submitButton(frame).click();
  return statusMatching(frame, pattern);
}

/** What a form-filling bot does: sets every input's value from a script, the trap included. */
async function fillLikeABot(frame: Frame) {
  await fill(frame);
  await frame.evaluate(() => {
    const trap = document
      .querySelector('portfolio-contact')!
      .shadowRoot!.querySelector<HTMLInputElement>('input[name="website"]')!;
    trap.value = 'https://cheap-pills.example';
  });
}

describe('portfolio-contact against bots', () => {
  test('a filled honeypot sends nothing and shows the usual success', TIMEOUT, () =>
    withScriptedPage('honeypot', [], async (c) => {
      await fillLikeABot(c.frame);
      await submitButton(c.frame).click();
      await statusMatching(c.frame, /Message sent successfully/);
      assert.deepEqual(c.alerts, ['Message sent successfully']);
      assert.deepEqual(await values(c.frame), ['', '', '']);
      assert.equal(await c.fetches(), 0);
      assert.deepEqual(stub.received('honeypot'), []);
      assert.deepEqual(await c.events(), [
        {
          type: 'portfolio-contact-failed',
          detail: { status: 0, text: 'Honeypot field filled', reason: 'honeypot' },
        },
      ]);
    }),
  );

  test('the standalone page: a filled honeypot stores no message', TIMEOUT, async () => {
    const { outbox } = session;
    await rm(outbox, { force: true });
    await withOpen('index.html', async (c) => {
      await c.page.locator('portfolio-contact').scrollIntoViewIfNeeded();
      await c.frame.locator('portfolio-contact form').waitFor();
      await fillLikeABot(c.frame);
      await submitButton(c.frame).click();
      await statusMatching(c.frame, /Message sent successfully/);
      assert.deepEqual(c.alerts, ['Message sent successfully']);
      assert.equal(await c.fetches(), 0);
      await assert.rejects(readFile(outbox, 'utf8'), { code: 'ENOENT' });
    });
  });

  test(
    'the honeypot is out of sight, of the tab order, of the accessibility tree and of autofill',
    TIMEOUT,
    () =>
      withScriptedPage('unseen', [], async (c) => {
        const trap = field(c.frame, 'website');
        assert.equal(await trap.getAttribute('type'), 'text');
        // Off screen: no part of it inside the viewport.
        const box = await trap.boundingBox();
        assert.ok(box && box.x + box.width <= 0, `trap box ${JSON.stringify(box)}`);
        // Not in the accessibility tree: the form's snapshot has the three fields only.
        const tree = await c.frame.locator('portfolio-contact form').ariaSnapshot();
        assert.doesNotMatch(tree, /Leave this field empty|website/i);
        assert.match(tree, /textbox "Full name"/);
        // Not in the tab order: from the name field, Tab reaches the e-mail, the message, then
        // the button.
        await field(c.frame, 'name').focus();
        const order: string[] = [];
        for (let i = 0; i < 3; i++) {
          await c.page.keyboard.press('Tab');
          order.push(
            await c.frame.evaluate(() => {
              const active = document.querySelector('portfolio-contact')!.shadowRoot!.activeElement;
              return active?.getAttribute('name') ?? active?.tagName ?? '';
            }),
          );
        }
        assert.deepEqual(order, ['email', 'message', 'BUTTON']);
        // Chromium's own autofill guess: the real fields are recognised, the trap is not.
        await field(c.frame, 'name').click();
        await waitUntil(
          async () => (await field(c.frame, 'name').getAttribute('autofill-prediction')) !== null,
        );
        const predictions = await Promise.all(
          ['name', 'email', 'website'].map((name) =>
            field(c.frame, name).getAttribute('autofill-prediction'),
          ),
        );
        assert.deepEqual(predictions, ['NAME_FULL', 'EMAIL_ADDRESS', 'UNKNOWN_TYPE']);
        const information = (await trap.getAttribute('autofill-information')) ?? '';
        assert.match(information, /html type: HTML_TYPE_UNSPECIFIED/);
        assert.match(information, /heuristic type: UNKNOWN_TYPE/);
      }),
  );
});

describe('portfolio-contact flood limit', () => {
  test('a second send within the throttle is refused inline and sends nothing', TIMEOUT, () =>
    withScriptedPage('flood', [200, 200], async (c) => {
      await sendExpecting(c.frame, /Message sent successfully/);
      const text = await sendExpecting(c.frame, /send another in \d+ seconds/);
      assert.match(text, /You can send another in (2\d|30) seconds/);
      assert.equal(await statusLine(c.frame).getAttribute('data-outcome'), 'throttled');
      assert.equal(await c.fetches(), 1);
      assert.equal(stub.received('flood').length, 1);
      // Refused, not failed: no alert, every value kept, the button ready.
      assert.deepEqual(c.alerts, ['Message sent successfully']);
      await assertKept(c.frame, FORM);
      const events = await c.events();
      assert.deepEqual(events.at(-1), {
        type: 'portfolio-contact-failed',
        detail: { status: 429, text: 'Too Many Requests', reason: 'throttled' },
      });
    }),
  );

  test('a send after a failure goes through: a failure does not start the wait', TIMEOUT, () =>
    withScriptedPage('retry', [500, 200], async (c) => {
      await sendExpecting(c.frame, /Something went wrong/);
      // The spec's failure flow, unchanged.
      assert.deepEqual(c.alerts, ['Something went wrong']);
      await assertKept(c.frame, FORM);
      await submitButton(c.frame).click();
      await statusMatching(c.frame, /Message sent successfully/);
      assert.deepEqual(c.alerts, ['Something went wrong', 'Message sent successfully']);
      assert.equal(stub.received('retry').length, 2);
      assert.deepEqual(
        (await c.events()).map((event) => [event.type, event.detail.reason]),
        [
          ['portfolio-contact-failed', 'provider'],
          ['portfolio-contact-sent', undefined],
        ],
      );
    }),
  );
});

describe('portfolio-contact one click, one send', () => {
  test(
    'with the wait off: a double click, or two submits in one task, sends one request',
    TIMEOUT,
    async () => {
      const origin = stub.script('double', ['held', 200]);
      await withOpen(wildPage(contactContent(origin, { throttleSeconds: 0 })), async (c) => {
        await fill(c.frame);
        await submitRepeatedly(c.frame);
        await waitUntil(() => stub.heldCount() === 1);
        stub.release();
        await statusMatching(c.frame, /Message sent successfully/);
        // A duplicate would be queued behind the first answer; a fence message sent now leaves
        // after it, so once the fence arrives the count is final.
        await field(c.frame, 'name').fill('Fence');
        await field(c.frame, 'email').fill('fence@example.org');
        await field(c.frame, 'message').fill('fence');
        await submitButton(c.frame).click();
        await waitUntil(() => stub.received('double').some((body) => body.includes('"fence"')));
        const bodies = stub.received('double');
        assert.equal(bodies.length, 2, 'one request for the double submit, one for the fence');
        assert.match(bodies[0]!, /"message":"Hello\. I'd like to give you a job/);
        assert.equal(await c.fetches(), 2);
        // The fence's own answer comes after its arrival.
        await waitUntil(() => c.alerts.length === 2);
        assert.deepEqual(c.alerts, ['Message sent successfully', 'Message sent successfully']);
      }).finally(() => stub.release());
    },
  );
});

describe('portfolio-contact failure way out', () => {
  test('the mailto link carries the typed message, beside the address', TIMEOUT, () =>
    withScriptedPage('mailto', [500], async (c) => {
      await sendExpecting(c.frame, /email me directly/);
      const link = c.frame.locator('portfolio-contact [role="status"] a');
      assert.equal(await link.textContent(), 'email me directly');
      const href = new URL((await link.getAttribute('href'))!);
      assert.equal(href.protocol, 'mailto:');
      assert.equal(decodeURIComponent(href.pathname), OWNER);
      assert.equal(href.searchParams.get('subject'), `Message from ${FORM.name}`);
      const body = href.searchParams.get('body') ?? '';
      assert.ok(body.startsWith(FORM.message.replace('\n', '\r\n')), body);
      assert.match(body, /Ada Lovelace <ada@example\.org>$/);
      assert.equal(
        await c.frame.locator('portfolio-contact [role="status"] .address').textContent(),
        OWNER,
      );
    }),
  );

  test('a 100 KB paste is cut to the limit with a notice, and still sends', TIMEOUT, () =>
    withScriptedPage('paste', [200], async (c) => {
      await c.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
        origin: session.server.url,
      });
      await field(c.frame, 'name').fill(FORM.name);
      await field(c.frame, 'email').fill(FORM.email);
      await c.page.evaluate((text) => navigator.clipboard.writeText(text), 'y'.repeat(100 * 1024));
      await field(c.frame, 'message').focus();
      await c.page.keyboard.press('Control+V');
      const message = field(c.frame, 'message');
      await waitUntil(async () => (await message.inputValue()).length > 0);
      assert.equal((await message.inputValue()).length, 10_000);
      const notice = c.frame.locator('portfolio-contact .notice').nth(2);
      assert.match((await notice.textContent()) ?? '', /^Cut to 10,000 characters/);
      assert.equal(
        await c.frame.locator('portfolio-contact .count').textContent(),
        '10,000 / 10,000',
      );
      await submitButton(c.frame).click();
      await statusMatching(c.frame, /Message sent successfully/);
      const [body] = stub.received('paste');
      assert.ok(body && Buffer.byteLength(body) < 50 * 1024, `body of ${body?.length} bytes`);
    }),
  );
});

describe('portfolio-contact in a frame sandboxed with allow-scripts only', () => {
  test('the frame really has no storage, no alert and no form submission', TIMEOUT, () =>
    withOpen(sandboxPage(contactContent(session.server.url)), async (c) => {
      const probe = await c.frame.evaluate(() => {
        let storage = 'available';
        try {
          if (!window.localStorage) storage = 'none';
        } catch (error) {
          if ((error as Error).name === 'SecurityError') storage = 'none';
        }
        // A form of its own, so the element's handlers play no part.
        const form = document.createElement('form');
        document.body.append(form);
        let submitted = false;
        form.addEventListener('submit', (event) => {
          submitted = true;
          event.preventDefault();
        });
        form.requestSubmit();
        form.remove();
        return { storage, origin: window.origin, submitted };
      });
      // The embed page hides the storage that would throw (src/embed/restricted-frame.ts); a
      // page of the host's own has it throw. Either way the frame has none.
      assert.deepEqual(probe, { storage: 'none', origin: 'null', submitted: false });
    }),
  );

  test('one click sends once, to the local endpoint; the status says sent', TIMEOUT, async () => {
    const { outbox } = session;
    await rm(outbox, { force: true });
    await withOpen(sandboxPage(contactContent(session.server.url)), async (c) => {
      await sendExpecting(c.frame, /Message sent successfully/);
      assert.deepEqual(await values(c.frame), ['', '', '']);
      assert.equal(await c.fetches(), 1);
      const lines = (await readFile(outbox, 'utf8')).trim().split('\n');
      assert.equal(lines.length, 1);
      const entry = JSON.parse(lines[0]!) as { template_params: Record<string, string> };
      assert.equal(entry.template_params.message, FORM.message);
      // alert() is blocked in the frame: nothing reaches the page, and nothing throws.
      assert.deepEqual(c.alerts, []);
      assert.deepEqual(c.pageErrors, []);
      assert.deepEqual(
        (await c.events()).map((event) => event.type),
        ['portfolio-contact-sent'],
      );

      // Within the wait: refused inline, nothing sent.
      await sendExpecting(c.frame, /send another in \d+ seconds/);
      assert.equal(await c.fetches(), 1);
      assert.equal((await readFile(outbox, 'utf8')).trim().split('\n').length, 1);
    });
  });

  test(
    'a failure there: status with the mailto way out, then a retry sends once',
    TIMEOUT,
    async () => {
      const origin = stub.script('sandbox-retry', [503, 200]);
      await withOpen(sandboxPage(contactContent(origin)), async (c) => {
        const text = await sendExpecting(c.frame, /Something went wrong/);
        assert.match(text, /email me directly at owner@example\.com/);
        const href = await c.frame
          .locator('portfolio-contact [role="status"] a')
          .getAttribute('href');
        assert.ok(href?.includes(encodeURIComponent("I'd like to give you a job.")), href ?? '');
        assert.deepEqual(await values(c.frame), [FORM.name, FORM.email, FORM.message]);
        assert.equal(await c.fetches(), 1);
        await submitButton(c.frame).click();
        await statusMatching(c.frame, /Message sent successfully/);
        assert.equal(await c.fetches(), 2);
        assert.equal(stub.received('sandbox-retry').length, 2);
        assert.deepEqual(c.alerts, []);
      });
    },
  );

  test('a filled honeypot there sends nothing and shows success', TIMEOUT, () =>
    withOpen(sandboxPage(contactContent(stub.script('sandbox-trap', []))), async (c) => {
      await fillLikeABot(c.frame);
      await submitButton(c.frame).click();
      await statusMatching(c.frame, /Message sent successfully/);
      assert.equal(await c.fetches(), 0);
      assert.deepEqual(stub.received('sandbox-trap'), []);
    }),
  );
});
