/**
 * Writes the sample content's artwork (project logos and spotlights, company logos, the hero
 * photo stand-in) as small SVG files into src/content/art/. Run by hand when the art changes;
 * the output is committed so a build needs no generation step. Every image is made here, so
 * the sample content carries no third-party or copyrighted pictures.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  deployrScreen,
  devlinkScreen,
  promptlabScreen,
  referScreen,
  type AppTheme,
} from './sample-art-spotlights.ts';

const OUT = join(import.meta.dirname, '../../src/content/art');

interface Palette {
  from: string;
  to: string;
  ink: string;
}

const PROJECT_PALETTES: Palette[] = [
  { from: '#13202f', to: '#2b6cb0', ink: '#9fd3ff' },
  { from: '#1d1430', to: '#7c3aed', ink: '#d8c4ff' },
  { from: '#0f2622', to: '#0f9f7a', ink: '#a7f3d0' },
  { from: '#2a1712', to: '#d9622b', ink: '#ffd2b8' },
];

const COMPANY_PALETTES: Palette[] = [
  { from: '#1b2440', to: '#3f5efb', ink: '#ffffff' },
  { from: '#2b1a10', to: '#f59e0b', ink: '#1a1204' },
  { from: '#0e2a2f', to: '#14b8a6', ink: '#03201c' },
  { from: '#2a0f22', to: '#ec4899', ink: '#ffffff' },
];

function gradient(id: string, p: Palette, x2 = 1, y2 = 1): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>`;
}

/** A rounded-square monogram mark, used for project and company logos. */
function monogram(letters: string, p: Palette): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">
<defs>${gradient('g', p)}</defs>
<rect width="128" height="128" rx="30" fill="url(#g)"/>
<circle cx="96" cy="30" r="34" fill="#fff" opacity=".08"/>
<text x="64" y="80" text-anchor="middle" font-family="Inter, Arial, sans-serif" font-size="46" font-weight="700" fill="${p.ink}">${letters}</text>
</svg>\n`;
}

/** An abstract portrait stand-in for the desk screen: never a real person's photo. */
function portrait(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1e293b"/><stop offset="1" stop-color="#0ea5e9"/></linearGradient>
<linearGradient id="skin" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f3c9a5"/><stop offset="1" stop-color="#d99e78"/></linearGradient></defs>
<rect width="640" height="480" fill="url(#bg)"/>
<circle cx="520" cy="80" r="150" fill="#fff" opacity=".07"/>
<path d="M170 480c10-96 70-150 150-150s140 54 150 150z" fill="#0f172a"/>
<path d="M286 300h68v46c0 18-68 18-68 0z" fill="#d99e78"/>
<ellipse cx="320" cy="220" rx="82" ry="96" fill="url(#skin)"/>
<path d="M236 208c0-70 40-104 88-104 52 0 86 34 84 104-18-34-46-52-92-56-36 4-62 20-80 56z" fill="#1f2937"/>
<circle cx="290" cy="228" r="8" fill="#1f2937"/><circle cx="350" cy="228" r="8" fill="#1f2937"/>
<path d="M296 270q24 18 48 0" stroke="#8a4b3a" stroke-width="6" fill="none" stroke-linecap="round"/>
</svg>\n`;
}

/** Each sample project's UI theme: dark, tinted toward its logo's colour. */
const SCREEN_THEMES: AppTheme[] = [
  {
    bg: '#0b1220',
    panel: '#101a2c',
    raised: '#16233a',
    line: '#1f3050',
    accent: '#60a5fa',
    ink: '#e8f0ff',
    muted: '#8a9bb8',
  },
  {
    bg: '#110d1f',
    panel: '#181230',
    raised: '#211940',
    line: '#2d2452',
    accent: '#a78bfa',
    ink: '#f1ecff',
    muted: '#9d93bd',
  },
  {
    bg: '#07120f',
    panel: '#0c1a16',
    raised: '#12241f',
    line: '#1a332c',
    accent: '#34d399',
    ink: '#e6fff6',
    muted: '#86a99d',
  },
  {
    bg: '#140d09',
    panel: '#1d130e',
    raised: '#281a13',
    line: '#3a261b',
    accent: '#fb923c',
    ink: '#fff1e8',
    muted: '#b39a8a',
  },
];
const SCREENS = [referScreen, devlinkScreen, deployrScreen, promptlabScreen];

mkdirSync(OUT, { recursive: true });
const projectNames = ['Refer', 'DevLink', 'Deployr', 'PromptLab'];
projectNames.forEach((name, i) => {
  const p = PROJECT_PALETTES[i]!;
  writeFileSync(join(OUT, `project-logo-${i + 1}.svg`), monogram(name.slice(0, 2), p));
  writeFileSync(join(OUT, `project-spotlight-${i + 1}.svg`), SCREENS[i]!(SCREEN_THEMES[i]!));
});
['NS', 'BW', 'OL', 'PF'].forEach((letters, i) => {
  writeFileSync(join(OUT, `company-logo-${i + 1}.svg`), monogram(letters, COMPANY_PALETTES[i]!));
});
writeFileSync(join(OUT, 'desk-photo.svg'), portrait());
console.log(`sample art written to ${OUT}`);
