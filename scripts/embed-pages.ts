/**
 * dist/embed/<section>.html: one iframe-able page per element, for hosts that accept only an
 * embed URL (Notion-style pages). Content comes from the URL hash (base64url JSON) or a
 * `?config=` URL; embed-page.js does the rest and reports the page height to the parent.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export function embedPage(tag: string): string {
  const section = tag.replace(/^portfolio-/, '');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="color-scheme" content="dark" />
    <title>${section} · portfolio-elements embed</title>
    <script type="module" src="../embed-page.js"></script>
  </head>
  <body>
    <${tag} data-embed></${tag}>
  </body>
</html>
`;
}

export function writeEmbedPages(dist: string, tags: string[]): void {
  mkdirSync(join(dist, 'embed'), { recursive: true });
  for (const tag of tags) {
    writeFileSync(join(dist, 'embed', `${tag.replace(/^portfolio-/, '')}.html`), embedPage(tag));
  }
}
