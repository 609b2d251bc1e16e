import * as v from 'valibot';
import { text, UrlSchema } from '../fields.ts';

export const SocialLinkSchema = v.strictObject({
  name: text,
  href: UrlSchema,
  icon: v.picklist(['github', 'linkedin']),
});

export const FooterSchema = v.strictObject({
  labels: v.array(text),
  social: v.array(SocialLinkSchema),
  copyright: text,
});
