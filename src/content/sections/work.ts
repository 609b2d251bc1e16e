import * as v from 'valibot';
import { isCssColor } from '../css-color.ts';
import { ImageUrlSchema, text, UrlSchema } from '../fields.ts';

export const WORK_ANIMATIONS = ['victory', 'clapping', 'salute'] as const;

/** `YYYY` or `YYYY-MM`: a job's start or end; the page formats it in its language (i18n/intl.ts). */
const month = v.pipe(
  v.string(),
  v.regex(/^\d{4}(-(0[1-9]|1[0-2]))?$/, 'Expected a year or a year and month: "2021" or "2021-05"'),
);

export const WorkEntrySchema = v.pipe(
  v.strictObject({
    id: v.number(),
    name: text,
    position: text,
    /** The period as written; `start` (and `end`) instead are shown in the visitor's language. */
    duration: v.optional(text),
    /** `YYYY` or `YYYY-MM`: the period is then formatted per language ("May 2021 - Dec 2022"). */
    start: v.optional(month),
    /** Left out with a `start`: to the present. */
    end: v.optional(month),
    title: text,
    /** The company's logo image; left out, a monogram of the company's initials (monogram.ts). */
    icon: v.optional(ImageUrlSchema),
    animation: v.picklist(WORK_ANIMATIONS),
  }),
  // A job says when: its `duration` text, or a `start` the page formats.
  v.check(
    (job) => job.duration !== undefined || job.start !== undefined,
    'Give "duration" or "start"',
  ),
);

const cssColor = v.pipe(
  v.string(),
  v.check(isCssColor, 'Expected a CSS colour: #hex, rgb(), hsl() or a colour name'),
);

export const HAIR_STYLES = ['short', 'long', 'none'] as const;

/** The generated mascot's look; each key left out keeps its default. `characterSrc` ignores it. */
export const CharacterSchema = v.strictObject({
  skin: v.optional(cssColor),
  hair: v.optional(cssColor),
  /** The hoodie. */
  top: v.optional(cssColor),
  /** The trousers. */
  bottoms: v.optional(cssColor),
  /** The sneakers' uppers. */
  shoes: v.optional(cssColor),
  hairStyle: v.optional(v.picklist(HAIR_STYLES)),
  glasses: v.optional(v.boolean()),
});

export const WorkSchema = v.strictObject({
  title: text,
  jobs: v.array(WorkEntrySchema),
  characterSrc: v.optional(UrlSchema),
  character: v.optional(CharacterSchema),
});
