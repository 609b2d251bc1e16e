import { adoptStyles } from './stylesheets.ts';
import interUrl from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import monoUrl from '@fontsource/jetbrains-mono/files/jetbrains-mono-latin-400-normal.woff2?url';

/** @font-face is ignored inside a shadow root, so the faces go into the document, once. */
const FONTS_KEY = Symbol.for('portfolio-elements.fonts');

const FONT_FACES = `
@font-face {
  font-family: 'Inter Variable';
  font-style: normal;
  font-display: swap;
  font-weight: 100 900;
  src: url(${JSON.stringify(interUrl)}) format('woff2-variations');
}
@font-face {
  font-family: 'JetBrains Mono';
  font-style: normal;
  font-display: swap;
  font-weight: 400;
  src: url(${JSON.stringify(monoUrl)}) format('woff2');
}`;

export function ensureFonts(): void {
  const registry = globalThis as { [FONTS_KEY]?: boolean };
  if (registry[FONTS_KEY]) return;
  registry[FONTS_KEY] = true;
  adoptStyles(document, [FONT_FACES]);
}
