/**
 * What a page's <head> says about its owner and theme: the <title>, and the theme-color and
 * color-scheme that browsers paint before the elements run (the address bar, the scrollbars,
 * an embed frame's ground). Written from the content, never left as the sample's.
 */
import { escapeUTF8 } from 'entities/escape';
import { SAMPLE_OWNER } from '../../src/content/sample-owner.ts';
import type { Owner, Theme } from '../../src/content/types.ts';
import { pageTitle, type Section } from './site-pages.ts';

/** The page's ground in each tone, as demo/page.css and the embed page paint it. */
export const GROUND = { dark: '#010103', light: '#f6f5f2' } as const;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The <meta> lines for a theme: one theme-color per tone the page may show. */
export function themeMeta(theme: Theme): string[] {
  if (theme === 'auto') {
    return [
      `<meta name="color-scheme" content="light dark" />`,
      `<meta name="theme-color" media="(prefers-color-scheme: light)" content="${GROUND.light}" />`,
      `<meta name="theme-color" media="(prefers-color-scheme: dark)" content="${GROUND.dark}" />`,
    ];
  }
  return [
    `<meta name="color-scheme" content="${theme}" />`,
    `<meta name="theme-color" content="${GROUND[theme]}" />`,
  ];
}

/** The page with its <title> and theme metas written from `content` (already validated). */
export function pageHead(html: string, content: Json, section: Section | null): string {
  const owner = { ...SAMPLE_OWNER, ...(isObject(content.owner) ? content.owner : {}) } as Owner;
  const theme = (typeof content.theme === 'string' ? content.theme : 'dark') as Theme;
  const title = `<title>${escapeUTF8(pageTitle(owner, section))}</title>`;
  const withTitle = html.replace(/<title>[^<]*<\/title>/i, title);
  const bare = withTitle.replace(/\n?\s*<meta\s+name="(theme-color|color-scheme)"[^>]*>/gi, '');
  const viewport = /<meta\s+name="viewport"[^>]*>/i.exec(bare);
  if (!viewport) throw new Error('page-head: the page has no <meta name="viewport">');
  const at = viewport.index + viewport[0].length;
  const indent = '\n    ';
  return bare.slice(0, at) + indent + themeMeta(theme).join(indent) + bare.slice(at);
}
