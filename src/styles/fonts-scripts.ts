/**
 * The faces of the scripts Inter does not carry (script-faces.ts), added to the document the
 * first time a section or the language switch shows such a language: a chunk of its own. Each is
 * in unicode-range subsets, so a page fetches only the files of the characters it shows. A built
 * face that is not in this dist/ (the content named no such language when it was built) leaves
 * its text to the system's fonts, and the console says what to add.
 */
import { shippedUrl } from '../lib/base-path.ts';
import { pageShared } from '../lib/page-shared.ts';
import { contentRoot } from '../content/asset-urls.ts';
import { adoptStyles } from './stylesheets.ts';
import { bundledFaceCss, scriptFace, type BundledFace } from './script-faces.ts';
import hebrewUrl from '@fontsource-variable/noto-sans-hebrew/files/noto-sans-hebrew-hebrew-wght-normal.woff2?url';
import thaiUrl from '@fontsource-variable/noto-sans-thai/files/noto-sans-thai-thai-wght-normal.woff2?url';
import devanagariUrl from '@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2?url';

/** The bundled faces' files, as the bundler names them. */
export const BUNDLED_FACE_URLS: Readonly<Record<BundledFace['key'], string>> = {
  hebrew: hebrewUrl,
  thai: thaiUrl,
  devanagari: devanagariUrl,
};

/**
 * Han characters in the language's own forms: a Chinese or Korean section's face before the
 * Japanese one (base.css lists Japanese first). On the tags, in the document, whose rules beat
 * their own `:host` ones; added with the first built face, so no other page carries it.
 */
const OTHERS = `'Noto Sans Arabic Variable', 'Noto Sans Hebrew Variable', 'Noto Sans Thai Variable', 'Noto Sans Devanagari Variable'`;
const HAN_ORDER = [
  [':lang(zh)', 'SC', 'TC', 'JP', 'KR'],
  [':is(:lang(zh-Hant), :lang(zh-TW), :lang(zh-HK), :lang(zh-MO))', 'TC', 'SC', 'JP', 'KR'],
  [':lang(ko)', 'KR', 'JP', 'SC', 'TC'],
]
  .map(
    ([selector, ...faces]) =>
      `${selector} { --portfolio-scripts: ${faces.map((face) => `'Noto Sans ${face} Variable'`).join(', ')}, ${OTHERS}; }`,
  )
  .join('\n');

/** A face the prerendered page links itself: `data-portfolio-font="<family>"`. */
const linked = (family: string) =>
  [...document.querySelectorAll('link[data-portfolio-font]')].some(
    (link) => link.getAttribute('data-portfolio-font') === family,
  );

/** Adds the face `lang` needs to the document, once a page; `who` names the tag that asked. */
export function addScriptFace(lang: string, who: string): void {
  const face = scriptFace(lang);
  if (!face) return;
  const added = pageShared('fonts-scripts', () => new Set<string>());
  if (added.has(face.family)) return;
  added.add(face.family);
  if (linked(face.family)) return;
  if (face.kind === 'bundled') {
    adoptStyles(document, [bundledFaceCss(face, shippedUrl(BUNDLED_FACE_URLS[face.key]))]);
    return;
  }
  if (!added.has('han-order')) {
    added.add('han-order');
    adoptStyles(document, [HAN_ORDER]);
  }
  const href = new URL(`fonts/${face.name}.css`, contentRoot() ?? document.baseURI).href;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.dataset.portfolioFont = face.family;
  link.addEventListener('error', () => {
    console.warn(
      `${who} shows "${lang}", whose characters need ${face.family}, and ${href} is not there: add a "${lang}" locale (or "lang": "${lang}") to content/portfolio.json and build, which copies the face into dist/fonts/, and serve that dist/ (docs/languages.md#fonts)`,
    );
  });
  document.head.append(link);
}
