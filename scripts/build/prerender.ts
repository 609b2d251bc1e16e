/**
 * Prerenders the standalone page (dist/index.html): each element's first render goes into its
 * tag as a declarative shadow root with its styles inline (the rules its markup uses:
 * critical-css.ts), so the text paints from the HTML alone, before any other request and any
 * script, the whole document within a slow connection's first round trip; the element takes
 * that root over when its code arrives (src/platform/create-element.tsx). The page's own CSS
 * and the fonts' metric stand-ins go inline into <head>; the web fonts and the loader come
 * after the first paint (scripts/site/deferred-start.ts). Embeds and the CDN tag render in the
 * browser; a host's section snippets (scripts/site/snippets.ts) carry the same markup as this
 * page.
 */
import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import viteConfig from '../../vite.config.ts';
import { isArabicScript } from '../../src/styles/arabic-script.ts';
import { ownIconsPlugin } from '../plugins/own-icons.ts';
import { criticalCssRecord, DIST, GENERATED } from './build-paths.ts';
import { criticalStyles } from './critical-css.ts';
import { pageFaceLinks } from '../site/script-fonts.ts';
import type * as Renderer from '../../src/prerender.tsx';
import { deferredStart } from '../site/deferred-start.ts';
import { fallbackFontFaces } from '../site/font-fallbacks.ts';
import {
  dropImagePreloads,
  externalDrawings,
  extractStyles,
  findElements,
  firstScreenMark,
  motionVariants,
  type PageElement,
  shadowTemplate,
} from './prerender-html.ts';
import { editHtml, htmlElements, jsonScript, rebasePaths, type HtmlElement } from './html.ts';

const ROOT = join(import.meta.dirname, '../..');
const OUT = join(GENERATED, 'prerender');

/**
 * Not prerendered: a form shown before its script runs could be submitted as a plain GET of
 * the page, message and address in the URL, and sent nowhere.
 */
const SKIP: Readonly<Record<string, string>> = {
  'portfolio-contact': 'a form before its script would submit as a plain page request',
};

/** Builds the renderer for Node, asset URLs written relative to dist/index.html. */
async function buildRenderer(): Promise<typeof Renderer> {
  await build({
    configFile: false,
    root: ROOT,
    base: './',
    logLevel: 'warn',
    // The owner's icons in the code, as the page's build has them: its tags draw at once.
    plugins: [react(), ownIconsPlugin()],
    resolve: viteConfig.resolve,
    build: {
      ssr: join(ROOT, 'src/prerender.tsx'),
      outDir: OUT,
      emptyOutDir: true,
      target: 'node20',
      assetsInlineLimit: 0,
      rolldownOptions: {
        output: { entryFileNames: 'prerender.js', assetFileNames: 'assets/[name]-[hash][extname]' },
      },
    },
    experimental: { renderBuiltUrl: (file) => `./${file}` },
  });
  return (await import(pathToFileURL(join(OUT, 'prerender.js')).href)) as typeof Renderer;
}

/** Built once, for every page the build prerenders. */
let renderer: Promise<typeof Renderer> | null = null;

/** One element's declarative shadow root, or why it stays to the browser. */
export type PrerenderedElement =
  | {
      ok: true;
      /** Attributes for the tag itself (the look its view will set, the prerender's mark). */
      look: string;
      /** `<template shadowrootmode="open">` with the element's styles inline, then its markup. */
      template: string;
    }
  | { ok: false; reason: string };

/**
 * Prerenders one element with its attributes and the content its `config="#id"` names in
 * `html` (a page, or the content block a host page will carry). URLs in the markup are
 * relative to dist/ (`./assets/...`); the content's own relative paths resolve against `root`,
 * dist/ as seen from where the markup goes (`../` for a page in a folder, '' for dist/ itself).
 */
export async function prerenderElement(
  tag: string,
  attributes: Readonly<Record<string, string>>,
  html: string,
  root = '',
): Promise<PrerenderedElement> {
  if (SKIP[tag]) return { ok: false, reason: SKIP[tag] };
  renderer ??= buildRenderer();
  const render = await renderer;
  // Set for each element: the renderer keeps it, and a page in a folder must not leave its
  // `../` to the next render (a section's snippet, relative to dist/).
  render.setPrerenderRoot(root);
  const ref = attributes.config;
  let config: string | null = null;
  if (ref !== undefined) {
    config = ref.startsWith('#') ? jsonScript(html, ref.slice(1)) : null;
    if (config === null)
      return { ok: false, reason: `config="${ref}" is not a JSON script in the page` };
  }
  const result = render.prerender({ tag, attributes, config });
  if (!result.ok) return result;
  const variants = result.reduced
    ? motionVariants(result.markup, result.reduced)
    : { markup: result.markup, css: '' };
  const styled = extractStyles(dropImagePreloads(variants.markup), tag);
  const { markup, files } = externalDrawings(styled.markup, (text) =>
    createHash('sha256').update(text).digest('hex').slice(0, 10),
  );
  for (const [name, file] of files) writeFileSync(join(DIST, name), file);
  const whole = [render.SHARED_CSS.base, result.css + variants.css + styled.css];
  if (result.stage) whole.push(render.SHARED_CSS.stage);
  // Each cut to the rules the markup uses: the page's first paint waits for every byte.
  const css = criticalStyles(whole, markup);
  css.forEach((cut, index) => cut && criticalRecord.set(cut, whole[index]!));
  // The look's attributes go on the tag itself (just before its `>`), the root inside it, and
  // the mark the web fonts wait on (src/styles/fonts.ts).
  const look = Object.entries({ ...result.host, [render.PRERENDERED_ATTRIBUTE]: '' })
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('');
  return { ok: true, look, template: shadowTemplate(css, markup) };
}

/**
 * Each element's prerendered rules against the whole stylesheet they were cut from: the end-to-end
 * tests paint the prerendered sections with both and compare (tests/support/cut-styles.ts).
 */
const criticalRecord = new Map<string, string>();

/** The module scripts Vite wrote into the page's <head>: the loader and the chunk it shares. */
const isModuleScript = ({ tag, attributes }: HtmlElement) =>
  tag === 'script' && attributes.type === 'module' && !!attributes.src;
/** The page's own stylesheet (demo/page.css), which Vite links from <head>. */
const isPageStylesheet = ({ tag, attributes }: HtmlElement) =>
  tag === 'link' && attributes.rel === 'stylesheet' && !!attributes.href?.endsWith('.css');

/** `span` with the white space before it, so removing it leaves no empty line. */
function withSpaceBefore(html: string, { start, end }: HtmlElement) {
  let from = start;
  while (from > 0 && /\s/.test(html[from - 1]!)) from--;
  return { start: from, end };
}

/**
 * Prerenders one page of dist/ (`index.html`, or a language's `pt/index.html`), in the
 * language its tags' `lang` says.
 */
export async function prerenderPage(dist: string, file = 'index.html'): Promise<void> {
  renderer ??= buildRenderer();
  const render = await renderer;
  const page = join(dist, file);
  // The renderer writes addresses from dist/'s root (`./assets/...`): one level up per folder.
  const up = '../'.repeat(file.split('/').length - 1);
  const fromPage = (url: string) => (up ? url.replace(/^\.\//, up) : url);
  let html = readFileSync(page, 'utf8');
  if (html.includes('<template shadowrootmode'))
    throw new Error(`prerender: dist/${file} is already prerendered`);

  const inserts: { at: number; text: string }[] = [];
  const prerendered: PageElement[] = [];
  for (const element of findElements(html)) {
    const { tag, attributes } = element;
    const skip = (reason: string) =>
      console.log(`prerender: <${tag}> left to the browser: ${reason}`);
    if (element.inner.trim()) {
      skip('it has children (its own config) the prerender does not read');
      continue;
    }
    // The content's own files resolve against dist/, which is `up` from this page.
    const result = await prerenderElement(tag, attributes, html, up);
    if (!result.ok) {
      skip(result.reason);
      continue;
    }
    inserts.push({ at: element.end - 1, text: result.look });
    const template = up ? rebasePaths(result.template, (path) => up + path) : result.template;
    inserts.push({ at: element.end, text: template });
    prerendered.push(element);
  }
  const firstScreen = firstScreenMark(prerendered);
  if (firstScreen) inserts.push({ at: firstScreen.at, text: firstScreen.mark });
  html = editHtml(
    html,
    inserts.map(({ at, text }) => ({ span: { start: at, end: at }, text })),
  );

  // Nothing in <head> is fetched before the first paint: the page's CSS and the fonts' local
  // stand-ins are inline; the web fonts come with the elements' code (src/styles/fonts.ts).
  // The Arabic face, on a page in Arabic script, is inline too: its text needs it at once.
  const elements = htmlElements(html);
  const pageCss = elements.find(isPageStylesheet);
  if (!pageCss) throw new Error(`prerender: dist/${file} links no page stylesheet`);
  const styles = [
    readFileSync(join(dirname(page), pageCss.attributes.href!), 'utf8').trim(),
    await fallbackFontFaces(),
  ];
  const lang = elements.find(({ tag }) => tag === 'html')?.attributes.lang ?? '';
  // A page in Arabic script carries the Arabic face inline.
  const arabic = isArabicScript(lang)
    ? `\n    <style data-portfolio-fonts-arabic>${render.arabicFontFace(fromPage(render.ARABIC_FONT_URL)).trim()}</style>`
    : '';
  // The faces of the page's language and of its language switch's names (script-faces.ts): a
  // bundled face's @font-face inline (its file loads only for the characters it draws); a
  // built face (Chinese, Japanese, Korean: a large stylesheet of subsets) linked only where the
  // page's own text needs it at once. The switch's other faces the nav adds as it renders.
  const scriptFaces = pageFaceLinks(html, dist)
    .filter(({ face, own }) => face.kind === 'bundled' || own)
    .map(({ face }) =>
      face.kind === 'bundled'
        ? `\n    <style data-portfolio-font="${face.family}">${render.bundledFaceCss(face, fromPage(render.BUNDLED_FACE_URLS[face.key])).trim()}</style>`
        : `\n    <link rel="stylesheet" href="${fromPage(`./fonts/${face.name}.css`)}" data-portfolio-font="${face.family}">`,
    )
    .join('');
  // The loader starts after the first paint: its tags wait in a template.
  const moduleScripts = elements.filter(isModuleScript);
  if (!moduleScripts.length) throw new Error(`prerender: dist/${file} loads no module script`);
  const head = elements.find(({ tag }) => tag === 'head')!;
  const scripts = moduleScripts.map((script) => script.attributes.src!);
  html = editHtml(html, [
    {
      span: pageCss,
      text: `${firstScreen ? `${firstScreen.head}\n    ` : ''}<style>${styles.join('\n')}</style>${arabic}${scriptFaces}`,
    },
    ...moduleScripts.map((script) => ({ span: withSpaceBefore(html, script), text: '' })),
    {
      span: { start: head.inner.end, end: head.inner.end },
      text: `  ${deferredStart(scripts, '    ')}\n  `,
    },
  ]);

  for (const element of htmlElements(html)) {
    for (const path of [element.attributes.href, element.attributes.src]) {
      if (!path || !/^\.\.?\/./.test(path)) continue;
      if (!existsSync(join(dirname(page), path)))
        throw new Error(`prerender: ${path} is not in dist/`);
    }
  }
  writeFileSync(page, html);
  const carried = prerendered.map(({ tag }) => tag);
  console.log(`prerender: dist/${file} carries ${carried.join(', ')}`);
}

/** Removes the renderer's build once every page is done. */
export function prerenderDone(): void {
  renderer = null;
  writeFileSync(criticalCssRecord(), JSON.stringify(Object.fromEntries(criticalRecord)));
  criticalRecord.clear();
  rmSync(OUT, { recursive: true, force: true });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await prerenderPage(DIST);
  prerenderDone();
}
