import * as v from 'valibot';
import { text, UrlSchema } from '../fields.ts';

export const OwnerSchema = v.strictObject({
  name: text,
  firstName: text,
  role: text,
  email: v.pipe(v.string(), v.email('Expected an e-mail address')),
  location: text,
  github: UrlSchema,
  linkedin: UrlSchema,
});
