import * as v from 'valibot';
// The accent, which every element checks, takes the browser's own check there (package.json's
// imports): the Node check's colour names would ride in every bundle.
import { isCssColor as isAccentColor } from '#css-color';
import { isCssColor } from './css-color.ts';
import { isSafeImageUrl, isSafeUrl, isSiteUrl } from './url.ts';
import { isLanguageTag } from '../i18n/languages.ts';

/**
 * The content document: one schema is the source of the TypeScript types, of run-time
 * validation and of dist/portfolio.schema.json. Objects are strict, so a misspelt key is an
 * error rather than silently ignored.
 */

const text = v.string();
/** A link or file: `https:`, `http:`, `mailto:` or relative (to the page). */
export const UrlSchema = v.pipe(
  v.string(),
  v.check(isSafeUrl, 'Only https:, http:, mailto: or relative URLs are allowed'),
);
/** An image's URL: also the `data:image/...` and `blob:` forms a bundler gives (url.ts). */
export const ImageUrlSchema = v.pipe(
  v.string(),
  v.check(
    isSafeImageUrl,
    'Only https:, http:, relative, data:image/ or blob: URLs are allowed for an image',
  ),
);
const color = v.pipe(v.string(), v.maxLength(64));

/**
 * The built-in tag names: each ships with the bundle. Any other simple-icons slug works too,
 * its icon read from its shard in dist/icons/ (resolveTechIcon, lookUpIcon).
 */
export const TECH_ICONS = [
  'nextjs',
  'styledcomponents',
  'redux',
  'react',
  'recoil',
  'tailwindcss',
  'mantine',
  'swr',
  'shadcnui',
  'typescript',
  'javascript',
  'python',
  'git',
  'nodejs',
] as const;

/** simple-icons' own slugs for the built-in names that differ from them. */
const BUILT_IN_SLUGS: Partial<Record<(typeof TECH_ICONS)[number], string>> = {
  nextjs: 'nextdotjs',
  nodejs: 'nodedotjs',
};

/** A simple-icons slug's form (which slugs exist is the build's to check: icon-slugs.ts). */
export const ICON_SLUG_FORM = /^[a-z0-9_]+$/;

/** What a tag's or a project logo's icon name stands for. */
export type TechIconResolution =
  | {
      ok: true;
      /** The simple-icons slug: its shard in dist/icons/ holds its path and colour. */
      slug: string;
      /** The built-in name, bundled, when it is one. */
      builtIn: (typeof TECH_ICONS)[number] | null;
    }
  | { ok: false; message: string };

/**
 * The one check of an icon name, for the schema, the views, the build and importers: a
 * built-in name or any simple-icons slug. `knownSlugs` (the build's full list) also refuses a
 * well-formed slug that simple-icons does not have; the page never holds that list.
 */
export function resolveTechIcon(
  name: string,
  knownSlugs?: ReadonlySet<string>,
): TechIconResolution {
  const builtIn = (TECH_ICONS as readonly string[]).includes(name)
    ? (name as (typeof TECH_ICONS)[number])
    : null;
  if (builtIn) return { ok: true, slug: BUILT_IN_SLUGS[builtIn] ?? builtIn, builtIn };
  if (!ICON_SLUG_FORM.test(name)) {
    return {
      ok: false,
      message: `"${name}" is not a simple-icons slug (lowercase letters, digits or _, e.g. "rust", "postgresql")`,
    };
  }
  if (knownSlugs && !knownSlugs.has(name)) {
    return { ok: false, message: `Unknown icon "${name}": not a simple-icons slug` };
  }
  return { ok: true, slug: name, builtIn: null };
}

export const TechIconSchema = v.pipe(
  v.string(),
  v.check(
    (name) => resolveTechIcon(name).ok,
    'Expected a simple-icons slug (lowercase letters, digits or _, e.g. "rust") or a built-in tag name',
  ),
);

export const OwnerSchema = v.strictObject({
  name: text,
  firstName: text,
  role: text,
  email: v.pipe(v.string(), v.email('Expected an e-mail address')),
  location: text,
  github: UrlSchema,
  linkedin: UrlSchema,
});

export const NavItemSchema = v.strictObject({
  id: v.number(),
  name: text,
  href: UrlSchema,
  icon: v.optional(text),
});
export const NavSchema = v.strictObject({ items: v.array(NavItemSchema) });

export const CtaSchema = v.strictObject({ label: text, href: UrlSchema });

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

export const GlobeLabelSchema = v.strictObject({
  lat: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
  lng: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
  /** The marker's colour; the section's accent when left out. */
  color: v.optional(color),
  size: v.pipe(v.number(), v.minValue(0)),
  text: v.optional(text),
});

export const CardSchema = v.strictObject({ title: text, text });

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

export const ProjectTagSchema = v.strictObject({
  id: v.number(),
  /** Shown as the icon's label. */
  name: text,
  /** A simple-icons slug (https://simpleicons.org, e.g. "rust", "postgresql"), or a built-in name. */
  icon: TechIconSchema,
});

/** The logo tile's look; left out, it is tinted from the logo's brand colour or the accent. */
export const LogoStyleSchema = v.strictObject({
  backgroundColor: color,
  border: color,
  boxShadow: color,
});

export const ProjectSchema = v.strictObject({
  title: text,
  desc: text,
  subdesc: text,
  /** The live site: a "Check live site" link under the tags. */
  href: v.optional(UrlSchema),
  /**
   * An image URL when `isImage` is true (the default), otherwise a tag icon name (a
   * simple-icons slug); left out, the title's first letter on the tile.
   */
  logo: v.optional(ImageUrlSchema),
  isImage: v.optional(v.boolean(), true),
  logoStyle: v.optional(LogoStyleSchema),
  /**
   * The screenshot: in the card, and on the demo computer's screen (cropped to cover it); left
   * out, a card with the project's title stands in.
   */
  spotlight: v.optional(ImageUrlSchema),
  /**
   * A video (MP4 or WebM, muted and looped) for the demo computer's screen instead of the
   * spotlight, which shows while it loads and if it cannot play. Another origin must send CORS.
   */
  texture: v.optional(UrlSchema),
  tags: v.array(ProjectTagSchema),
});

export const ProjectsSchema = v.strictObject({
  title: text,
  items: v.pipe(v.array(ProjectSchema), v.minLength(1, 'Give at least one project')),
  computerSrc: v.optional(UrlSchema),
});

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

export const SECTION_SCHEMAS = {
  owner: OwnerSchema,
  nav: NavSchema,
  hero: HeroSchema,
  about: AboutSchema,
  projects: ProjectsSchema,
  work: WorkSchema,
  contact: ContactSchema,
  footer: FooterSchema,
} as const;

/** Read by the build only (link previews, oEmbed, sitemap); the elements ignore it. */
export const SiteSchema = v.strictObject({
  /**
   * Absolute address where dist/ is published, e.g. `https://example.com/portfolio/`:
   * `https:`, or `http:` for 127.0.0.1 and localhost. Without it the build writes no oEmbed
   * files, sitemap or absolute preview URLs.
   */
  url: v.optional(
    v.pipe(
      v.string(),
      v.check(
        isSiteUrl,
        'Expected an absolute https: URL with no query or hash (http: only for 127.0.0.1 and localhost)',
      ),
    ),
  ),
});
