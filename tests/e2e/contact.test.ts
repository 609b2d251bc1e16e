/**
 * portfolio-contact end to end: the built element and the real `@emailjs/browser` 4.4.1 against
 * local endpoints. A stub endpoint under /reply/<status>/ records the bytes on the wire and
 * answers with any status (or drops the connection); the real local endpoint
 * (server/email-endpoint.ts) takes the demo page's messages into an outbox file.
 */
import assert from 'node:assert/strict';
import { readFile, rm } from 'node:fs/promises';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import {
  assertKept,
  contactSessionForFile,
  field,
  fillForm,
  FORM,
  formValues,
  openContact as openContactPage,
  type ContactPage,
  SEND_PATH,
  statusLine,
  stubEndpoint,
  submitButton,
  submitRepeatedly,
  testPage,
} from '../support/contact.ts';
import { waitUntil } from '../support/poll.ts';

const TIMEOUT = { timeout: 60_000 };
const KEYS = 'public-key="pk_e2e" service-id="service_e2e" template-id="template_e2e"';
const RECIPIENT = 'to-name="Jordan" to-email="owner@example.com"';

const stub = stubEndpoint();
const session = contactSessionForFile({ routes: [testPage(), stub.route] });

const openContact = (attrs: string, path?: string) =>
  openContactPage(session.browser, session.server, attrs, path);

/**
 * Opens the contact page with `attrs` and runs `body` on it, given the stub's request count
 * before; then closes the page, and the stub holds its `-hold` answers again.
 */
async function withContact(
  attrs: string,
  body: (c: ContactPage, before: number) => Promise<void>,
): Promise<void> {
  const before = stub.received.length;
  const c = await openContact(attrs);
  try {
    await body(c, before);
  } finally {
    stub.holding = true;
    stub.release();
    await c.close();
  }
}

const fill = (holder: Page) => fillForm(holder, FORM);
const values = formValues;

/** Fills in FORM and presses send; resolves with the alert that answers. */
async function send(c: ContactPage): Promise<string> {
  await fill(c.page);
  const alert = c.nextAlert();
  await submitButton(c.page).click();
  return alert;
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
  test('posts the exact payload, shows Sending..., alerts success, clears the form', TIMEOUT, () =>
    withContact(`${KEYS} ${RECIPIENT} email-origin="./reply/200-hold"`, async (c, before) => {
      const alert = send(c);
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
    }),
  );

  // Every status outside 2xx takes one path (send-email.ts): a 4xx, EmailJS's rate limit and a 5xx.
  for (const reply of ['400', '429', '500', 'drop', 'cut']) {
    const label =
      reply === 'drop'
        ? 'a connection dropped before any answer'
        : reply === 'cut'
          ? 'a connection dropped mid-answer'
          : `a ${reply} response`;
    test(`on ${label}: failure alert, every value kept, button enabled`, TIMEOUT, () =>
      withContact(`${KEYS} ${RECIPIENT} email-origin="./reply/${reply}"`, async (c, before) => {
        assert.equal(await send(c), 'Something went wrong');
        // One fetch from the page. Chromium itself re-sends a request whose reused keep-alive
        // socket died before any answer, so the stub may see copies of that one request.
        assert.equal(c.sendRequests.length, 1);
        const wire = stub.received.slice(before);
        if (reply === 'drop') assert.ok(wire.length >= 1);
        else assert.equal(wire.length, 1);
        for (const request of wire) assert.equal(request.body, EXPECTED_BODY);
        await assertKept(c.page, FORM);
        assert.equal(await submitButton(c.page).textContent(), 'Send message');
        assert.match((await statusLine(c.page).textContent()) ?? '', /Something went wrong/);
        const dropped = reply === 'drop' || reply === 'cut';
        const status = dropped ? 0 : Number(reply);
        const text = dropped ? 'Network Error' : `stub ${reply}`;
        assert.deepEqual(await c.events(), [
          {
            type: 'portfolio-contact-failed',
            detail: { status, text, reason: dropped ? 'network' : 'provider' },
          },
        ]);
        assert.ok(
          c.consoleErrors.some((line) => line.includes('could not be sent')),
          `the failure is logged: ${c.consoleErrors.join(' | ')}`,
        );
      }),
    );
  }

  test('a double click, or two submits in one task, sends exactly one request', TIMEOUT, () =>
    withContact(`${KEYS} ${RECIPIENT} email-origin="./reply/200-hold"`, async (c, before) => {
      await fill(c.page);
      const alert = c.nextAlert();
      await submitRepeatedly(c.page);
      await waitUntil(() => stub.heldCount() === 1);
      stub.holding = false;
      stub.release();
      assert.equal(await alert, 'Message sent successfully');
      // A duplicate could still be queued behind the first answer. After a success the page
      // now refuses a second message for contact.throttleSeconds (issue 24), after any such
      // duplicate, so once the refusal shows the count is final. The same check with the
      // wait off and a fence message is in contact-wild.test.ts.
      await fill(c.page);
      await submitButton(c.page).click();
      await statusLine(c.page).and(c.page.locator('[data-outcome="throttled"]')).waitFor();
      const bodies = stub.received.slice(before).map((r) => r.body);
      assert.deepEqual(bodies, [EXPECTED_BODY], 'one request for the double submit');
      assert.equal(c.sendRequests.length, 1);
    }),
  );

  for (const [label, attrs] of [
    ['no keys at all (sample content)', `email-origin="./reply/200"`],
    [
      'an empty public-key attribute',
      `${KEYS.replace('"pk_e2e"', '""')} email-origin="./reply/200"`,
    ],
  ] as const) {
    test(`with ${label}: no request, config error, failure path`, TIMEOUT, () =>
      withContact(attrs, async (c, before) => {
        assert.equal(await send(c), 'Something went wrong');
        assert.equal(stub.received.length, before);
        assert.deepEqual(c.sendRequests, []);
        await assertKept(c.page, FORM);
        const events = await c.events();
        assert.deepEqual(
          events.map((event) => event.type),
          ['portfolio-error', 'portfolio-contact-failed'],
        );
        assert.equal(events[0]!.detail.source, 'email');
        assert.match(String(events[0]!.detail.message), /public key \(public-key/);
        assert.ok(c.consoleErrors.some((line) => line.includes('public key (public-key')));
      }),
    );
  }

  test('an empty form is stopped by the browser: no request, no alert', TIMEOUT, () =>
    withContact(`${KEYS} ${RECIPIENT} email-origin="./reply/200"`, async (c, before) => {
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
    }),
  );

  test('the demo page posts to the local endpoint, which stores the message', TIMEOUT, async () => {
    const { outbox } = session;
    await rm(outbox, { force: true });
    const c = await openContact('', 'index.html');
    try {
      await c.page.locator('portfolio-contact').scrollIntoViewIfNeeded();
      assert.equal(await send(c), 'Message sent successfully');
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
