import { ensureArabicFont } from './fonts.ts';

/**
 * Which languages need a face of their own script: Inter carries the Latin, Greek and Cyrillic
 * ones. The faces and what they cover are in fonts-scripts.ts, a chunk loaded only for these.
 */
const OWN_SCRIPT = /^(ja|zh|ko|he|iw|yi|th|hi|mr|ne|sa|mai|bho)$/;
const ARABIC_SCRIPT = /^(ar|fa|ur|ps|ckb)$/;

const primary = (lang: string) => lang.trim().toLowerCase().split(/[-_]/)[0]!;

/** Whether `lang` needs a face of script-faces.ts (a unit test holds the two equal). */
export const needsScriptFace = (lang: string): boolean => OWN_SCRIPT.test(primary(lang));

/**
 * The face of a language's script in the document, the first time a section (or the nav's
 * language switch) shows it; `who` names the tag in the console when a face is missing.
 */
export function ensureLanguageFont(lang: string, who: string): void {
  if (ARABIC_SCRIPT.test(primary(lang))) ensureArabicFont(lang);
  else if (needsScriptFace(lang)) {
    void import('./fonts-scripts.ts').then((faces) => faces.addScriptFace(lang, who));
  }
}
