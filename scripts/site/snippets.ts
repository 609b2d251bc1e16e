/**
 * What a host page pastes to use the sections: `dist/snippet.html`, the lines its `<head>`
 * takes, and `dist/snippets/<section>.html`, what it pastes where each section goes. URLs are
 * relative to dist/ without `site.url` (the host resolves them against where it copied dist/),
 * absolute with it. The builder page (dist/builder/) reads the same files.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SECTIONS, escapeHtml, type Section } from './site-pages.ts';

/** The file a host's `<head>` takes, and the folder of each section's own lines. */
export const SNIPPET_FILE = 'snippet.html';
export const SECTION_SNIPPETS = 'snippets';

/** The id the standalone page gives a section, which its nav's anchors name. */
const SECTION_IDS: Partial<Record<Section, string>> = {
  hero: 'home',
  about: 'about',
  work: 'work',
  contact: 'contact',
};

/** A dist/ path as the snippet names it: relative without a base, absolute with one. */
const at = (base: string | null, path: string) => (base ? new URL(path, base).href : path);

/** The lines of dist/snippet.html. */
export function headSnippet(base: string | null): string {
  return [
    "<!-- portfolio-elements: paste into your page's <head>. -->",
    "<!-- Defines every portfolio-* tag; each section's code loads when its tag appears. -->",
    `<script type="module" src="${escapeHtml(at(base, 'portfolio-elements.js'))}"></script>`,
    '',
  ].join('\n');
}

/** A section's own lines: its tag, with the id the page's anchors find. */
export function sectionSnippet(section: Section): string {
  const tag = `portfolio-${section}`;
  const id = SECTION_IDS[section];
  return `<${tag}${id ? ` id="${id}"` : ''}></${tag}>\n`;
}

/** Writes snippet.html and a snippet per section into `dist`; returns the paths written. */
export function writeSnippets(
  dist: string,
  base: string | null,
  sections: readonly Section[] = Object.keys(SECTIONS) as Section[],
): string[] {
  writeFileSync(join(dist, SNIPPET_FILE), headSnippet(base));
  mkdirSync(join(dist, SECTION_SNIPPETS), { recursive: true });
  const written = [SNIPPET_FILE];
  for (const section of sections) {
    const path = `${SECTION_SNIPPETS}/${section}.html`;
    writeFileSync(join(dist, path), sectionSnippet(section));
    written.push(path);
  }
  return written;
}
