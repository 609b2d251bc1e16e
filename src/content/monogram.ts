/**
 * A company's monogram, in the sample's logo style (src/content/art/company-logo-*.svg): the
 * initials in bold on a rounded tile with a diagonal gradient and a soft light in its corner.
 * What a job shows without its own `icon`; pure, so a view, the build or an importer can draw
 * one the same way.
 */
import { escapeUTF8 } from 'entities/escape';

export interface Monogram {
  /** One or two letters: the first of the first two words ("Northwind Systems" -> "NS"). */
  initials: string;
  /** The gradient's dark corner (top left) and bright corner (bottom right). */
  from: string;
  to: string;
  /** The letters' colour: white on the tile. */
  ink: string;
  /** The letters' size and baseline on the 128-unit tile (one letter is drawn larger). */
  fontSize: number;
  baseline: number;
}

/** Words that carry no initial of their own ("The Orchard Company" -> "OC"). */
const SMALL_WORDS = new Set(['the', 'of', 'and', '&', 'a', 'an', 'de', 'la', 'le']);
/** The tile's dark corner's lightness and the bright corner's, as in the sample's logos. */
const DARK = { saturation: 40, lightness: 15 };
const BRIGHT = { saturation: 75, lightness: 52 };

export function monogramInitials(name: string): string {
  const words = name
    .split(/[\s\-_/.,]+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
  const meaningful = words.filter((word) => !SMALL_WORDS.has(word.toLowerCase()));
  const chosen = meaningful.length ? meaningful : words;
  const [first = '', second] = chosen;
  const letters = second ? [...first][0]! + [...second][0]! : [...first].slice(0, 2).join('');
  return letters.toUpperCase() || '?';
}

/** A stable hue per name (FNV-1a), so a company keeps its colour from build to build. */
export function monogramHue(name: string): number {
  let hash = 0x811c9dc5;
  for (const char of name) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 360;
}

export function monogram(name: string): Monogram {
  const hue = monogramHue(name);
  const initials = monogramInitials(name);
  const fontSize = initials.length > 1 ? 46 : 56;
  return {
    initials,
    from: `hsl(${hue} ${DARK.saturation}% ${DARK.lightness}%)`,
    to: `hsl(${hue} ${BRIGHT.saturation}% ${BRIGHT.lightness}%)`,
    ink: '#ffffff',
    fontSize,
    baseline: Math.round(64 + fontSize * 0.35),
  };
}

/** The monogram as a standalone 128x128 SVG file, like the sample's company logos. */
export function monogramSvg(name: string): string {
  const { initials, from, to, ink, fontSize, baseline } = monogram(name);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="128" height="128" rx="30" fill="url(#g)"/>
<circle cx="96" cy="30" r="34" fill="#fff" opacity=".08"/>
<text x="64" y="${baseline}" text-anchor="middle" font-family="Inter, Arial, sans-serif" font-size="${fontSize}" font-weight="700" fill="${ink}">${escapeUTF8(initials)}</text>
</svg>
`;
}
