/**
 * The way out when a send fails: a `mailto:` link to the owner, its subject and body filled from
 * the form, so the visitor's own mail program carries what they typed.
 */
import type { ContactForm } from './payload.ts';

/** The subject line, with and without the visitor's name (messages in the page's language). */
export interface MailSubjects {
  named: (name: string) => string;
  anonymous: string;
}

const ENGLISH_SUBJECTS: MailSubjects = {
  named: (name) => `Message from ${name}`,
  anonymous: 'Message from your portfolio',
};

/** RFC 6068 wants line breaks in a body as CRLF; encodeURIComponent turns them into %0D%0A. */
const CRLF = '\r\n';

/** The mailto URL for `form` addressed to `to`, or null when there is no address to write to. */
export function mailtoHref(
  to: string,
  form: ContactForm,
  subjects: MailSubjects = ENGLISH_SUBJECTS,
): string | null {
  const address = to.trim();
  if (!/^[^\s@]+@[^\s@]+$/.test(address)) return null;
  const name = form.name.trim();
  const subject = name ? subjects.named(name) : subjects.anonymous;
  const signature = [name, form.email.trim() && `<${form.email.trim()}>`].filter(Boolean).join(' ');
  const body = [form.message.replace(/\r?\n/g, CRLF), signature && `${CRLF}${CRLF}${signature}`]
    .filter(Boolean)
    .join('');
  // The address keeps its @; anything else that could end it (?, #, %) is escaped.
  const encodedTo = encodeURIComponent(address).replace(/%40/g, '@');
  return `mailto:${encodedTo}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
