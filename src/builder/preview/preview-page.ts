/**
 * The script of dist/builder/preview.html: the real elements, from the dist/ loader beside the
 * builder (not a copy), showing the content the builder page posts. Each section reads it from
 * a JSON script of its own, which it watches, so an edit re-renders the sections in place: no
 * element is made again, no 3D stage starts over.
 */
import { directionOf } from '../../i18n/languages.ts';
import { CONTENT_ID } from '../output/snippets.ts';
import { PREVIEW_READY, isPreviewMessage, type PreviewMessage } from './protocol.ts';

/** The frame's ground per theme, as the embed pages have it (src/embed/embed-page.ts). */
const GROUND = { dark: '#010103', light: '#f6f5f2' } as const;

// The loader of the dist/ this page sits in, by URL: the builder's bundle must not carry it.
void import(/* @vite-ignore */ new URL('../portfolio-elements.js', location.href).href);

const root = document.getElementById('sections')!;
const shared = document.getElementById(CONTENT_ID)!;
const shown = new Map<string, HTMLElement>();

function elementFor(section: string, markup: string): HTMLElement {
  const known = shown.get(section);
  if (known?.dataset.markup === markup) return known;
  known?.remove();
  const template = document.createElement('template');
  template.innerHTML = markup;
  const element = template.content.querySelector<HTMLElement>(`portfolio-${section}`);
  const made = element ?? document.createElement(`portfolio-${section}`);
  made.dataset.markup = markup;
  const own = document.createElement('script');
  own.type = 'application/json';
  made.append(own);
  shown.set(section, made);
  return made;
}

function show(message: PreviewMessage): void {
  const json = JSON.stringify(message.content);
  shared.textContent = json;
  document.documentElement.lang = message.lang;
  document.documentElement.dir = directionOf(message.lang);
  document.documentElement.style.background = GROUND[message.theme];
  document.documentElement.style.colorScheme = message.theme;
  const wanted = new Set<string>(message.sections.map(({ section }) => section));
  for (const [section, element] of shown) {
    if (wanted.has(section)) continue;
    element.remove();
    shown.delete(section);
  }
  let previous: Element | null = null;
  for (const { section, markup } of message.sections) {
    const element = elementFor(section, markup);
    element.setAttribute('theme', message.theme);
    element.setAttribute('lang', message.lang);
    const own = element.querySelector(':scope > script[type="application/json"]')!;
    if (own.textContent !== json) own.textContent = json;
    // In the page's order, each after the one before.
    const at: ChildNode | null = previous ? previous.nextSibling : root.firstChild;
    if (element !== at) root.insertBefore(element, at);
    previous = element;
  }
}

window.addEventListener('message', (event) => {
  if (event.origin !== location.origin || event.source !== window.parent) return;
  if (isPreviewMessage(event.data)) show(event.data);
});
window.parent.postMessage({ type: PREVIEW_READY }, location.origin);
