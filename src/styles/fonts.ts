import { pageShared } from '../lib/page-shared.ts';
import { adoptStyles } from './stylesheets.ts';
import interUrl from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import monoUrl from '@fontsource/jetbrains-mono/files/jetbrains-mono-latin-400-normal.woff2?url';

/** The page's @font-face rules: here with the bundle's URLs, and in the prerendered page's CSS. */
export function fontFaces(inter: string, mono: string): string {
  return `
@font-face {
  font-family: 'Inter Variable';
  font-style: normal;
  font-display: swap;
  font-weight: 100 900;
  src: url(${JSON.stringify(inter)}) format('woff2-variations');
}
@font-face {
  font-family: 'JetBrains Mono';
  font-style: normal;
  font-display: swap;
  font-weight: 400;
  src: url(${JSON.stringify(mono)}) format('woff2');
}`;
}

export const FONT_URLS = { inter: interUrl, mono: monoUrl };

/**
 * Marks the prerendered page's own link to these faces: adding them again would make new
 * FontFace objects, and text in them would blink while those "load" from the cache.
 */
export const FONTS_LINK = 'link[data-portfolio-fonts]';

/** @font-face is ignored inside a shadow root, so the faces go into the document, once. */
export function ensureFonts(): void {
  const fonts = pageShared('fonts', () => ({ added: false }));
  if (fonts.added) return;
  fonts.added = true;
  if (document.querySelector(FONTS_LINK)) return;
  adoptStyles(document, [fontFaces(interUrl, monoUrl)]);
}

/**
 * The Arabic face, added to the document the first time a section shows a language in Arabic
 * script: its CSS, its font file and the script check are a chunk of their own, fetched only
 * where a section reads right to left. The prerendered Arabic page links the face itself.
 */
export function ensureArabicFont(lang: string): void {
  void import('./fonts-arabic.ts').then((face) => face.addArabicFace(lang));
}
