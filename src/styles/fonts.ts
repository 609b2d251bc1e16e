import { shippedUrl } from '../lib/base-path.ts';
import { startsBelowWindow } from '../lib/when-near.ts';
import { adoptStyles } from './stylesheets.ts';
import { webFonts } from './web-fonts.ts';
import monoUrl from '@fontsource/jetbrains-mono/files/jetbrains-mono-latin-400-normal.woff2?url';
// @fontsource-variable/inter's Latin file without the features no section uses (scripts/build/inter-face.ts).
import interUrl from './inter-latin.woff2?url';

/** Inter's face, as a `FontFace` that joins the document once its file has loaded. */
export function interFace(url: string): FontFace {
  return new FontFace('Inter Variable', `url(${JSON.stringify(url)}) format('woff2-variations')`, {
    style: 'normal',
    weight: '100 900',
    display: 'swap',
  });
}

/**
 * JetBrains Mono's @font-face rule: fetched only where a section shows text in it (the nav and
 * the footer alone do not, and it would put them over their weight budgets).
 */
export function monoFontFace(url: string): string {
  return `
@font-face {
  font-family: 'JetBrains Mono';
  font-style: normal;
  font-display: swap;
  font-weight: 400;
  src: url(${JSON.stringify(url)}) format('woff2');
}`;
}

export const FONT_URLS = { inter: interUrl, mono: monoUrl };

/**
 * On a section whose markup was prerendered (scripts/build/prerender.ts), until its element has
 * taken it over. Its text was painted in the web fonts' local stand-ins: a new line in a web
 * font a little wider would be a new largest paint, later, so the faces wait for the takeovers.
 */
export const PRERENDERED_ATTRIBUTE = 'data-portfolio-prerendered';

/** A prerendered section whose code never comes does not keep the web fonts away longer. */
const PRERENDERED_WAIT_MS = 10_000;

/**
 * Every change to the document's fonts lays out all of its text again, a host's article
 * included: a rule added and then its file's arrival were two such layouts. Inter (every
 * section's text) joins the document already loaded, with Mono's rule in the same task: one
 * layout. A file that does not load leaves the text in its local stand-ins (and the Arabic
 * names' face out).
 *
 * A face that joins loaded makes no `loadingdone` of its own, so one is sent: whoever measures
 * text as fonts arrive (the embed page's height, a host's layout) hears it as they would have.
 */
function addFonts(fonts: ReturnType<typeof webFonts>): void {
  if (fonts.added) return;
  fonts.added = true;
  const mono = () => adoptStyles(document, [monoFontFace(shippedUrl(monoUrl))]);
  // A DOM without the font loading API (a test's) keeps the stand-ins.
  if (typeof FontFace !== 'function') return mono();
  const inter = interFace(shippedUrl(interUrl));
  inter.load().then(() => {
    document.fonts.add(inter);
    mono();
    fonts.joined = true;
    document.fonts.dispatchEvent(new FontFaceSetLoadEvent('loadingdone', { fontfaces: [inter] }));
  }, mono);
}

/**
 * Whether a prerendered section that starts within the window is still to be taken over. One
 * below it is taken over only as it comes near (platform/element-root.tsx), and its text, out of
 * sight, may change face meanwhile.
 */
function prerenderedInView(): boolean {
  return [...document.querySelectorAll(`[${PRERENDERED_ATTRIBUTE}]`)].some(
    (section) => !startsBelowWindow(section),
  );
}

/**
 * @font-face is ignored inside a shadow root, so the faces go into the document, once: at
 * once, or once no prerendered section in the window is left to take over (each takeover calls
 * this again, `afterTakeover`: the window is measured then, after a frame, not as the elements
 * upgrade).
 */
export function ensureFonts(afterTakeover = false): void {
  const fonts = webFonts();
  if (fonts.added) return;
  // After a takeover: a section in the window may have been taken over since this call was
  // scheduled (it may be another's), so the faces wait for the frame that paints it too.
  if (afterTakeover && !prerenderedInView()) {
    requestAnimationFrame(() => setTimeout(() => addFonts(fonts)));
    return;
  }
  if (!document.querySelector(`[${PRERENDERED_ATTRIBUTE}]`)) return addFonts(fonts);
  if (fonts.waiting) return;
  fonts.waiting = true;
  setTimeout(() => addFonts(fonts), PRERENDERED_WAIT_MS);
}

/**
 * The Arabic face, added to the document the first time a section shows a language in Arabic
 * script: its CSS, its font file and the script check are a chunk of their own, fetched only
 * where a section reads right to left. The prerendered Arabic page links the face itself.
 */
export function ensureArabicFont(lang: string): void {
  void import('./fonts-arabic.ts').then((face) => face.addArabicFace(lang));
}

/** The face of the language switch's name of a language in Arabic script, from the same chunk. */
export function ensureArabicNameFont(lang: string): void {
  void import('./fonts-arabic.ts').then((face) => face.addArabicNamesFace(lang));
}
