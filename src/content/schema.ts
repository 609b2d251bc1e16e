import * as v from 'valibot';
// The accent, which every element checks, takes the browser's own check there (package.json's
// imports): the Node check's colour names would ride in every bundle.
import { isCssColor as isAccentColor } from '#css-color';
import { isCssColor } from './css-color.ts';
import { isSafeImageUrl, isSafeUrl, isSiteUrl } from './url.ts';

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
 * its icon fetched from dist/icons/<slug>.json (resolveTechIcon).
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
      /** The simple-icons slug: dist/icons/<slug>.json holds its path and colour. */
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

export const WorkEntrySchema = v.strictObject({
  id: v.number(),
  name: text,
  position: text,
  duration: text,
  title: text,
  /** The company's logo image; left out, a monogram of the company's initials (monogram.ts). */
  icon: v.optional(ImageUrlSchema),
  animation: v.picklist(WORK_ANIMATIONS),
});

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

/** How a section looks on the host page; every element reads these (docs/theming.md). */
export const LOOK_SCHEMAS = {
  theme: ThemeSchema,
  surface: SurfaceSchema,
  accent: AccentSchema,
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

export const ContentSchema = v.strictObject({
  /** Lets editors find dist/portfolio.schema.json; ignored at run time. */
  $schema: v.optional(v.string()),
  site: v.optional(SiteSchema),
  // Not spread from LOOK_SCHEMAS: a second spread here keeps every section's schema in every
  // bundle (the bundler cannot drop the spread).
  theme: ThemeSchema,
  surface: SurfaceSchema,
  accent: AccentSchema,
  ...SECTION_SCHEMAS,
});

/**
 * What every key of the content document means, by path (`[]` for an array's items): the
 * description column of docs/content.md and each key's description in portfolio.schema.json,
 * for editors. Read by the build only, so no element bundle carries it. A unit test holds it
 * to the schema: every key described, nothing described that is not a key.
 */
export const CONTENT_KEY_DOCS: Readonly<Record<string, string>> = {
  $schema: 'Path to portfolio.schema.json, for editor autocompletion; ignored at run time.',
  site: 'How the build publishes the page (read by the build only).',
  'site.url':
    'Absolute address where dist/ is published (https:, or http: on localhost): enables oEmbed, sitemap, canonical and absolute preview URLs.',
  theme:
    "`dark` (default), `light`, or `auto` (follows the visitor); also sets the pages' theme-color and color-scheme.",
  surface: "`solid` (default) or `transparent` (the host page's background shows through).",
  accent: 'A CSS colour for focus rings, links, the 3D accents and default logo tiles.',
  owner:
    'Who the page is about. Text elsewhere may name these as `{firstName}`, `{name}`, `{role}`, `{email}`, `{location}`, `{city}`, `{github}`, `{linkedin}`.',
  'owner.name':
    'Full name: the <title>, previews, footer copyright. Once set, the build lists every sample value left.',
  'owner.firstName': 'First name: the nav link and the greetings (`{firstName}`).',
  'owner.role': 'Job title: the <title> and previews (`{role}`).',
  'owner.email': "Contact address: the copy card and the contact form's recipient (`{email}`).",
  'owner.location':
    'City, with an optional region or country ("Lisbon", "Seattle, WA", "Lisbon, Portugal"): the build places the globe\'s marker there (gazetteer); `{city}` is the part before the first comma.',
  'owner.github': "Code-hosting profile URL: the footer's link (`{github}`).",
  'owner.linkedin': "Professional-network profile URL: the footer's link (`{linkedin}`).",
  nav: 'The navigation bar.',
  'nav.items': 'Its links, in order.',
  'nav.items[].id': 'A number unique in the list.',
  'nav.items[].name': "The link's text.",
  'nav.items[].href': 'Where it goes: an anchor such as `#about`, or a URL.',
  'nav.items[].icon': "Reserved: a name for the link's icon (not drawn yet).",
  hero: 'The first section: greeting, typed skills, the 3D desk.',
  'hero.greeting': "The typed greeting; `{firstName}` is the owner's first name.",
  'hero.phrases': 'The skills typed one after another.',
  'hero.cta': 'The call-to-action button.',
  'hero.cta.label': 'Its text.',
  'hero.cta.href': 'Where it goes.',
  'hero.photo': "Image on the desk computer's screen (another origin must send CORS).",
  'hero.deskSrc': 'Your own desk model (glTF/GLB) instead of the default.',
  'hero.logos':
    'Up to four simple-icons slugs floating around the desk; one that is unknown or fails to load is left out and reported.',
  about: 'The About grid.',
  'about.bio': 'The bio card.',
  'about.bio.title': 'Its title (the sample\'s is "Hi, I am {firstName}").',
  'about.bio.text': 'Its text.',
  'about.techStack': 'The tech-stack card.',
  'about.techStack.title': 'Its title.',
  'about.techStack.text': 'Its text.',
  'about.skills': 'The key-skills badges.',
  'about.globe': 'The globe card.',
  'about.globe.title': 'Its title.',
  'about.globe.text': "Its text (the sample's names `{city}`).",
  'about.globe.label': 'The marker; lat and lng come from `owner.location` when left out.',
  'about.globe.label.lat': 'Latitude: with `lng`, overrides the place found for `owner.location`.',
  'about.globe.label.lng': 'Longitude: with `lat`, overrides the place found for `owner.location`.',
  'about.globe.label.color': "The marker's colour; the accent when left out.",
  'about.globe.label.size': "The marker's size in pixels.",
  'about.globe.label.text': "The marker's label (the sample's is `{city}`).",
  'about.contactButton': 'The "Contact Me" button.',
  'about.contactButton.label': 'Its text.',
  'about.contactButton.href': 'Where it goes.',
  'about.why': 'The "Why I Chose This" card.',
  'about.why.title': 'Its title.',
  'about.why.text': 'Its text.',
  'about.copy': 'The copy-the-email card.',
  'about.copy.title': 'Its title.',
  'about.avatar': 'Your photo in the bio card, instead of the drawn profile.',
  projects: 'The "My Work" carousel and its 3D demo computer.',
  'projects.title': 'The section title.',
  'projects.items': 'The projects, one slide each (at least one).',
  'projects.items[].title': 'Its name.',
  'projects.items[].desc': 'What it is.',
  'projects.items[].subdesc': 'How it was built.',
  'projects.items[].href': 'The live site: a "Check live site" link.',
  'projects.items[].logo':
    "An image URL, or with `isImage: false` a simple-icons slug; left out, the title's first letter.",
  'projects.items[].isImage': 'Whether `logo` is an image URL (default true) or an icon slug.',
  'projects.items[].logoStyle':
    "The logo tile's look; left out, tinted from the logo's brand colour or the accent.",
  'projects.items[].logoStyle.backgroundColor': 'CSS background colour.',
  'projects.items[].logoStyle.border': 'CSS border, e.g. `0.2px solid #252262`.',
  'projects.items[].logoStyle.boxShadow': 'CSS box-shadow, e.g. `0px 0px 60px 0px #635BFF4D`.',
  'projects.items[].spotlight':
    "Screenshot, in the card and on the demo computer's screen (an SVG without a size is drawn at the size shown); left out, the title stands in. One that fails shows a placeholder for this project only.",
  'projects.items[].texture':
    "A video (MP4/WebM, muted, looped) on the demo computer's screen instead of the spotlight, which shows while it loads and if it cannot play. Another origin must send CORS.",
  'projects.items[].tags': 'The technologies it uses, as icons.',
  'projects.items[].tags[].id': 'A number unique in the list.',
  'projects.items[].tags[].name': "The icon's label.",
  'projects.items[].tags[].icon':
    'Any simple-icons slug ("rust", "postgresql"), or a built-in name (nextjs, nodejs...); an icon that cannot be shown leaves the name\'s first letter.',
  'projects.computerSrc': 'Your own computer model (glTF/GLB, with a mesh named "screen").',
  work: 'The work-experience timeline and its 3D character.',
  'work.title': 'The section title.',
  'work.jobs': 'The jobs, newest first.',
  'work.jobs[].id': 'A number unique in the list.',
  'work.jobs[].name': 'The company.',
  'work.jobs[].position': 'Your position.',
  'work.jobs[].duration': 'When, as text ("2022 - Present").',
  'work.jobs[].title': 'What you did.',
  'work.jobs[].icon':
    "The company's logo image; left out (or failing), a monogram of the company's initials.",
  'work.jobs[].animation': 'What the character plays on hover: `victory`, `clapping` or `salute`.',
  'work.characterSrc':
    'Your own character model (glTF/GLB with idle, salute, clapping and victory clips).',
  'work.character': "The generated character's look (ignored with `characterSrc`).",
  'work.character.skin': 'Skin colour.',
  'work.character.hair': 'Hair colour.',
  'work.character.top': "The hoodie's colour.",
  'work.character.bottoms': "The trousers' colour.",
  'work.character.shoes': "The sneakers' colour.",
  'work.character.hairStyle': '`short`, `long` or `none`.',
  'work.character.glasses': 'Whether the character wears glasses.',
  contact: 'The contact form and its EmailJS settings.',
  'contact.title': 'The section title.',
  'contact.intro': 'The text above the form.',
  'contact.publicKey': 'EmailJS public key.',
  'contact.serviceId': 'EmailJS service ID.',
  'contact.templateId': 'EmailJS template ID.',
  'contact.toName': "Recipient name sent as `to_name` (the sample's is `{firstName}`).",
  'contact.toEmail': "Recipient address sent as `to_email` (the sample's is `{email}`).",
  'contact.emailOrigin': 'EmailJS API origin; a relative value resolves against the page.',
  'contact.throttleSeconds': 'Seconds after a send before another; 0 turns the wait off.',
  'contact.placeholders': "The fields' placeholder text.",
  'contact.placeholders.name': 'Name field.',
  'contact.placeholders.email': 'Email field.',
  'contact.placeholders.message': 'Message field.',
  footer: 'The footer.',
  'footer.labels': 'Plain labels (not links), e.g. "Privacy Policy".',
  'footer.social': "Profile links (the sample's are `{github}` and `{linkedin}`).",
  'footer.social[].name': "The link's accessible name.",
  'footer.social[].href': 'The profile URL.',
  'footer.social[].icon': '`github` or `linkedin`.',
  'footer.copyright': "The copyright line (the sample's names `{name}`).",
};
