import * as v from 'valibot';
import { text, UrlSchema } from '../fields.ts';

export const ContactSchema = v.strictObject({
  title: text,
  intro: text,
  publicKey: text,
  serviceId: text,
  templateId: text,
  toName: text,
  toEmail: text,
  /** EmailJS API origin; a relative value resolves against the page (the local endpoint). */
  emailOrigin: UrlSchema,
  /** Seconds after a successful send before the page sends another; 0 turns the wait off. */
  throttleSeconds: v.pipe(v.number(), v.integer(), v.minValue(0)),
  placeholders: v.strictObject({ name: text, email: text, message: text }),
});
