/** Pages the benchmark generates beside dist/ (served under /__bench/). */
import { editHtml, htmlElements, type HtmlElement } from '../scripts/build/html.ts';
import { LOADER_TEMPLATE_ID } from '../src/deferred-start.ts';

/** A page with nothing but the one-script loader and one tag: what an element costs alone. */
export function aloneHtml(tag: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${tag} alone</title>
    <script type="module" src="/portfolio-elements.js"></script>
  </head>
  <body>
    <${tag}></${tag}>
  </body>
</html>
`;
}

/** The reference: one lit cube on a canvas whose size comes from `?w=&h=` (CSS pixels). */
export function referenceHtml(): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Reference: one lit cube</title>
    <style>html, body { margin: 0; background: #010103; } canvas { display: block; }</style>
    <script type="module" src="/__bench/reference.js"></script>
  </head>
  <body></body>
</html>
`;
}

/**
 * The page's text floor, served beside dist/index.html (so its relative URLs resolve the same):
 * the same page with every stylesheet, inline style, preload and script removed, its words
 * alone. Data blocks (the content JSON, JSON-LD) stay: they are part of the document's bytes,
 * and no script reads them here.
 */
export const TEXT_FLOOR_PATH = 'text-floor.html';

const LOADING_LINKS = new Set(['stylesheet', 'preload', 'modulepreload']);
const DATA_SCRIPTS = new Set(['application/json', 'application/ld+json']);

/** What the text floor leaves out: what styles the page, loads code or fetches ahead. */
const isLeftOut = ({ tag, attributes }: HtmlElement) =>
  (tag === 'link' && LOADING_LINKS.has(attributes.rel!)) ||
  tag === 'style' ||
  (tag === 'template' && attributes.id === LOADER_TEMPLATE_ID) ||
  (tag === 'script' && !DATA_SCRIPTS.has(attributes.type!));

export function textFloorHtml(indexHtml: string): string {
  const leftOut = htmlElements(indexHtml).filter(isLeftOut);
  return editHtml(
    indexHtml,
    leftOut.map((element) => ({ span: element, text: '' })),
  );
}
