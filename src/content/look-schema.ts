import * as v from 'valibot';
// The accent, which every element checks, takes the browser's own check there (package.json's
// imports): the Node check's colour names would ride in every bundle.
import { isCssColor as isAccentColor } from '#css-color';
import { isLanguageTag } from '../i18n/languages.ts';
import { text } from './fields.ts';

export const THEMES = ['dark', 'light', 'auto'] as const;
export const SURFACES = ['solid', 'transparent'] as const;

/** `auto` follows the visitor's `prefers-color-scheme`, live. */
export const ThemeSchema = v.optional(v.picklist(THEMES), 'dark');
/** `transparent`: the section sits on the host page's own background. */
export const SurfaceSchema = v.optional(v.picklist(SURFACES), 'solid');
/** A CSS colour for focus rings, links and the 3D accents; the theme's own when left out. */
export const AccentSchema = v.optional(
  v.pipe(
    v.string(),
    v.check(isAccentColor, 'Expected a CSS colour: #hex, rgb(), hsl() or a colour name'),
  ),
);

/** The content's language, a BCP 47 tag (`en`, `pt`, `pt-BR`, `ar`); English when left out. */
export const LangSchema = v.optional(
  v.pipe(
    v.string(),
    v.check(isLanguageTag, 'Expected a language tag such as "en", "pt" or "pt-BR"'),
  ),
);

/**
 * The owner's own wording of messages the elements add (docs/languages.md). Here any key, as a
 * string: each element's bundle holds only its own section's words, and ignores the others';
 * the build checks the keys against the whole table (document-schema.ts).
 */
export const MessagesSchema = v.optional(v.record(v.string(), text));

/** How a section looks and speaks on the host page; every element reads these. */
export const LOOK_SCHEMAS = {
  theme: ThemeSchema,
  surface: SurfaceSchema,
  accent: AccentSchema,
  lang: LangSchema,
  messages: MessagesSchema,
} as const;
