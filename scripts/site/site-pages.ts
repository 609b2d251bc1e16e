/**
 * What the build says about each published page to hosts that read it from their servers:
 * link-preview tags (Open Graph, Twitter card), oEmbed discovery and the oEmbed JSON, the
 * canonical link and JSON-LD. Pure text work; write-site-files.ts puts it into dist/.
 */
import { escapeUTF8 } from 'entities/escape';
import { ownerText, ownerValues } from '../../src/content/owner-text.ts';
import { isArabicScript } from '../../src/styles/arabic-script.ts';
import type { Owner } from '../../src/content/types.ts';
import { ownName } from '../../src/i18n/languages.ts';
import { htmlElements } from '../build/html.ts';
import { SOCIAL_IMAGE } from './social-image.ts';

/** One published language's page (language-pages.ts makes the list). */
export interface PageLanguage {
  lang: string;
  dir: 'ltr' | 'rtl';
  /** The page's path in dist/: `index.html` or `pt/index.html`. */
  file: string;
  /** Its address from dist/'s root: `` or `pt/`. */
  path: string;
}

export interface SiteFacts {
  owner: Owner;
  /** The page's meta description. */
  description: string;
  /** Where dist/ is published, ending in '/'; null when content/portfolio.json gives none. */
  base: string | null;
  /** Every language's page, the main one first (language-pages.ts); none: one language. */
  languages?: readonly PageLanguage[];
  /** The language page this block is for; the main one when left out. */
  page?: PageLanguage;
}

/** How each section is named in previews and embeds, and the frame an embed starts at. */
export const SECTIONS = {
  nav: { label: 'Navigation', height: 200 },
  hero: { label: 'Introduction', height: 640 },
  about: { label: 'About', height: 1000 },
  projects: { label: 'Projects', height: 800 },
  work: { label: 'Work experience', height: 900 },
  contact: { label: 'Contact', height: 900 },
  footer: { label: 'Links', height: 200 },
} as const satisfies Record<string, { label: string; height: number }>;
export type Section = keyof typeof SECTIONS;

/** The oEmbed frame's width: a blog's content column. Hosts scale it to theirs. */
export const EMBED_WIDTH = 800;
/** The section that the whole page's address embeds as: the carousel shows the work best. */
export const PAGE_EMBED: Section = 'projects';

/** Start and end of the block the build writes into <head>; a rebuild replaces it. */
const OPEN = '<!-- portfolio-site -->';
const CLOSE = '<!-- /portfolio-site -->';

/** site.url as a base for relative paths: a path without a trailing slash is a folder. */
export function siteBase(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

const absolute = (base: string, path: string) => new URL(path, base).href;
/** The owner's content beside the pages: an oEmbed frame reads it through `?config=`. */
export const CONTENT_FILE = 'content.json';
export const embedPath = (section: Section) => `embed/${section}.html`;
/** A section's oEmbed answer; another language than the main one has its own. */
export const oembedPath = (section: Section, lang?: string) =>
  lang ? `embed/${section}.${lang.toLowerCase()}.oembed.json` : `embed/${section}.oembed.json`;

/** "Ana Silva · Software engineer", or for an embed page "Projects · Ana Silva". */
export function pageTitle(owner: Owner, section: Section | null): string {
  return section ? `${SECTIONS[section].label} · ${owner.name}` : `${owner.name} · ${owner.role}`;
}

/** What search results show of a page's description, at most. */
const DESCRIPTION_CHARS = 160;

/**
 * A language's page described from its owner: "Ana Silva, Software engineer.", then the bio in
 * the owner's own words where the content gives it (`about.bio.text`, in that language), cut at
 * a word to what a search result shows. Never the sample's words, and no language of ours but
 * the comma of the page's script.
 */
export function pageDescription(owner: Owner, bio?: string, lang = 'en'): string {
  const who = `${owner.name}${isArabicScript(lang) ? '، ' : ', '}${owner.role}.`;
  const words = bio && ownerText(bio, ownerValues(owner)).replace(/\s+/g, ' ').trim();
  if (!words) return who;
  const text = `${who} ${words}`;
  if (text.length <= DESCRIPTION_CHARS) return text;
  const cut = text.slice(0, DESCRIPTION_CHARS - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), who.length)).replace(/[\s,;:.]+$/, '')}…`;
}

/** The embed page with the owner's content: the page alone shows the built-in sample. */
export function frameSrc(base: string, section: Section, lang?: string): string {
  const src = new URL(embedPath(section), base);
  src.searchParams.set('config', absolute(base, CONTENT_FILE));
  if (lang) src.searchParams.set('lang', lang);
  return src.href;
}

/**
 * The oEmbed answer for one section: a `rich` embed whose html is one iframe of its page
 * (with `lang`, the section in that language).
 */
export function oembedJson(facts: SiteFacts & { base: string }, section: Section, lang?: string) {
  const { owner, base } = facts;
  const title = pageTitle(owner, section);
  const height = SECTIONS[section].height;
  return {
    version: '1.0',
    type: 'rich',
    title,
    provider_name: owner.name,
    provider_url: base,
    author_name: owner.name,
    author_url: base,
    width: EMBED_WIDTH,
    height,
    // Only the attributes WordPress keeps for an unknown provider (src, width, height, title,
    // frameborder, marginwidth, marginheight, scrolling): it strips the rest, style included.
    html: `<iframe src="${escapeUTF8(frameSrc(base, section, lang))}" width="${EMBED_WIDTH}" height="${height}" title="${escapeUTF8(title)}" frameborder="0" marginwidth="0" marginheight="0"></iframe>`,
    thumbnail_url: absolute(base, SOCIAL_IMAGE.file),
    thumbnail_width: SOCIAL_IMAGE.width,
    thumbnail_height: SOCIAL_IMAGE.height,
    cache_age: 86400,
  };
}

/** The Person the page is about, for search engines. */
export function personJsonLd(owner: Owner, base: string | null): string {
  const person = {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: owner.name,
    jobTitle: owner.role,
    ...(base ? { url: base } : {}),
    sameAs: [owner.github, owner.linkedin].filter((href) => /^https?:/.test(href)),
    address: { '@type': 'PostalAddress', addressLocality: owner.location },
  };
  // Inside <script>, '<' could close the element: escape it as JSON allows.
  return JSON.stringify(person).replace(/</g, '\\u003c');
}

/** `pt` -> `pt`, `pt-BR` -> `pt_BR`: Open Graph's locale form. */
const ogLocale = (lang: string) => lang.replace('-', '_');

/**
 * The language pages' alternates: one `hreflang` link per language and `x-default` for the
 * main page; absolute with a base, else relative to the page the block is for.
 */
function alternateLinks(
  languages: readonly PageLanguage[],
  page: PageLanguage,
  base: string | null,
): string[] {
  const up = page.path ? '../' : '';
  const href = (to: PageLanguage) => (base ? absolute(base, to.path) : `${up}${to.path}` || './');
  return [
    ...languages.map(
      (to) =>
        `<link rel="alternate" hreflang="${to.lang}" href="${escapeUTF8(href(to))}" title="${escapeUTF8(ownName(to.lang))}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeUTF8(href(languages[0]!))}" />`,
  ];
}

/** The <head> block of a language's page (section null) or of one embed page. */
export function headBlock(facts: SiteFacts, section: Section | null): string {
  const { owner, base } = facts;
  const languages = facts.languages ?? [];
  const page = facts.page ?? languages[0];
  // The main language's oEmbed answers are the unsuffixed ones.
  const pageLang = page && page !== languages[0] ? page.lang : undefined;
  const pageUrl = base && page ? absolute(base, page.path) : base;
  const title = pageTitle(owner, section);
  const description = section
    ? `${SECTIONS[section].label} from the portfolio of ${owner.name}, ${owner.role}.`
    : facts.description;
  const alt = `${owner.name}, ${owner.role}`;
  const meta = (key: 'property' | 'name', name: string, content: string) =>
    `<meta ${key}="${name}" content="${escapeUTF8(content)}" />`;
  const lines: string[] = [];
  if (base) {
    const linked = section ?? PAGE_EMBED;
    lines.push(
      `<link rel="alternate" type="application/json+oembed" href="${escapeUTF8(absolute(base, oembedPath(linked, section ? undefined : pageLang)))}" title="${escapeUTF8(pageTitle(owner, linked))}" />`,
    );
    if (!section) lines.push(`<link rel="canonical" href="${escapeUTF8(pageUrl!)}" />`);
  }
  if (!section && page && languages.length > 1) {
    lines.push(...alternateLinks(languages, page, base));
  }
  lines.push(
    meta('property', 'og:type', section ? 'website' : 'profile'),
    meta('property', 'og:site_name', owner.name),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
  );
  if (!section && page && languages.length > 1) {
    lines.push(meta('property', 'og:locale', ogLocale(page.lang)));
    for (const other of languages) {
      if (other !== page) lines.push(meta('property', 'og:locale:alternate', ogLocale(other.lang)));
    }
  }
  if (base) {
    const image = absolute(base, SOCIAL_IMAGE.file);
    lines.push(
      meta('property', 'og:url', section ? absolute(base, embedPath(section)) : pageUrl!),
      meta('property', 'og:image', image),
      meta('property', 'og:image:type', 'image/png'),
      meta('property', 'og:image:width', String(SOCIAL_IMAGE.width)),
      meta('property', 'og:image:height', String(SOCIAL_IMAGE.height)),
      meta('property', 'og:image:alt', alt),
      meta('name', 'twitter:image', image),
      meta('name', 'twitter:image:alt', alt),
    );
  }
  lines.push(
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
  );
  if (!section) {
    lines.push(`<script type="application/ld+json">${personJsonLd(owner, pageUrl)}</script>`);
  }
  return [OPEN, ...lines, CLOSE].join('\n    ');
}

/**
 * Puts the block right after <meta charset>, the top of <head>: hosts such as Ghost read only
 * what arrives in the first seconds. A block already there is replaced.
 */
export function insertHeadBlock(html: string, block: string): string {
  const start = html.indexOf(OPEN);
  if (start >= 0) {
    const end = html.indexOf(CLOSE, start);
    if (end < 0) throw new Error('site: an unterminated portfolio-site block in the page');
    return html.slice(0, start) + block + html.slice(end + CLOSE.length);
  }
  const charset = htmlElements(html).find(
    ({ tag, attributes }) => tag === 'meta' && attributes.charset,
  );
  if (!charset) throw new Error('site: the page has no <meta charset> to put the block after');
  return `${html.slice(0, charset.end)}\n    ${block}${html.slice(charset.end)}`;
}

/** The page's <meta name="description">. */
export function metaDescription(html: string): string {
  const meta = htmlElements(html).find(
    ({ tag, attributes }) => tag === 'meta' && attributes.name === 'description',
  );
  return meta?.attributes.content ?? '';
}

/** The pages, each language's with its alternates (as Google reads them from a sitemap). */
export function sitemapXml(base: string, languages: readonly PageLanguage[] = []): string {
  if (languages.length <= 1) {
    return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url><loc>${escapeUTF8(base)}</loc></url>
</urlset>
`;
  }
  const alternates = languages
    .map(
      (to) =>
        `    <xhtml:link rel="alternate" hreflang="${to.lang}" href="${escapeUTF8(absolute(base, to.path))}" />`,
    )
    .join('\n');
  const urls = languages.map(
    (page) => `  <url>
    <loc>${escapeUTF8(absolute(base, page.path))}</loc>
${alternates}
  </url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`;
}

export function robotsTxt(base: string): string {
  return `User-agent: *\nAllow: /\nSitemap: ${absolute(base, 'sitemap.xml')}\n`;
}
