/**
 * Which face a language's script needs beyond Inter and the Arabic face, for the page
 * (fonts-scripts.ts), the build that copies the built faces (scripts/site/script-fonts.ts) and
 * the prerender that links them. Hebrew, Thai and Devanagari ship with the elements; Chinese,
 * Japanese and Korean (100+ subsets, 3.5-5.5 MB a face) come from the owner's build.
 */

/** A face that ships with the elements: one file, for its script's characters. */
export interface BundledFace {
  kind: 'bundled';
  key: 'hebrew' | 'thai' | 'devanagari';
  family: string;
  /** As @fontsource-variable's file covers it. */
  unicodeRange: string;
}

/** A face an owner's build copies into dist/fonts/: `<name>.css` and its subsets in `<name>/`. */
export interface BuiltFace {
  kind: 'built';
  family: string;
  /** Its @fontsource-variable package's name, and its stylesheet's and folder's in dist/fonts/. */
  name: string;
}

export const BUNDLED_FACES: Readonly<Record<BundledFace['key'], BundledFace>> = {
  hebrew: {
    kind: 'bundled',
    key: 'hebrew',
    family: 'Noto Sans Hebrew Variable',
    unicodeRange: 'U+0307-0308, U+0590-05FF, U+200C-2010, U+20AA, U+25CC, U+FB1D-FB4F',
  },
  thai: {
    kind: 'bundled',
    key: 'thai',
    family: 'Noto Sans Thai Variable',
    unicodeRange: 'U+02D7, U+0303, U+0331, U+0E01-0E5B, U+200C-200D, U+25CC',
  },
  devanagari: {
    kind: 'bundled',
    key: 'devanagari',
    family: 'Noto Sans Devanagari Variable',
    unicodeRange:
      'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20A8, U+20B9, U+20F0, U+25CC, U+A830-A839, U+A8E0-A8FF, U+11B00-11B09',
  },
};

const built = (family: string, name: string): BuiltFace => ({ kind: 'built', family, name });
export const BUILT_FACES = {
  ja: built('Noto Sans JP Variable', 'noto-sans-jp'),
  ko: built('Noto Sans KR Variable', 'noto-sans-kr'),
  hans: built('Noto Sans SC Variable', 'noto-sans-sc'),
  hant: built('Noto Sans TC Variable', 'noto-sans-tc'),
} as const;

/** Chinese in traditional characters: by script, or by the regions that write it. */
const TRADITIONAL = /-(hant|tw|hk|mo)\b/i;

/** The face `lang` needs; null for a language Inter or the Arabic face draws. */
export function scriptFace(lang: string): BundledFace | BuiltFace | null {
  const tag = lang.trim().replace(/_/g, '-');
  const subtag = tag.toLowerCase().split('-')[0]!;
  if (['he', 'iw', 'yi'].includes(subtag)) return BUNDLED_FACES.hebrew;
  if (subtag === 'th') return BUNDLED_FACES.thai;
  if (['hi', 'mr', 'ne', 'sa', 'mai', 'bho'].includes(subtag)) return BUNDLED_FACES.devanagari;
  if (subtag === 'ja') return BUILT_FACES.ja;
  if (subtag === 'ko') return BUILT_FACES.ko;
  if (subtag === 'zh') return TRADITIONAL.test(tag) ? BUILT_FACES.hant : BUILT_FACES.hans;
  return null;
}

/** A bundled face's @font-face, with its file's URL as the page (or a stylesheet) reaches it. */
export function bundledFaceCss(face: BundledFace, url: string): string {
  return `
@font-face {
  font-family: '${face.family}';
  font-style: normal;
  font-display: swap;
  font-weight: 100 900;
  src: url(${JSON.stringify(url)}) format('woff2-variations');
  unicode-range: ${face.unicodeRange};
}`;
}
