import { describe, expect, it } from 'vitest';
import { SAMPLE_CONTENT } from '../../content/sample.ts';
import {
  DEFAULT_EMAIL_ORIGIN,
  buildTemplateParams,
  prepareRequest,
  resolveOrigin,
  type ContactSettings,
} from './payload.ts';

const SETTINGS: ContactSettings = {
  ...SAMPLE_CONTENT.contact,
  publicKey: 'pk_123',
  serviceId: 'service_abc',
  templateId: 'template_xyz',
  toName: 'Jordan',
  toEmail: 'owner@example.com',
  emailOrigin: 'https://api.emailjs.com',
};
const FORM = { name: 'Ada Lovelace', email: 'ada@example.org', message: "Hello. I'd like..." };
const PAGE = 'https://portfolio.example/site/index.html';

describe('buildTemplateParams', () => {
  it('builds exactly the five template params of the spec', () => {
    const params = buildTemplateParams(FORM, SETTINGS);
    expect(params).toStrictEqual({
      from_name: 'Ada Lovelace',
      to_name: 'Jordan',
      from_email: 'ada@example.org',
      to_email: 'owner@example.com',
      message: "Hello. I'd like...",
    });
    expect(Object.keys(params).sort()).toEqual([
      'from_email',
      'from_name',
      'message',
      'to_email',
      'to_name',
    ]);
  });
});

describe('resolveOrigin', () => {
  it('keeps an absolute origin, without a trailing slash', () => {
    expect(resolveOrigin('https://api.emailjs.com', PAGE)).toBe('https://api.emailjs.com');
    expect(resolveOrigin('http://127.0.0.1:4173/', PAGE)).toBe('http://127.0.0.1:4173');
  });
  it('resolves a relative origin against the page', () => {
    expect(resolveOrigin('.', PAGE)).toBe('https://portfolio.example/site');
    expect(resolveOrigin('.', 'http://127.0.0.1:4173/')).toBe('http://127.0.0.1:4173');
    expect(resolveOrigin('/', PAGE)).toBe('https://portfolio.example');
    expect(resolveOrigin('../', PAGE)).toBe('https://portfolio.example');
  });
  it('falls back to EmailJS for an empty origin', () => {
    expect(resolveOrigin('', PAGE)).toBe(DEFAULT_EMAIL_ORIGIN);
    expect(resolveOrigin('  ', PAGE)).toBe(DEFAULT_EMAIL_ORIGIN);
  });
  it('drops a query or fragment, which would corrupt the API path', () => {
    expect(resolveOrigin('https://mail.example/?x=1#y', PAGE)).toBe('https://mail.example');
  });
  it('refuses origins that are not http(s)', () => {
    expect(resolveOrigin('mailto:someone@example.com', PAGE)).toBeNull();
    expect(resolveOrigin('http://[bad', PAGE)).toBeNull();
  });
});

describe('prepareRequest', () => {
  it('prepares the request from form and settings', () => {
    expect(prepareRequest(FORM, SETTINGS, PAGE)).toStrictEqual({
      ok: true,
      request: {
        publicKey: 'pk_123',
        serviceId: 'service_abc',
        templateId: 'template_xyz',
        params: buildTemplateParams(FORM, SETTINGS),
        origin: 'https://api.emailjs.com',
        throttleMs: 30_000,
      },
    });
  });
  it('names each missing key with its attribute and content path', () => {
    const result = prepareRequest(FORM, { ...SETTINGS, serviceId: '' }, PAGE);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.message).toContain('service ID (service-id / contact.serviceId) is missing');
    expect(result.message).not.toContain('public key');
  });
  it('lists every missing key, and counts whitespace as missing', () => {
    const result = prepareRequest(
      FORM,
      { ...SETTINGS, publicKey: ' ', serviceId: '', templateId: '' },
      PAGE,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.message).toContain('public key (public-key / contact.publicKey)');
    expect(result.message).toContain('service ID (service-id / contact.serviceId)');
    expect(result.message).toContain('template ID (template-id / contact.templateId) are missing');
  });
  it('refuses with the sample content, whose keys are empty', () => {
    expect(prepareRequest(FORM, SAMPLE_CONTENT.contact, PAGE).ok).toBe(false);
  });
  it('refuses an origin that is not http(s)', () => {
    const result = prepareRequest(FORM, { ...SETTINGS, emailOrigin: 'mailto:x@example.com' }, PAGE);
    expect(result).toMatchObject({ ok: false });
    if (!result.ok) expect(result.message).toContain('email-origin');
  });
});
