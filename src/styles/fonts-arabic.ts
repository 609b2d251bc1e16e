import { shippedUrl } from '../lib/base-path.ts';
import { pageShared } from '../lib/page-shared.ts';
import { ARABIC_NAMES_RANGE } from './arabic-names-range.ts';
import { isArabicScript } from './arabic-script.ts';
import { webFonts } from './web-fonts.ts';
import { adoptStyles } from './stylesheets.ts';
import arabicUrl from '@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2?url';
import namesUrl from './arabic-names.woff2?url';

const FAMILY = 'Noto Sans Arabic Variable';

/** The Arabic face: its own chunk, so only a page showing Arabic script fetches it. */
export function arabicFontFace(url: string = arabicUrl): string {
  return `
@font-face {
  font-family: '${FAMILY}';
  font-style: normal;
  font-display: swap;
  font-weight: 100 900;
  src: url(${JSON.stringify(url)}) format('woff2-variations');
  unicode-range: U+0600-06FF, U+0750-077F, U+0870-088E, U+0890-0891, U+0898-08E1, U+08E3-08FF, U+200C-200E, U+2010-2011, U+204F, U+2E41, U+FB50-FDFF, U+FE70-FE74, U+FE76-FEFC;
}`;
}

/**
 * The same face cut to the letters of the Arabic-script languages' own names, at its regular
 * weight (4.9 KB where the face is 166 KB; scripts/build/arabic-names-face.ts): what the language
 * switch of a page in another script draws "العربية" in.
 */
export function arabicNamesFace(url: string = namesUrl): string {
  return `
@font-face {
  font-family: '${FAMILY}';
  font-style: normal;
  font-display: swap;
  font-weight: 400;
  src: url(${JSON.stringify(url)}) format('woff2');
  unicode-range: ${ARABIC_NAMES_RANGE};
}`;
}

export const ARABIC_FONT_URL = arabicUrl;

const arabicFaces = () => pageShared('fonts-arabic', () => ({ added: false, names: false }));

/** Whether the whole face is in the document: added here, or linked by a prerendered page. */
const wholeFace = () =>
  arabicFaces().added || document.querySelector('[data-portfolio-fonts-arabic]') !== null;

/** Adds the face to the document once, for a language in Arabic script. */
export function addArabicFace(lang: string): void {
  if (!isArabicScript(lang) || wholeFace()) return;
  arabicFaces().added = true;
  adoptStyles(document, [arabicFontFace(shippedUrl(arabicUrl))]);
}

/**
 * Adds the names' face once, for the switch's name of a language in Arabic script, unless the
 * whole face is there. Declared after the names' face, the whole face draws every letter where
 * a section shows Arabic later: a word is never drawn from two faces, which would break its
 * joined letters.
 *
 * A new face lays out all of the document's text again, a host's article included, so the
 * names' face joins the document in the task the web fonts do (fonts.ts): one layout, not two.
 */
export function addArabicNamesFace(lang: string): void {
  const faces = arabicFaces();
  if (!isArabicScript(lang) || faces.names || wholeFace()) return;
  faces.names = true;
  const add = () => adoptStyles(document, [arabicNamesFace(shippedUrl(namesUrl))]);
  if (webFonts().joined || typeof FontFace !== 'function') return add();
  document.fonts.addEventListener('loadingdone', function join() {
    if (!webFonts().joined) return;
    document.fonts.removeEventListener('loadingdone', join);
    add();
  });
}
