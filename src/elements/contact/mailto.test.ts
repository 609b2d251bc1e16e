import { describe, expect, it } from 'vitest';
import { mailtoHref } from './mailto.ts';

const FORM = {
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  message: "Hello. I'd like to give you a job.\nIt involves 100% of an engine & more?",
};

function parse(href: string) {
  const url = new URL(href);
  return {
    to: decodeURIComponent(url.pathname),
    subject: url.searchParams.get('subject'),
    body: url.searchParams.get('body'),
  };
}

describe('mailtoHref', () => {
  it('carries the typed message, the sender and a subject, line breaks as CRLF', () => {
    const href = mailtoHref('owner@example.com', FORM)!;
    expect(href.startsWith('mailto:owner@example.com?subject=')).toBe(true);
    expect(parse(href)).toEqual({
      to: 'owner@example.com',
      subject: 'Message from Ada Lovelace',
      body:
        "Hello. I'd like to give you a job.\r\nIt involves 100% of an engine & more?" +
        '\r\n\r\nAda Lovelace <ada@example.org>',
    });
  });

  it('encodes spaces as %20, never +, which some mail programs show literally', () => {
    expect(mailtoHref('owner@example.com', FORM)).not.toContain('+');
  });

  it('still works with an empty form', () => {
    const href = mailtoHref('owner@example.com', { name: '', email: '', message: '' })!;
    expect(parse(href)).toEqual({
      to: 'owner@example.com',
      subject: 'Message from your portfolio',
      body: '',
    });
  });

  it('offers no link without a usable address', () => {
    expect(mailtoHref('', FORM)).toBe(null);
    expect(mailtoHref('not an address', FORM)).toBe(null);
  });

  it('escapes what could end the address early', () => {
    expect(mailtoHref('a?b@example.com', FORM)).toMatch(/^mailto:a%3Fb@example\.com\?/);
  });
});
