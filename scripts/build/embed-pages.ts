/**
 * dist/embed/<section>.html: one iframe-able page per element, for hosts that accept only an
 * embed URL (Notion-style pages). Each carries the built content (its URLs rebased to the
 * folder above); content in the URL hash (base64url JSON) or a `?config=` URL replaces it.
 * embed-page.js does the rest and reports the page height to the parent.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { rebaseUrls } from '../content/built-content.ts';
import { pageHead } from '../site/page-head.ts';
import type { Section } from '../site/site-pages.ts';

/** The id of the built content's script, which embed-page.ts looks for. */
export const EMBED_CONTENT_ID = 'portfolio-content';

export function embedPage(tag: string, content: Record<string, unknown>): string {
  const section = tag.replace(/^portfolio-/, '');
  const json = JSON.stringify(rebaseUrls(content, '../')).replace(/</g, '\\u003c');
  const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${section}</title>
    <script type="module" src="../embed-page.js"></script>
    <script type="application/json" id="${EMBED_CONTENT_ID}">${json}</script>
  </head>
  <body>
    <${tag} data-embed></${tag}>
  </body>
</html>
`;
  return pageHead(page, content, section as Section);
}

export function writeEmbedPages(
  dist: string,
  tags: string[],
  content: Record<string, unknown>,
): void {
  mkdirSync(join(dist, 'embed'), { recursive: true });
  for (const tag of tags) {
    const file = join(dist, 'embed', `${tag.replace(/^portfolio-/, '')}.html`);
    writeFileSync(file, embedPage(tag, content));
  }
}
