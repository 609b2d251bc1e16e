/**
 * What each host takes, from the content and the build's snippets (snippets.ts): embed URLs
 * for iframe hosts, oEmbed addresses for WordPress where `site.url` is set, and the npm
 * package's import for React and Vue. Pure text.
 */
import { encodeBase64Url } from '../../embed/base64url.ts';
import { type Section, publishedContent } from './snippets.ts';

/**
 * The longest embed address offered with the content in its hash. Hosts do not document
 * theirs; 2,000 characters is the length that browsers, CMS link fields and embed services are
 * known to keep (older browsers and sitemaps stop at about 2,048).
 */
export const MAX_EMBED_URL = 2000;

/** Where URLs point: `site.url` where the content sets it, else the dist/ this page came from. */
export function publishBase(content: Record<string, unknown>, dist: string): string {
  const site = content.site as { url?: unknown } | undefined;
  const url = typeof site?.url === 'string' ? site.url : '';
  return url ? (url.endsWith('/') ? url : `${url}/`) : dist;
}

/** Whether the address only this computer can reach: a blog's visitors would get nothing. */
export function isLocalAddress(base: string): boolean {
  const host = new URL(base).hostname;
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
}

export const embedUrl = (base: string, section: Section) => `${base}embed/${section}.html`;

/** The embed page with the content in its hash (base64url JSON, docs/embedding.md). */
export function hashEmbedUrl(base: string, section: Section, content: Record<string, unknown>) {
  return `${embedUrl(base, section)}#${encodeBase64Url(JSON.stringify(publishedContent(content)))}`;
}

/** The embed page reading a published content.json (`?config=`). */
export function configEmbedUrl(base: string, section: Section, contentUrl: string): string {
  const url = new URL(embedUrl(base, section));
  url.searchParams.set('config', contentUrl);
  return url.href;
}

/** The oEmbed addresses a WordPress owner pastes on a line of its own (docs/embedding.md). */
export function oembedUrls(base: string, sections: readonly Section[]): string[] {
  return sections.map((section) => embedUrl(base, section));
}

const tag = (section: Section) => `portfolio-${section}`;

/** A React component with the chosen sections, reading content.json from the app's public/. */
export function reactSnippet(sections: readonly Section[]): string {
  const elements = sections.map((section) => `      <${tag(section)} config="/content.json" />`);
  return [
    '// npm install portfolio-elements, and put content.json in public/',
    "import 'portfolio-elements';",
    '',
    'export function Portfolio() {',
    '  return (',
    '    <>',
    ...elements,
    '    </>',
    '  );',
    '}',
    '',
  ].join('\n');
}

/** A Vue single-file component with the chosen sections (Vite's isCustomElement set, see docs). */
export function vueSnippet(sections: readonly Section[]): string {
  const elements = sections.map((section) => `  <${tag(section)} config="/content.json" />`);
  return [
    '<!-- npm install portfolio-elements, and put content.json in public/ -->',
    '<script setup lang="ts">',
    "import 'portfolio-elements';",
    '</script>',
    '',
    '<template>',
    ...elements,
    '</template>',
    '',
  ].join('\n');
}

/** content.json as the download gives it: ready for content/portfolio.json in a clone. */
export const contentFile = (content: Record<string, unknown>) =>
  `${JSON.stringify(content, null, 2)}\n`;
