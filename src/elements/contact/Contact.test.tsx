// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SAMPLE_CONTENT } from '../../content/sample.ts';
import type { PortfolioEventMap } from '../../lib/events.ts';
import { I18nContext, makeI18n } from '../../i18n/context.tsx';
import { EN } from '../../i18n/messages/en-all.ts';
import { Contact } from './Contact.tsx';

/** The element's English words, as the element gives its view. */
const ENGLISH_PAGE = makeI18n('en', 'ltr', EN);
import { FIELD_MAX_LENGTH } from './limits.ts';
import type { EmailRequest } from './payload.ts';
import { EmailError, type EmailResult, type SendEmail } from './send-email.ts';
import { ThrottledError } from './throttle.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const CONTACT = {
  ...SAMPLE_CONTENT.contact,
  publicKey: 'pk_test',
  serviceId: 'service_test',
  templateId: 'template_test',
  toName: 'Jordan',
  toEmail: 'owner@example.com',
  emailOrigin: 'https://api.emailjs.com',
};

/** A fake network call the test answers by hand. */
function fakeSend() {
  const calls: EmailRequest[] = [];
  let settle: { resolve(r: EmailResult): void; reject(e: unknown): void } | null = null;
  const send = vi.fn<SendEmail>(
    (request) =>
      new Promise((resolve, reject) => {
        calls.push(request);
        settle = { resolve, reject };
      }),
  );
  return {
    send,
    calls,
    resolve: (result: EmailResult) => act(async () => settle!.resolve(result)),
    reject: (error: unknown) => act(async () => settle!.reject(error)),
  };
}

let host: HTMLElement;
let shadow: ShadowRoot;
let root: Root;
let alerts: string[];
let events: { type: string; detail: unknown }[];

beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  shadow = host.attachShadow({ mode: 'open' });
  root = createRoot(shadow);
  alerts = [];
  vi.spyOn(window, 'alert').mockImplementation((message?: unknown) => {
    alerts.push(String(message));
  });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  events = [];
  const types: (keyof PortfolioEventMap)[] = [
    'portfolio-contact-sent',
    'portfolio-contact-failed',
    'portfolio-error',
  ];
  for (const type of types) {
    host.addEventListener(type, (event) => {
      events.push({ type, detail: (event as CustomEvent).detail });
    });
  }
});

afterEach(() => {
  act(() => root.unmount());
  host.remove();
  vi.restoreAllMocks();
});

function render(send: SendEmail, contact = CONTACT) {
  act(() => {
    root.render(
      <I18nContext.Provider value={ENGLISH_PAGE}>
        <Contact
          content={{ owner: SAMPLE_CONTENT.owner, contact }}
          host={host}
          root={shadow}
          attributes={{}}
          send={send}
        />
      </I18nContext.Provider>,
    );
  });
}

const $ = <T extends Element>(selector: string) => shadow.querySelector<T>(selector)!;
const button = () => $<HTMLButtonElement>('button[type="submit"]');
const values = () =>
  ['name', 'email', 'message'].map(
    (name) => $<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`).value,
  );

function type(name: string, value: string) {
  const field = $<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`);
  const proto = Object.getPrototypeOf(field) as object;
  act(() => {
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

function fill() {
  type('name', 'Ada Lovelace');
  type('email', 'ada@example.org');
  type('message', "Hello. I'd like to give you a job");
}

type FailedDetail = PortfolioEventMap['portfolio-contact-failed'];

/** The one event a send that did not go out fires. */
function expectFailure(status: number, text: string, reason: FailedDetail['reason']) {
  expect(events).toEqual([{ type: 'portfolio-contact-failed', detail: { status, text, reason } }]);
}

/** The spec's failure: the alert, every typed value kept, the button enabled again. */
function expectFailedKeepingValues() {
  expect(alerts).toEqual(['Something went wrong']);
  expect(values()).toEqual([
    'Ada Lovelace',
    'ada@example.org',
    "Hello. I'd like to give you a job",
  ]);
  expect(button().disabled).toBe(false);
}

function submit() {
  act(() => {
    $('form').dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
}

describe('<Contact> view', () => {
  it('renders labelled, required fields with the content placeholders', () => {
    render(fakeSend().send);
    expect($('h2').textContent).toBe("Let's talk");
    for (const name of ['name', 'email', 'message']) {
      const field = $<HTMLInputElement>(`[name="${name}"]`);
      expect(field.required).toBe(true);
      // Issue 24: limits the provider accepts (the spec's 'no length bounds' predates it).
      expect(field.maxLength).toBe(FIELD_MAX_LENGTH[name as keyof typeof FIELD_MAX_LENGTH]);
      expect($(`label[for="${field.id}"]`)).not.toBeNull();
    }
    expect($<HTMLInputElement>('[name="email"]').type).toBe('email');
    expect($<HTMLTextAreaElement>('[name="message"]').placeholder).toMatch(
      /^Hello\. I'd like to give you a job/,
    );
    expect($('[role="status"]').textContent).toBe('');
  });

  it('sends the five template params, then alerts, clears and reports success', async () => {
    const fake = fakeSend();
    render(fake.send);
    fill();
    submit();
    expect(fake.calls).toEqual([
      {
        publicKey: 'pk_test',
        serviceId: 'service_test',
        templateId: 'template_test',
        origin: 'https://api.emailjs.com',
        throttleMs: 30_000,
        params: {
          from_name: 'Ada Lovelace',
          to_name: 'Jordan',
          from_email: 'ada@example.org',
          to_email: 'owner@example.com',
          message: "Hello. I'd like to give you a job",
        },
      },
    ]);
    expect(button().disabled).toBe(true);
    expect(button().textContent).toBe('Sending...');
    await fake.resolve({ status: 200, text: 'OK' });
    expect(alerts).toEqual(['Message sent successfully']);
    expect(values()).toEqual(['', '', '']);
    expect(button().disabled).toBe(false);
    expect(button().textContent).toBe('Send message');
    expect($('[role="status"]').textContent).toContain('Message sent successfully');
    expect(events).toEqual([
      { type: 'portfolio-contact-sent', detail: { status: 200, text: 'OK' } },
    ]);
  });

  it('keeps every value and re-enables the button on failure', async () => {
    const fake = fakeSend();
    render(fake.send);
    fill();
    submit();
    await fake.reject(new EmailError(429, 'Too Many Requests'));
    expectFailedKeepingValues();
    expect($('[role="status"]').textContent).toContain('Something went wrong');
    expect(console.error).toHaveBeenCalled();
    expectFailure(429, 'Too Many Requests', 'provider');
  });

  it('reports a rejection without a status as status 0', async () => {
    const fake = fakeSend();
    render(fake.send);
    fill();
    submit();
    await fake.reject(new TypeError('Failed to fetch'));
    expectFailure(0, 'Failed to fetch', 'network');
  });

  it('sends once for submits in the same task, and again after the answer', async () => {
    const fake = fakeSend();
    render(fake.send);
    fill();
    act(() => {
      const form = $('form');
      for (let i = 0; i < 3; i++) {
        form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
      }
    });
    submit();
    expect(fake.send).toHaveBeenCalledTimes(1);
    await fake.reject(new EmailError(500, 'Internal Server Error'));
    submit();
    expect(fake.send).toHaveBeenCalledTimes(2);
  });

  it('makes no request with missing keys: config error, failure path, values kept', () => {
    const fake = fakeSend();
    render(fake.send, { ...CONTACT, publicKey: '', templateId: '' });
    fill();
    submit();
    expect(fake.send).not.toHaveBeenCalled();
    expectFailedKeepingValues();
    const message = vi.mocked(console.error).mock.calls[0]![0] as string;
    expect(message).toMatch(/public key .* template ID .* are missing/);
    expect(events.map((e) => e.type)).toEqual(['portfolio-error', 'portfolio-contact-failed']);
    expect(events[0]!.detail).toEqual({ source: 'email', message });
    expect(events[1]!.detail).toEqual({ status: 0, text: message, reason: 'config' });
  });

  it('sets the terminal art as an absolute URL', () => {
    render(fakeSend().send);
    const value = $<HTMLElement>('.terminal').style.getPropertyValue('--contact-terminal');
    expect(value).toMatch(/^url\("https?:\/\/.+terminal\.svg"\)$/);
  });

  it('sends nothing when the honeypot is filled, yet shows the usual success', () => {
    const fake = fakeSend();
    render(fake.send);
    fill();
    $<HTMLInputElement>('[name="website"]').value = 'https://spam.example';
    submit();
    expect(fake.send).not.toHaveBeenCalled();
    expect(alerts).toEqual(['Message sent successfully']);
    expect(values()).toEqual(['', '', '']);
    expect($('[role="status"]').textContent).toContain('Message sent successfully');
    expect($<HTMLInputElement>('[name="website"]').value).toBe('');
    expectFailure(0, 'Honeypot field filled', 'honeypot');
  });

  it('keeps the honeypot out of sight, reach and autofill', () => {
    render(fakeSend().send);
    const trap = $<HTMLInputElement>('[name="website"]');
    expect(trap.type).toBe('text');
    expect(trap.tabIndex).toBe(-1);
    expect(trap.required).toBe(false);
    expect(trap.getAttribute('autocomplete')).toBe('off');
    const wrapper = trap.closest('.trap')!;
    expect(wrapper.getAttribute('aria-hidden')).toBe('true');
    expect(wrapper.hasAttribute('inert')).toBe(true);
  });

  it('says inline when a throttled visitor can send again: no alert, values kept', async () => {
    const fake = fakeSend();
    render(fake.send);
    fill();
    submit();
    await fake.reject(new ThrottledError(27));
    expect(alerts).toEqual([]);
    expect(values()).toEqual([
      'Ada Lovelace',
      'ada@example.org',
      "Hello. I'd like to give you a job",
    ]);
    expect(button().disabled).toBe(false);
    expect($('[role="status"]').textContent).toMatch(/send another in 27 seconds/);
    expect($('[role="status"]').getAttribute('data-outcome')).toBe('throttled');
    expectFailure(429, 'Too Many Requests', 'throttled');
  });

  it('offers a mailto link carrying the typed message after a failure', async () => {
    const fake = fakeSend();
    render(fake.send);
    fill();
    expect($('a.mailto')).toBeNull();
    submit();
    await fake.reject(new EmailError(500, 'Internal Server Error'));
    const link = $<HTMLAnchorElement>('[role="status"] a.mailto');
    expect(link.textContent).toBe('email me directly');
    const href = new URL(link.href);
    expect(decodeURIComponent(href.pathname)).toBe('owner@example.com');
    expect(href.searchParams.get('body')).toContain("Hello. I'd like to give you a job");
    expect($('[role="status"] .address').textContent).toBe('owner@example.com');
  });

  it('cuts a 100 KB paste to the limit and says so', () => {
    render(fakeSend().send);
    const field = $<HTMLTextAreaElement>('[name="message"]');
    const paste = new Event('paste', { bubbles: true, cancelable: true });
    const text = 'x'.repeat(100 * 1024);
    Object.defineProperty(paste, 'clipboardData', { value: { getData: () => text } });
    act(() => {
      field.dispatchEvent(paste);
    });
    expect(paste.defaultPrevented).toBe(true);
    expect(field.value).toHaveLength(FIELD_MAX_LENGTH.message);
    expect(field.parentElement!.querySelector('.notice')!.textContent).toMatch(/^Cut to 10,000/);
    expect(field.parentElement!.querySelector('.count')!.textContent).toBe('10,000 / 10,000');
  });

  it('shows the message count only near the limit', () => {
    render(fakeSend().send);
    const count = () => shadow.querySelector('.count');
    type('message', 'x'.repeat(100));
    expect(count()).toBeNull();
    type('message', 'x'.repeat(8_500));
    expect(count()!.textContent).toBe('8,500 / 10,000');
    expect($('[name="message"]').getAttribute('aria-describedby')).toBe(count()!.id);
  });
});
