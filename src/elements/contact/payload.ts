import type { Content } from '../../content/types.ts';

/** The form's three fields, as the visitor typed them. */
export interface ContactForm {
  name: string;
  email: string;
  message: string;
}

export const EMPTY_FORM: ContactForm = { name: '', email: '', message: '' };

/** The spec's email payload: exactly these five template params, no more. */
export interface TemplateParams {
  from_name: string;
  to_name: string;
  from_email: string;
  to_email: string;
  message: string;
}

/** Everything one `send()` call needs. */
export interface EmailRequest {
  publicKey: string;
  serviceId: string;
  templateId: string;
  params: TemplateParams;
  /** Absolute http(s) origin of the EmailJS API, without a trailing slash. */
  origin: string;
  /** After a successful send, how long the page refuses another (0: no wait). */
  throttleMs: number;
}

export type ContactSettings = Content['contact'];

/** EmailJS's own API; used when the content leaves the origin empty. */
export const DEFAULT_EMAIL_ORIGIN = 'https://api.emailjs.com';

/** The keys EmailJS refuses to send without, with where the owner sets each one. */
const REQUIRED_KEYS = [
  { key: 'publicKey', attribute: 'public-key', label: 'public key' },
  { key: 'serviceId', attribute: 'service-id', label: 'service ID' },
  { key: 'templateId', attribute: 'template-id', label: 'template ID' },
] as const;

export function buildTemplateParams(form: ContactForm, settings: ContactSettings): TemplateParams {
  return {
    from_name: form.name,
    to_name: settings.toName,
    from_email: form.email,
    to_email: settings.toEmail,
    message: form.message,
  };
}

/**
 * Turns the content's `emailOrigin` into the absolute origin the library prefixes to its path.
 * A relative value ('.') resolves against the page, so the standalone page posts to its own
 * server; null when the result is not http(s).
 */
export function resolveOrigin(origin: string, baseUri: string): string | null {
  const value = origin.trim() || DEFAULT_EMAIL_ORIGIN;
  let url: URL;
  try {
    url = new URL(value, baseUri);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  url.search = '';
  url.hash = '';
  return url.href.replace(/\/+$/, '');
}

export type Prepared = { ok: true; request: EmailRequest } | { ok: false; message: string };

/**
 * Checks the owner's settings before any request: a missing key is a configuration error the
 * owner must see, not something to send to EmailJS and learn about from a 400.
 */
export function prepareRequest(
  form: ContactForm,
  settings: ContactSettings,
  baseUri: string,
): Prepared {
  const missing = REQUIRED_KEYS.filter(({ key }) => settings[key].trim() === '');
  if (missing.length > 0) {
    const names = missing.map((k) => `${k.label} (${k.attribute} / contact.${k.key})`);
    return {
      ok: false,
      message: `portfolio-contact: cannot send, the EmailJS ${names.join(', ')} ${
        missing.length > 1 ? 'are' : 'is'
      } missing or empty.`,
    };
  }
  const origin = resolveOrigin(settings.emailOrigin, baseUri);
  if (!origin) {
    return {
      ok: false,
      message: `portfolio-contact: cannot send, the email origin "${settings.emailOrigin}" (email-origin / contact.emailOrigin) is not an http(s) URL.`,
    };
  }
  return {
    ok: true,
    request: {
      publicKey: settings.publicKey.trim(),
      serviceId: settings.serviceId.trim(),
      templateId: settings.templateId.trim(),
      params: buildTemplateParams(form, settings),
      origin,
      throttleMs: settings.throttleSeconds * 1000,
    },
  };
}
