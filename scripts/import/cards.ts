/**
 * The pictures an import makes where its source has none, so the content validates under the
 * schema of today (a job needs an icon, a project a logo, a spotlight and a logo style): a
 * monogram for a company or a project, a "screenshot card" for a project, and the logo's frame
 * colours, all from the page's accent. Deterministic, so a second import writes the same bytes.
 */
import { escapeUTF8 } from 'entities/escape';
import type { CardInput, LogoStyle } from '../../src/content/import/shared.ts';

/** The dark theme's accent (src/styles/base.css), for content that sets none or no hex one. */
export const DEFAULT_ACCENT = '#7dd3fc';

/** Words that are not part of a monogram: a title, or a company's legal form. */
const SKIPPED_WORDS = /^(dr|mr|mrs|ms|prof|inc|llc|ltd|gmbh|the|of|and|&)\.?$/i;

type Rgb = [number, number, number];

function hexRgb(color: string): Rgb | undefined {
  const match = /^#([\da-f]{3}|[\da-f]{6})$/i.exec(color.trim());
  if (!match) return undefined;
  const hex = match[1]!.length === 3 ? [...match[1]!].map((c) => c + c).join('') : match[1]!;
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
}

const toHex = (rgb: Rgb) =>
  `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')
    .toUpperCase()}`;

/** `amount` of the way from `from` to `to`. */
const mix = (from: Rgb, to: Rgb, amount: number): Rgb =>
  from.map((c, i) => c + (to[i]! - c) * amount) as Rgb;

/** The accent as RGB; any colour that is not #hex (a name, hsl()) gives the default. */
export function accentRgb(accent: string | undefined): Rgb {
  return (accent && hexRgb(accent)) || hexRgb(DEFAULT_ACCENT)!;
}

/** A logo frame like the sample's: a near-black tint of the accent, a rim and a soft glow. */
export function logoStyle(accent: string | undefined): LogoStyle {
  const rgb = accentRgb(accent);
  const black: Rgb = [0, 0, 0];
  return {
    backgroundColor: toHex(mix(rgb, black, 0.85)),
    border: `0.2px solid ${toHex(mix(rgb, black, 0.75))}`,
    boxShadow: `0px 0px 60px 0px ${toHex(rgb)}4D`,
  };
}

/** Up to two initials: "Café Lumen" → "CL", "gradient-viz" → "GV", "Ørsted" → "Ø". */
export function initials(name: string): string {
  const words = name
    .split(/[\s\-_./:]+/)
    .filter((word) => word && !SKIPPED_WORDS.test(word))
    .map((word) => [...word.replace(/^[^\p{L}\p{N}]+/u, '')][0] ?? '')
    .filter(Boolean);
  const picked = words.length > 1 ? [words[0]!, words.at(-1)!] : words;
  return picked.join('').toLocaleUpperCase() || '?';
}

/** A stable hue shift per name, so two companies with one accent are told apart. */
function hueOf(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return hash;
}

function shade(accent: string | undefined, name: string): { dark: string; light: string } {
  const rgb = accentRgb(accent);
  // Turn the accent a little towards one of three neighbours, by name.
  const neighbours: Rgb[] = [[rgb[1], rgb[2], rgb[0]], [rgb[2], rgb[0], rgb[1]], rgb];
  const base = mix(rgb, neighbours[hueOf(name) % 3]!, 0.35);
  return { dark: toHex(mix(base, [10, 14, 26], 0.8)), light: toHex(base) };
}

const FONT = "Inter, 'Helvetica Neue', Arial, sans-serif";

/** A 128 px rounded square with the name's initials, for a job's or a project's logo. */
export function monogramSvg(name: string, accent: string | undefined): string {
  const { dark, light } = shade(accent, name);
  const letters = escapeUTF8(initials(name));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">
<title>${escapeUTF8(name)}</title>
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
<rect width="128" height="128" rx="30" fill="url(#g)"/>
<circle cx="96" cy="30" r="34" fill="#fff" opacity=".08"/>
<text x="64" y="80" text-anchor="middle" font-family="${FONT}" font-size="46" font-weight="700" fill="#ffffff">${letters}</text>
</svg>
`;
}

/** `text` cut at a word to fit about `max` characters, with an ellipsis when cut. */
export function clip(text: string, max: number): string {
  const chars = [...text];
  if (chars.length <= max) return text;
  const cut = chars.slice(0, max - 1).join('');
  return `${cut.replace(/\s+\S*$/, '') || cut}…`;
}

/** Lines of at most `width` characters, at most `count` of them (the last one clipped). */
export function wrap(text: string, width: number, count: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && [...`${line} ${word}`].length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length <= count) return lines;
  return [...lines.slice(0, count - 1), clip(lines.slice(count - 1).join(' '), width)];
}

/**
 * A 960x640 "screenshot card": a browser window with the project's address, its name, what it
 * is and its tags, in the accent's colours, for the carousel's spotlight and the demo computer.
 */
export function screenshotCardSvg(project: CardInput, accent: string | undefined): string {
  const { dark, light } = shade(accent, project.title);
  const address = escapeUTF8(clip(project.href?.replace(/^https?:\/\//, '') ?? project.title, 48));
  const title = wrap(project.title, 26, 2);
  const desc = wrap(project.desc, 52, 4);
  let chipX = 64;
  const chips = project.tags.slice(0, 6).flatMap((tag) => {
    const label = escapeUTF8(clip(tag, 18));
    const width = 24 + [...clip(tag, 18)].length * 10;
    if (chipX + width > 900) return [];
    const chip = `<rect x="${chipX}" y="520" width="${width}" height="40" rx="20" fill="${light}" opacity=".18"/><text x="${chipX + width / 2}" y="546" text-anchor="middle" font-family="${FONT}" font-size="17" font-weight="600" fill="${light}">${label}</text>`;
    chipX += width + 14;
    return [chip];
  });
  const lines = [
    ...title.map(
      (line, i) =>
        `<text x="64" y="${180 + i * 62}" font-family="${FONT}" font-size="54" font-weight="800" fill="#f1f5ff">${escapeUTF8(line)}</text>`,
    ),
    ...desc.map(
      (line, i) =>
        `<text x="64" y="${200 + title.length * 62 + i * 34}" font-family="${FONT}" font-size="22" fill="#a9b8d4">${escapeUTF8(line)}</text>`,
    ),
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="640" viewBox="0 0 960 640">
<title>${escapeUTF8(project.title)}</title>
<rect width="960" height="640" fill="${dark}"/>
<circle cx="860" cy="-40" r="300" fill="${light}" opacity=".12"/>
<circle cx="80" cy="700" r="220" fill="${light}" opacity=".06"/>
<rect width="960" height="56" fill="#000" opacity=".3"/>
<circle cx="32" cy="28" r="7" fill="#ff5f57"/><circle cx="56" cy="28" r="7" fill="#febc2e"/><circle cx="80" cy="28" r="7" fill="#28c840"/>
<rect x="120" y="14" width="720" height="28" rx="8" fill="#fff" opacity=".08"/>
<text x="140" y="33" font-family="${FONT}" font-size="14" fill="#c7d2e8">${address}</text>
<rect x="64" y="96" width="56" height="6" rx="3" fill="${light}"/>
${lines.join('\n')}
${chips.join('\n')}
</svg>
`;
}
