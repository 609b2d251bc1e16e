/**
 * The link-preview image (og:image, twitter:image): 1200x630, drawn from the content without a
 * browser. An SVG template in the page's look is rasterised by resvg (WebAssembly), with
 * JetBrains Mono from the font package the elements already ship.
 */
import { Resvg, initWasm } from '@resvg/resvg-wasm';
import { escapeUTF8 } from 'entities/escape';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { woffToSfnt } from './woff.ts';

export const SOCIAL_IMAGE = { file: 'social.png', width: 1200, height: 630 } as const;

/** Room for text inside the card's padding. */
const TEXT_WIDTH = 1040;
/** JetBrains Mono's advance is 0.6 em for every glyph, so a line's width is known ahead. */
const MONO_ADVANCE = 0.6;

export interface SocialImageText {
  name: string;
  role: string;
  /** A short line under the role: the location, say. */
  detail: string;
  /** Where the portfolio lives, shown at the bottom (a host name), or '' to leave it out. */
  address: string;
}

const require = createRequire(import.meta.url);
let ready: Promise<void> | undefined;

function fonts(): Uint8Array[] {
  return [400, 700].map((weight) =>
    woffToSfnt(
      readFileSync(
        require.resolve(
          `@fontsource/jetbrains-mono/files/jetbrains-mono-latin-${weight}-normal.woff`,
        ),
      ),
    ),
  );
}

/** The largest size up to `max` at which `text` fits on one line; long text is cut with an ellipsis. */
function fit(text: string, max: number, min: number): { text: string; size: number } {
  const size = Math.min(max, TEXT_WIDTH / (MONO_ADVANCE * Math.max(1, text.length)));
  if (size >= min) return { text, size: Math.floor(size) };
  const chars = Math.floor(TEXT_WIDTH / (MONO_ADVANCE * min)) - 1;
  return { text: `${text.slice(0, chars)}…`, size: min };
}

export function socialImageSvg({ name, role, detail, address }: SocialImageText): string {
  const { width, height } = SOCIAL_IMAGE;
  const title = fit(name, 84, 44);
  const subtitle = fit(role, 38, 24);
  const line = fit(detail, 28, 20);
  const host = fit(address, 26, 18);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <radialGradient id="glow" cx="0.85" cy="0.1" r="0.9">
      <stop offset="0" stop-color="#7dd3fc" stop-opacity="0.28"/>
      <stop offset="0.55" stop-color="#7dd3fc" stop-opacity="0.04"/>
      <stop offset="1" stop-color="#7dd3fc" stop-opacity="0"/>
    </radialGradient>
    <pattern id="grid" width="40" height="40" patternUnits="userSpaceOnUse">
      <path d="M40 0H0V40" fill="none" stroke="#1f1f27" stroke-width="1"/>
    </pattern>
  </defs>
  <rect width="${width}" height="${height}" fill="#010103"/>
  <rect width="${width}" height="${height}" fill="url(#grid)" opacity="0.6"/>
  <rect width="${width}" height="${height}" fill="url(#glow)"/>
  <rect x="40" y="40" width="${width - 80}" height="${height - 80}" rx="28" fill="#0c0c10" fill-opacity="0.82" stroke="#2e2e38" stroke-width="2"/>
  <circle cx="92" cy="88" r="9" fill="#fca5a5"/>
  <circle cx="122" cy="88" r="9" fill="#fde68a"/>
  <circle cx="152" cy="88" r="9" fill="#86efac"/>
  <g transform="translate(1040 56) scale(1.1)">
    <rect width="64" height="64" rx="16" fill="#14141a"/>
    <path d="M20 44V20h13a9 9 0 0 1 0 18h-7" fill="none" stroke="#7dd3fc" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>
  </g>
  <g font-family="JetBrains Mono">
    <text x="80" y="220" font-size="30" fill="#7dd3fc">~/portfolio $ whoami</text>
    <text x="80" y="${240 + title.size}" font-size="${title.size}" font-weight="700" fill="#f4f4f6">${escapeUTF8(title.text)}</text>
    <text x="80" y="${300 + title.size + subtitle.size}" font-size="${subtitle.size}" fill="#a3a3ae">${escapeUTF8(subtitle.text)}</text>
    <text x="80" y="${340 + title.size + subtitle.size + line.size}" font-size="${line.size}" fill="#7b7b87">${escapeUTF8(line.text)}</text>
    ${address ? `<text x="80" y="546" font-size="${host.size}" fill="#7dd3fc">${escapeUTF8(host.text)}</text>` : ''}
  </g>
  <rect x="80" y="${562}" width="120" height="6" rx="3" fill="#7dd3fc"/>
</svg>
`;
}

/** The PNG bytes of the preview image. */
export async function renderSocialImage(text: SocialImageText): Promise<Uint8Array> {
  ready ??= initWasm(readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm')));
  await ready;
  const resvg = new Resvg(socialImageSvg(text), {
    font: { fontBuffers: fonts(), defaultFontFamily: 'JetBrains Mono', loadSystemFonts: false },
    fitTo: { mode: 'original' },
  });
  try {
    const image = resvg.render();
    const png = image.asPng();
    image.free();
    return png;
  } finally {
    resvg.free();
  }
}
