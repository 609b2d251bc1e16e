/**
 * The languages written in the Arabic script (their primary subtag), which the Arabic face
 * covers (fonts-arabic.ts), and whose own names the language switch may show.
 */
export const ARABIC_SCRIPT_LANGUAGES = ['ar', 'fa', 'ur', 'ps', 'ckb'] as const;

/** A tag's primary subtag, as the faces are chosen by it (`pt-BR`: `pt`). */
export const primaryLanguage = (lang: string): string =>
  lang.trim().toLowerCase().split(/[-_]/)[0]!;

export const isArabicScript = (lang: string): boolean =>
  (ARABIC_SCRIPT_LANGUAGES as readonly string[]).includes(primaryLanguage(lang));
