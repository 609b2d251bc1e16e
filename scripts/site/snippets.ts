/**
 * What a host page pastes to use the sections: `dist/snippet.html`, the lines its `<head>`
 * takes, and `dist/snippets/<section>.html`, what it pastes where each section goes. URLs are
 * relative to dist/ without `site.url` (the host resolves them against where it copied dist/),
 * absolute with it, always in double-quoted `src`/`href` attributes. The builder page
 * (dist/builder/) reads the same files.
 *
 * Together they keep the host's Core Web Vitals (docs/embedding.md, docs/performance.md): a
 * section's snippet carries its first view as a declarative shadow root with its styles, so it
 * paints with the host's own text and takes its room from the first paint; the head's lines
 * hold the room of a bare tag, give the web fonts metric-matched local stand-ins, and fetch
 * the sections' script only after the page's first contentful paint.
 */
import { escapeUTF8 } from 'entities/escape';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { LOADER_TEMPLATE_ID } from '../../src/deferred-start.ts';
import { htmlElements, rebasePaths } from '../build/html.ts';
import { prerenderElement } from '../build/prerender.ts';
import { inlineHashes } from './csp.ts';
import { deferredStart } from './deferred-start.ts';
import { fallbackFontFaces } from './font-fallbacks.ts';
import { SECTIONS, type Section } from './site-pages.ts';

/** The file a host's `<head>` takes, and the folder of each section's own lines. */
export const SNIPPET_FILE = 'snippet.html';
export const SECTION_SNIPPETS = 'snippets';

/** The id of the content block every section snippet reads (the builder adds it). */
export const CONTENT_ID = 'portfolio-content';

/** The id the standalone page gives a section, which its nav's anchors name. */
const SECTION_IDS: Partial<Record<Section, string>> = {
  hero: 'home',
  about: 'about',
  work: 'work',
  contact: 'contact',
};

/**
 * The room a bare tag holds before its code arrives: the hero's is its own (hero.css, the
 * loader); each other section's is no more than the lowest height it takes at any width with
 * the sample content (docs/performance.md), so its arrival only ever pushes what follows down.
 * The nav is a fixed bar: it takes no room in the page.
 */
export const ROOM: Partial<Record<Section, string>> = {
  hero: 'max(600px, 100svh)',
  about: '600px',
  projects: '600px',
  work: '600px',
  contact: '800px',
};

/** A dist/ path as the snippet names it: relative without a base, absolute with one. */
const at = (base: string | null, path: string) =>
  base ? new URL(path, base).href : path.replace(/^\.\//, '');

/**
 * Sections a host may place below its first screen: laid out and painted only as they come
 * near the window (`content-visibility`), so their first render adds no layout to the host's
 * start. Until one has been shown it counts as about its height at a desktop width (off
 * screen, where that moves nothing in view; `auto` then keeps its real height).
 */
const BELOW_FOLD: Partial<Record<Section, string>> = {
  about: '1000px',
  projects: '900px',
  work: '900px',
  contact: '900px',
  footer: '150px',
};

/**
 * The rules that hold each bare tag's room until its element is defined, and skip the
 * rendering of a section that is off screen.
 */
export function roomRules(sections: readonly Section[]): string {
  const room = sections
    .filter((section) => ROOM[section])
    .map(
      (section) => `portfolio-${section}:not(:defined){display:block;min-height:${ROOM[section]}}`,
    );
  const below = sections
    .filter((section) => BELOW_FOLD[section])
    .map(
      (section) =>
        `portfolio-${section}{display:block;content-visibility:auto;contain-intrinsic-size:auto ${BELOW_FOLD[section]}}`,
    );
  return [...room, ...below].join('\n');
}

/**
 * The lines of dist/snippet.html. `scripts`: the module scripts the built page loads (the
 * loader and the chunk it shares), as dist/index.html names them.
 */
export function headSnippet(
  base: string | null,
  scripts: readonly string[],
  sections: readonly Section[],
  fontFaces: string,
): string {
  const style = `<style>\n${roomRules(sections)}\n${fontFaces}\n</style>`;
  const start = deferredStart(scripts.map((src) => escapeUTF8(at(base, src))));
  const { styles, scripts: inline } = inlineHashes([style, start]);
  return [
    "<!-- portfolio-elements: paste into your page's <head> (docs/embedding.md). -->",
    '<!-- The room each section holds before its code arrives, and local stand-ins sized to the web fonts: nothing on your page moves when a section or a font lands. -->',
    style,
    "<!-- The sections' script, fetched after your page's first paint, so that paint waits for nothing of ours: the template holds its tags, the script after it adds them once your page has painted. -->",
    start,
    `<!-- Under a Content-Security-Policy without 'unsafe-inline', these lines need style-src ${styles.join(' ')} and script-src ${inline.join(' ')}. -->`,
    '',
  ].join('\n');
}

/** A section's bare tag: the id the page's anchors find, and the content block it reads. */
export function bareTag(section: Section, extra = ''): string {
  const tag = `portfolio-${section}`;
  const id = SECTION_IDS[section];
  return `<${tag}${id ? ` id="${id}"` : ''} config="#${CONTENT_ID}"${extra}></${tag}>`;
}

const CONTENT_NOTE = `<!-- It reads your content from <script type="application/json" id="${CONTENT_ID}">…</script> on the page (the text of your content.json; once per page). -->`;

const kb = (text: string) => `${(gzipSync(text).length / 1000).toFixed(1)} KB`;

/**
 * A section's own lines: its first view prerendered into its tag, or, where it cannot be (the
 * contact form, the fixed nav), its bare tag.
 */
export async function sectionSnippet(
  section: Section,
  base: string | null,
  contentJson: string,
): Promise<string> {
  const tag = `portfolio-${section}`;
  const bare = bareTag(section);
  if (section === 'nav') {
    return [
      `<!-- ${tag}: paste at the top of your page's <body>. A fixed bar at the top of the window: it takes no room in your page, and shows once its code arrives, over your page's own header where it has one (leave it out there). -->`,
      CONTENT_NOTE,
      bare,
      '',
    ].join('\n');
  }
  const page = `<script type="application/json" id="${CONTENT_ID}">${contentJson}</script>`;
  const id = SECTION_IDS[section];
  const attributes = { ...(id ? { id } : {}), config: `#${CONTENT_ID}` };
  const result = await prerenderElement(tag, attributes, page);
  if (!result.ok) {
    return [
      `<!-- ${tag}: paste where the section goes. It shows once its code arrives, and the <style> in dist/snippet.html holds its room until then (not prerendered: ${result.reason}). -->`,
      CONTENT_NOTE,
      bare,
      '',
    ].join('\n');
  }
  const template = rebasePaths(result.template, (path) => at(base, path));
  const element = bareTag(section, result.look).replace('><', `>${template}<`);
  return [
    `<!-- ${tag}: paste where the section goes. It carries the section's first view with its styles, so it paints with your page's own text and takes its room at once; its code takes it over after your page's first paint. -->`,
    CONTENT_NOTE,
    `<!-- ${kb(element)} gzip in your page. Below your page's first screen, the bare tag is lighter, and the <style> in dist/snippet.html holds its room: ${bare} -->`,
    `<!-- Under a Content-Security-Policy without 'unsafe-inline', it needs style-src ${inlineHashes([template]).styles.join(' ')}. -->`,
    element,
    '',
  ].join('\n');
}

/**
 * The module scripts dist/index.html loads, from its start template (scripts/build/prerender.ts).
 */
export function pageScripts(indexHtml: string): string[] {
  const elements = htmlElements(indexHtml);
  const template = elements.find(
    ({ tag, attributes }) => tag === 'template' && attributes.id === LOADER_TEMPLATE_ID,
  );
  if (!template) throw new Error('snippets: dist/index.html has no start template');
  return elements
    .filter(({ tag, start }) => tag === 'script' && start > template.start && start < template.end)
    .flatMap(({ attributes }) => (attributes.src ? [attributes.src] : []));
}

/** Writes snippet.html and a snippet per section into `dist`; returns the paths written. */
export async function writeSnippets(
  dist: string,
  base: string | null,
  content: Record<string, unknown>,
  sections: readonly Section[] = Object.keys(SECTIONS) as Section[],
): Promise<string[]> {
  const scripts = pageScripts(readFileSync(join(dist, 'index.html'), 'utf8'));
  writeFileSync(
    join(dist, SNIPPET_FILE),
    headSnippet(base, scripts, sections, await fallbackFontFaces()),
  );
  mkdirSync(join(dist, SECTION_SNIPPETS), { recursive: true });
  const written = [SNIPPET_FILE];
  // As the page carries it: '<' escaped, so the block cannot end its script early.
  const contentJson = JSON.stringify(content).replace(/</g, '\\u003c');
  for (const section of sections) {
    const path = `${SECTION_SNIPPETS}/${section}.html`;
    writeFileSync(join(dist, path), await sectionSnippet(section, base, contentJson));
    written.push(path);
  }
  return written;
}
