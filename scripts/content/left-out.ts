/**
 * Sections the owner's content leaves out: the work section, with `work.jobs: []` (an owner
 * without a work history, as a GitHub-only import leaves it). The element renders nothing then;
 * the build also drops it from the page, the nav's links to it and its embed page (and so its
 * oEmbed answer), so no empty band, dead link or empty embed is published.
 */
import { SAMPLE_NAV } from '../../src/content/sample-page.ts';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A section that can be left out, and the anchor the nav links it by. */
const OPTIONAL = { work: '#work' } as const;
export type OptionalSection = keyof typeof OPTIONAL;

/** The sections `content` leaves out. */
export function leftOutSections(content: unknown): OptionalSection[] {
  const work = isObject(content) && isObject(content.work) ? content.work : {};
  return Array.isArray(work.jobs) && work.jobs.length === 0 ? ['work'] : [];
}

/** `portfolio-work` for `work`. */
export const sectionTag = (section: OptionalSection) => `portfolio-${section}`;

/** The page without the left-out sections' elements (each on its own line, as demo/index.html has them). */
export function pageWithout(html: string, sections: readonly OptionalSection[]): string {
  return sections.reduce((page, section) => {
    const tag = sectionTag(section);
    return page.replace(
      new RegExp(`^[ \\t]*<${tag}\\b[^>]*>[\\s\\S]*?</${tag}>[ \\t]*\\r?\\n?`, 'm'),
      '',
    );
  }, html);
}

const linksTo = (item: unknown, anchors: readonly string[]) =>
  isObject(item) &&
  typeof item.href === 'string' &&
  anchors.some((a) => item.href === a || (item.href as string).endsWith(`/${a}`));

/**
 * The content with the nav's links to left-out sections taken out: the owner's own items, each
 * locale's, and the sample's when the content sets none (written into the content then).
 */
export function navWithout(content: Json, sections: readonly OptionalSection[]): Json {
  if (!sections.length) return content;
  const anchors = sections.map((section) => OPTIONAL[section]);
  const filter = (nav: unknown, fallback?: unknown[]): Json | undefined => {
    const own = isObject(nav) && Array.isArray(nav.items) ? nav.items : undefined;
    const items = own ?? fallback;
    if (!items) return undefined;
    return {
      ...(isObject(nav) ? nav : {}),
      items: items.filter((item) => !linksTo(item, anchors)),
    };
  };
  const out: Json = { ...content, nav: filter(content.nav, SAMPLE_NAV.items) };
  if (isObject(content.locales)) {
    out.locales = Object.fromEntries(
      Object.entries(content.locales).map(([lang, locale]) => {
        const nav = isObject(locale) ? filter(locale.nav) : undefined;
        return [lang, nav ? { ...(locale as Json), nav } : locale];
      }),
    );
  }
  return out;
}
