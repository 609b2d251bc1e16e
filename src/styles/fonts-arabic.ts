import { shippedUrl } from '../lib/base-path.ts';
import { pageShared } from '../lib/page-shared.ts';
import { adoptStyles } from './stylesheets.ts';
import arabicUrl from '@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2?url';

/** The Arabic face: its own chunk, so only a page showing Arabic script fetches it. */
export function arabicFontFace(url: string = arabicUrl): string {
  return `
@font-face {
  font-family: 'Noto Sans Arabic Variable';
  font-style: normal;
  font-display: swap;
  font-weight: 100 900;
  src: url(${JSON.stringify(url)}) format('woff2-variations');
  unicode-range: U+0600-06FF, U+0750-077F, U+0870-088E, U+0890-0891, U+0898-08E1, U+08E3-08FF, U+200C-200E, U+2010-2011, U+204F, U+2E41, U+FB50-FDFF, U+FE70-FE74, U+FE76-FEFC;
}`;
}

export const ARABIC_FONT_URL = arabicUrl;

/** Languages in the Arabic script, which this face covers (their primary subtag). */
const ARABIC_SCRIPT = new Set(['ar', 'fa', 'ur', 'ps', 'ckb']);

/** Adds the face to the document once, for a language in Arabic script. */
export function addArabicFace(lang: string): void {
  if (!ARABIC_SCRIPT.has(lang.trim().toLowerCase().split(/[-_]/)[0]!)) return;
  const arabic = pageShared('fonts-arabic', () => ({ added: false }));
  if (arabic.added) return;
  arabic.added = true;
  if (document.querySelector('[data-portfolio-fonts-arabic]')) return;
  adoptStyles(document, [arabicFontFace(shippedUrl(arabicUrl))]);
}
