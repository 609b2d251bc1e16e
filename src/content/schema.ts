import * as v from 'valibot';
// The accent, which every element checks, takes the browser's own check there (package.json's
// imports): the Node check's colour names would ride in every bundle.
import { isCssColor as isAccentColor } from '#css-color';
import { isCssColor } from './css-color.ts';
import { isSafeUrl, isSiteUrl } from './url.ts';
import { isLanguageTag } from '../i18n/languages.ts';

/**
 * The content document: one schema is the source of the TypeScript types, of run-time
 * validation and of dist/portfolio.schema.json. Objects are strict, so a misspelt key is an
 * error rather than silently ignored.
 */

const text = v.string();
const url = v.pipe(
  v.string(),
  v.check(isSafeUrl, 'Only https:, http:, mailto: or relative URLs are allowed'),
);
const color = v.pipe(v.string(), v.maxLength(64));

/** Technology icons the tag list can show; each ships with the bundle. */
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
export const TechIconSchema = v.picklist(TECH_ICONS);

export const OwnerSchema = v.strictObject({
  name: text,
  firstName: text,
  role: text,
  email: v.pipe(v.string(), v.email('Expected an e-mail address')),
  location: text,
  github: url,
  linkedin: url,
});

export const NavItemSchema = v.strictObject({
  id: v.number(),
  name: text,
  href: url,
  icon: v.optional(text),
});
export const NavSchema = v.strictObject({ items: v.array(NavItemSchema) });

export const CtaSchema = v.strictObject({ label: text, href: url });

export const HeroSchema = v.strictObject({
  /** `{firstName}` is replaced by the owner's first name. */
  greeting: text,
  phrases: v.array(text),
  cta: CtaSchema,
  /** Photo shown on the desk computer's screen. */
  photo: v.optional(url),
  /** The owner's own desk model (glTF/GLB) instead of the default. */
  deskSrc: v.optional(url),
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
  avatar: v.optional(url),
});

export const ProjectTagSchema = v.strictObject({
  id: v.number(),
  name: text,
  icon: TechIconSchema,
});

export const ProjectSchema = v.strictObject({
  title: text,
  desc: text,
  subdesc: text,
  href: v.optional(url),
  /** An image URL when `isImage` is true, otherwise one of the bundled technology icons. */
  logo: url,
  isImage: v.optional(v.boolean(), true),
  logoStyle: v.strictObject({ backgroundColor: color, border: color, boxShadow: color }),
  spotlight: url,
  /** Optional video for the demo computer's screen; the spotlight is used otherwise. */
  texture: v.optional(url),
  tags: v.array(ProjectTagSchema),
});

export const ProjectsSchema = v.strictObject({
  title: text,
  items: v.pipe(v.array(ProjectSchema), v.minLength(1, 'Give at least one project')),
  computerSrc: v.optional(url),
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
    icon: url,
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
  characterSrc: v.optional(url),
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
  emailOrigin: url,
  /** Seconds after a successful send before the page sends another; 0 turns the wait off. */
  throttleSeconds: v.pipe(v.number(), v.integer(), v.minValue(0)),
  placeholders: v.strictObject({ name: text, email: text, message: text }),
});

export const SocialLinkSchema = v.strictObject({
  name: text,
  href: url,
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
