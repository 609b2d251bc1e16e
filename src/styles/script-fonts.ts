import { isArabicScript, primaryLanguage } from './arabic-script.ts';
import { ensureArabicFont, ensureArabicNameFont } from './fonts.ts';

/**
 * Which languages need a face of their own script: Inter carries the Latin, Greek and Cyrillic
 * ones. The faces and what they cover are in fonts-scripts.ts, a chunk loaded only for these.
 */
const OWN_SCRIPT = /^(ja|zh|ko|he|iw|yi|th|hi|mr|ne|sa|mai|bho)$/;

/** Whether `lang` needs a face of script-faces.ts (a unit test holds the two equal). */
export const needsScriptFace = (lang: string): boolean => OWN_SCRIPT.test(primaryLanguage(lang));

/**
 * The face of a language's script in the document, the first time a section shows it; `who`
 * names the tag in the console when a face is missing.
 */
export function ensureLanguageFont(lang: string, who: string): void {
  if (isArabicScript(lang)) ensureArabicFont(lang);
  else if (needsScriptFace(lang)) {
    void import('./fonts-scripts.ts').then((faces) => faces.addScriptFace(lang, who));
  }
}

/**
 * The face the nav's language switch draws a language's own name in: for the Arabic script, the
 * face cut to the names' letters (fonts-arabic.ts); for another script, its face, of whose
 * unicode-range subsets a page fetches only those its letters fall in.
 */
export function ensureLanguageNameFont(lang: string, who: string): void {
  if (isArabicScript(lang)) ensureArabicNameFont(lang);
  else ensureLanguageFont(lang, who);
}
