/**
 * The whole content document, as the build, `npm run check` and the editors' JSON Schema read
 * it: apart from schema.ts, whose per-section schemas the elements' bundles carry, so that
 * the whole message table and every locale's schema stay out of them.
 */
import * as v from 'valibot';
import { EN } from '../i18n/messages/en-all.ts';
import type { MessageKey } from '../i18n/messages/en.ts';
import {
  AboutSchema,
  AccentSchema,
  ContactSchema,
  FooterSchema,
  HeroSchema,
  LangSchema,
  NavSchema,
  OwnerSchema,
  ProjectsSchema,
  SECTION_SCHEMAS,
  SiteSchema,
  SurfaceSchema,
  ThemeSchema,
  WorkSchema,
} from './schema.ts';
import { isLanguageTag } from '../i18n/languages.ts';

const text = v.string();

/** The owner's own wording of any message the elements add, by the whole table's keys. */
export const StrictMessagesSchema = v.optional(
  v.strictObject(
    Object.fromEntries(Object.keys(EN).map((key) => [key, v.optional(text)])) as Record<
      MessageKey,
      v.OptionalSchema<typeof text, undefined>
    >,
  ),
);

/**
 * One language's overrides (`locales.pt`), merged over the main content as the owner's content
 * is over the sample: every key optional, arrays replaced whole, what it leaves out falls back.
 */
export const LocaleSchema = v.strictObject({
  // Each written out, not mapped from SECTION_SCHEMAS: a computed object here would keep every
  // section's schema in every element's bundle.
  owner: v.optional(OwnerSchema),
  nav: v.optional(NavSchema),
  hero: v.optional(HeroSchema),
  about: v.optional(AboutSchema),
  projects: v.optional(ProjectsSchema),
  work: v.optional(WorkSchema),
  contact: v.optional(ContactSchema),
  footer: v.optional(FooterSchema),
  messages: StrictMessagesSchema,
});

export const ContentSchema = v.strictObject({
  /** Lets editors find dist/portfolio.schema.json; ignored at run time. */
  $schema: v.optional(v.string()),
  site: v.optional(SiteSchema),
  // Not spread from LOOK_SCHEMAS: a second spread here keeps every section's schema in every
  // bundle (the bundler cannot drop the spread).
  theme: ThemeSchema,
  surface: SurfaceSchema,
  accent: AccentSchema,
  lang: LangSchema,
  messages: StrictMessagesSchema,
  /** Other languages of the page, by language tag: `{ "pt": { "about": { ... } } }`. */
  locales: v.optional(
    v.record(
      v.pipe(v.string(), v.check(isLanguageTag, 'Expected a language tag such as "pt" or "pt-BR"')),
      LocaleSchema,
    ),
  ),
  ...SECTION_SCHEMAS,
});
