/**
 * One standalone page per language of the content: the main language at `index.html`, each of
 * `locales` at `<lang>/index.html`, written from the built page before the prerender. Pure text
 * work; scripts/build/after-build.ts writes the files.
 */
import { escapeUTF8 } from 'entities/escape';
import type { Owner } from '../../src/content/types.ts';
import { directionOf } from '../../src/i18n/languages.ts';
import { editHtml, htmlElements, innerText, rebasePaths, type HtmlEdit } from '../build/html.ts';
import { rebaseUrls } from '../content/built-content.ts';
import { pageTitle, type PageLanguage } from './site-pages.ts';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The content's languages: its own (`lang`, English by default) first, then each locale's. */
export function pageLanguages(content: unknown): PageLanguage[] {
  const json = isObject(content) ? content : {};
  const main = typeof json.lang === 'string' ? json.lang : 'en';
  const locales = isObject(json.locales) ? Object.keys(json.locales) : [];
  const pages: PageLanguage[] = [
    { lang: main, dir: directionOf(main), file: 'index.html', path: '' },
  ];
  for (const lang of locales) {
    if (lang.toLowerCase() === main.toLowerCase()) continue;
    const folder = lang.toLowerCase();
    pages.push({ lang, dir: directionOf(lang), file: `${folder}/index.html`, path: `${folder}/` });
  }
  return pages;
}

/**
 * The built page in one language: `lang` and `dir` on `<html>`, `lang` on every portfolio tag,
 * and, for a page in a folder, every relative address (its own, and the content's) one level up.
 */
export function languagePage(
  html: string,
  page: PageLanguage,
  owner?: Owner,
  description?: string,
): string {
  const up = page.path ? '../' : '';
  const elements = htmlElements(html);
  const edits: HtmlEdit[] = [];
  const root = elements.find(({ tag }) => tag === 'html');
  if (root) {
    const startTag = { start: root.start, end: root.inner.start };
    edits.push({ span: startTag, text: `<html lang="${page.lang}" dir="${page.dir}">` });
  }
  // The <title> in the page's language: its locale's owner (name and role) where it has one.
  const title = elements.find(({ tag }) => tag === 'title');
  if (owner && title) edits.push({ span: title.inner, text: escapeUTF8(pageTitle(owner, null)) });
  // Its description from the same owner, in the language's words (site-pages.ts).
  const meta = elements.find(
    ({ tag, attributes }) => tag === 'meta' && attributes.name === 'description',
  );
  if (description !== undefined && meta?.attributeSpans.content) {
    edits.push({
      span: meta.attributeSpans.content,
      text: `content="${escapeUTF8(description)}"`,
    });
  }
  // The main page's elements show the content's own language without being told.
  if (!up) return editHtml(html, edits);
  for (const element of elements) {
    if (!/^portfolio-[a-z]+$/.test(element.tag)) continue;
    const afterName = element.start + 1 + element.tag.length;
    edits.push({ span: { start: afterName, end: afterName }, text: ` lang="${page.lang}"` });
  }
  const content = elements.find(
    ({ tag, attributes }) =>
      tag === 'script' &&
      attributes.type === 'application/json' &&
      attributes.id === 'portfolio-content',
  );
  if (content) {
    const rebased = JSON.stringify(rebaseUrls(JSON.parse(innerText(html, content)), up));
    edits.push({ span: content.inner, text: rebased.replace(/</g, '\\u003c') });
  }
  return rebasePaths(editHtml(html, edits), (path) => up + path);
}
