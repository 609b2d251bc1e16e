import * as v from 'valibot';
import { CardSchema, color, CtaSchema, ImageUrlSchema, text } from '../fields.ts';

export const GlobeLabelSchema = v.strictObject({
  /** With `lng`, where the marker sits; left out, at `owner.location` (globe-place.ts). */
  lat: v.optional(v.pipe(v.number(), v.minValue(-90), v.maxValue(90))),
  lng: v.optional(v.pipe(v.number(), v.minValue(-180), v.maxValue(180))),
  /** The marker's colour; the section's accent when left out. */
  color: v.optional(color),
  size: v.pipe(v.number(), v.minValue(0)),
  text: v.optional(text),
});

export const AboutSchema = v.strictObject({
  bio: CardSchema,
  techStack: CardSchema,
  skills: v.array(text),
  globe: v.strictObject({ title: text, text, label: GlobeLabelSchema }),
  contactButton: CtaSchema,
  why: CardSchema,
  copy: v.strictObject({ title: text }),
  avatar: v.optional(ImageUrlSchema),
});
