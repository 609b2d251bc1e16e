import * as v from 'valibot';
import { CtaSchema, ImageUrlSchema, text, UrlSchema } from '../fields.ts';

export const HeroSchema = v.strictObject({
  /** `{firstName}` is replaced by the owner's first name. */
  greeting: text,
  phrases: v.array(text),
  cta: CtaSchema,
  /** Photo shown on the desk computer's screen. */
  photo: v.optional(ImageUrlSchema),
  /** The owner's own desk model (glTF/GLB) instead of the default. */
  deskSrc: v.optional(UrlSchema),
  /**
   * Up to four technology logos floating around the desk, as simple-icons slugs, each
   * extruded in its brand colour; the first bobs, the second and fourth spin, the third rests.
   * Only the type is checked here, in the schema every element carries: the slugs' form and
   * count are the hero's to check (heroLogoIssues), and which slugs exist the build's and the
   * icon files' (the page never holds the 3,000-name list).
   */
  logos: v.array(text),
});
