import * as v from 'valibot';
import { text, UrlSchema } from '../fields.ts';

export const NavItemSchema = v.strictObject({
  id: v.number(),
  name: text,
  href: UrlSchema,
  icon: v.optional(text),
});
export const NavSchema = v.strictObject({ items: v.array(NavItemSchema) });
