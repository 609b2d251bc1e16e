import { SAMPLE_OWNER } from '../../content/sample-owner.ts';
import { SAMPLE_CONTACT } from '../../content/sample-contact.ts';
import { EN_CONTACT } from '../../i18n/messages/en.ts';
import { ContactSchema } from '../../content/sections/contact.ts';
import { createElement } from 'react';
import { createPortfolioElement } from '../../platform/create-element.tsx';
import type { ViewProps } from '../../platform/element-options.ts';
import { define } from '../../platform/register.ts';
import { contactSampleWords } from './sample-words.ts';
import { Contact } from './Contact.tsx';
import css from './contact.css?inline';
import { sendEmail } from './send-email.ts';

/** The view with the real EmailJS module as its network call. */
function ContactWithEmail(props: ViewProps<'contact'>) {
  return createElement(Contact, { ...props, send: sendEmail });
}

/**
 * 'Let's talk': a contact form (name, e-mail, message, all required) sent through EmailJS
 * (`@emailjs/browser` 4.4.1). While sending, the button reads 'Sending...' and is disabled; one
 * submit sends one request. Success alerts 'Message sent successfully' and clears the form; any
 * failure is logged, alerts 'Something went wrong' and keeps every value, and the inline status
 * offers "email me directly": a `mailto:` link to `contact.toEmail` carrying what was typed,
 * beside the address itself. An inline status line (role="status") repeats the outcome for
 * pages where alerts are blocked (a frame sandboxed with `allow-scripts` only works: no alert,
 * no storage, no form submission needed). From 1024px a terminal image is drawn behind the
 * block.
 *
 * Against spam: a honeypot field (off screen, inert, out of the tab order) that sends nothing
 * when filled, yet shows the usual success; after a successful send the page refuses another
 * for `contact.throttleSeconds` (default 30), said inline without an alert (the library's
 * `limitRate`, kept in memory); `maxlength` on each field (100, 254 and 10,000 characters), a
 * count near the message's limit, and a paste beyond it cut with a notice.
 *
 * @tag portfolio-contact
 * @extends PortfolioSection
 * @attr {string} public-key - EmailJS public key (overrides `contact.publicKey`).
 * @attr {string} service-id - EmailJS service ID (overrides `contact.serviceId`).
 * @attr {string} template-id - EmailJS template ID (overrides `contact.templateId`).
 * @attr {string} to-name - Recipient name sent as `to_name` (overrides `contact.toName`).
 * @attr {string} to-email - Recipient e-mail sent as `to_email` and used by the failure's mailto link
 *   (overrides `contact.toEmail`).
 * @attr {string} email-origin - EmailJS API origin (overrides `contact.emailOrigin`; default
 *   `https://api.emailjs.com`); a relative value such as `.` resolves against the page.
 * @fires {CustomEvent<{ status: number; text: string }>} portfolio-contact-sent - The provider accepted the message: `{status, text}`.
 * @fires {CustomEvent<{ status: number; text: string; reason: 'provider' | 'network' | 'throttled' | 'honeypot' | 'config' }>} portfolio-contact-failed - The message did not go out: `{status, text, reason}`.
 *   `reason` is `'provider'` (the provider answered `status`), `'network'` (no answer, status
 *   0), `'throttled'` (refused before any request, 429 'Too Many Requests': the page sent one
 *   less than `contact.throttleSeconds` ago), `'honeypot'` (the trap field was filled; nothing
 *   sent, the visitor was shown success) or `'config'` (missing keys or a bad origin).
 * @csspart section - The section.
 * @csspart terminal - The block that carries the terminal art from 1024px.
 * @csspart form - The form card.
 * @csspart input - Each input and the message box.
 * @csspart notice - The line under a field that says its text was cut to the limit.
 * @csspart count - The message's character count, shown near its limit.
 * @csspart button - The submit button.
 * @csspart status - The inline status message.
 * @csspart mailto - The "email me directly" link offered after a failure.
 * @cssprop --portfolio-accent - Focus rings, the sent status and the button's hover colour.
 * @cssprop --portfolio-surface - The form card's background below 1024px.
 */
export const PortfolioContactElement = createPortfolioElement({
  tag: 'portfolio-contact',
  schemas: { contact: ContactSchema },
  sample: { owner: SAMPLE_OWNER, contact: SAMPLE_CONTACT },
  view: ContactWithEmail,
  css,
  messages: { ...EN_CONTACT },
  localizeSample: contactSampleWords,
  contentAttributes: {
    publicKey: 'contact.publicKey',
    serviceId: 'contact.serviceId',
    templateId: 'contact.templateId',
    toName: 'contact.toName',
    toEmail: 'contact.toEmail',
    emailOrigin: 'contact.emailOrigin',
  },
});

define('portfolio-contact', PortfolioContactElement);

declare global {
  interface HTMLElementTagNameMap {
    'portfolio-contact': HTMLElement;
  }
}

/** For an app that imports only this element's entry: see docs/frameworks.md. */
export { setBasePath } from '../../lib/base-path.ts';
