/**
 * The files hosts read from their servers: link-preview tags and the social image on every
 * page; with `site.url`, oEmbed JSON and discovery links, canonical, sitemap.xml and robots.txt.
 * Run by scripts/build/after-build.ts once the pages exist; running it again over dist/ replaces
 * what it wrote.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { deepMerge, isPlainObject } from '../../src/content/config-layers.ts';
import { SAMPLE_OWNER } from '../../src/content/sample-owner.ts';
import { OwnerSchema, SiteSchema } from '../../src/content/schema.ts';
import type { Owner } from '../../src/content/types.ts';
import { builtContent } from '../content/built-content.ts';
import { pageLanguages } from './language-pages.ts';
import { renderSocialImage, SOCIAL_IMAGE } from './social-image.ts';
import {
  CONTENT_FILE,
  SECTIONS,
  embedPath,
  headBlock,
  insertHeadBlock,
  metaDescription,
  pageDescription,
  oembedJson,
  oembedPath,
  robotsTxt,
  siteBase,
  sitemapXml,
  type PageLanguage,
  type Section,
  type SiteFacts,
} from './site-pages.ts';

export interface SiteConfig {
  owner: Owner;
  /** site.url, or null when the content gives none. */
  url: string | null;
  /** The built content (built-content.ts): in the embed pages, and content.json with site.url. */
  content: Record<string, unknown>;
  /** A page per language: the main one, then each locale's. */
  languages: PageLanguage[];
  /** The owner as each language's page shows it (a locale may translate the role). */
  owners: ReadonlyMap<PageLanguage, Owner>;
  /** Each language's page described from its owner and bio (pageDescription). */
  descriptions: ReadonlyMap<PageLanguage, string>;
}

/** A layer's `about.bio.text`, where it gives one. */
function bioText(layer: unknown): string | undefined {
  const about = isPlainObject(layer) ? layer.about : undefined;
  const bio = isPlainObject(about) ? about.bio : undefined;
  const text = isPlainObject(bio) ? bio.text : undefined;
  return typeof text === 'string' ? text : undefined;
}

function issuePath(prefix: string, issue: v.BaseIssue<unknown>): string {
  const inner = v.getDotPath(issue);
  return inner ? `${prefix}.${inner}` : prefix;
}

/** The owner (over the sample) and site.url of a content document; throws on a bad value. */
export function readSiteConfig(content: unknown, label: string): SiteConfig {
  const json = isPlainObject(content) ? content : {};
  const site = v.safeParse(v.optional(SiteSchema), json.site);
  if (!site.success) {
    const issue = site.issues[0];
    throw new Error(`${label}: ${issuePath('site', issue)}: ${issue.message}`);
  }
  const merged = deepMerge({ ...SAMPLE_OWNER }, isPlainObject(json.owner) ? json.owner : {});
  const owner = v.safeParse(OwnerSchema, merged);
  if (!owner.success) {
    const issue = owner.issues[0];
    throw new Error(`${label}: ${issuePath('owner', issue)}: ${issue.message}`);
  }
  // The schema link is relative to content/, so wrong beside dist/.
  const published = { ...json };
  delete published.$schema;
  const languages = pageLanguages(json);
  const locales = isPlainObject(json.locales) ? json.locales : {};
  const owners = new Map<PageLanguage, Owner>();
  const descriptions = new Map<PageLanguage, string>();
  for (const page of languages) {
    const locale = locales[page.lang];
    const localOwner = isPlainObject(locale) && isPlainObject(locale.owner) ? locale.owner : {};
    const parsed = v.safeParse(OwnerSchema, deepMerge(owner.output, localOwner));
    const pageOwner = parsed.success ? parsed.output : owner.output;
    owners.set(page, pageOwner);
    // The main language's bio, or the locale's own: never another language's words.
    const bio = page === languages[0] ? bioText(json) : bioText(locale);
    descriptions.set(page, pageDescription(pageOwner, bio, page.lang));
  }
  return {
    owner: owner.output,
    url: site.output?.url ?? null,
    content: builtContent(published),
    languages,
    owners,
    descriptions,
  };
}

/** The sections dist/ publishes: those with an embed page (the content may leave one out). */
export function publishedSections(dist: string): Section[] {
  return (Object.keys(SECTIONS) as Section[]).filter((section) =>
    existsSync(join(dist, embedPath(section))),
  );
}

/** Writes the files into `dist`; returns their paths relative to it. */
export async function writeSiteFiles(dist: string, config: SiteConfig): Promise<string[]> {
  const base = config.url ? siteBase(config.url) : null;
  const index = join(dist, 'index.html');
  const indexHtml = readFileSync(index, 'utf8');
  const facts: SiteFacts = {
    owner: config.owner,
    description: metaDescription(indexHtml),
    base,
  };
  const written: string[] = [];
  const write = (path: string, data: string | Uint8Array) => {
    writeFileSync(join(dist, path), data);
    written.push(path);
  };

  write(
    SOCIAL_IMAGE.file,
    await renderSocialImage({
      name: config.owner.name,
      role: config.owner.role,
      detail: config.owner.location,
      address: base ? base.replace(/^https?:\/\//, '').replace(/\/$/, '') : '',
    }),
  );
  for (const page of config.languages) {
    const html = page.path ? readFileSync(join(dist, page.file), 'utf8') : indexHtml;
    const owner = config.owners.get(page) ?? config.owner;
    // The one languagePage wrote into this page's <meta name="description">.
    const description = config.descriptions.get(page) ?? facts.description;
    const pageFacts = { ...facts, owner, description, languages: config.languages, page };
    write(page.file, insertHeadBlock(html, headBlock(pageFacts, null)));
  }
  for (const section of publishedSections(dist)) {
    const page = join(dist, embedPath(section));
    write(
      embedPath(section),
      insertHeadBlock(readFileSync(page, 'utf8'), headBlock(facts, section)),
    );
    if (!base) continue;
    write(
      oembedPath(section),
      `${JSON.stringify(oembedJson({ ...facts, base }, section), null, 2)}\n`,
    );
    // Each other language's answer frames the section in that language.
    for (const page of config.languages.slice(1)) {
      const owner = config.owners.get(page) ?? config.owner;
      write(
        oembedPath(section, page.lang),
        `${JSON.stringify(oembedJson({ ...facts, owner, base }, section, page.lang), null, 2)}\n`,
      );
    }
  }
  if (base) {
    write(CONTENT_FILE, `${JSON.stringify(config.content)}\n`);
    write('sitemap.xml', sitemapXml(base, config.languages));
    write('robots.txt', robotsTxt(base));
  } else {
    console.log(
      'site: no site.url in the content, so dist/ has no oEmbed files or discovery links, og:url, og:image, canonical link, sitemap.xml or robots.txt: hosts that read them need absolute URLs',
    );
  }
  return written;
}
