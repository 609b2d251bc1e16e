/** Written by scripts/build/arabic-names-face.ts: the letters of العربية, فارسی, اردو, پښتو, کوردیی ناوەندی. */
export const ARABIC_NAMES_RANGE =
  'U+0627, U+0628, U+0629, U+062A, U+062F, U+0631, U+0633, U+0639, U+0641, U+0644, U+0646, U+0648, U+064A, U+067E, U+069A, U+06A9, U+06CC, U+06D5';
