/**
 * Prerenders the standalone page (dist/index.html): each element's first render goes into its
 * tag as a declarative shadow root, styled by <link>ed CSS files, so the text paints from HTML
 * and CSS before any script runs; the element takes that root over when its code arrives
 * (src/platform/create-element.tsx). Only this page: embeds and CDN use render in the browser.
 */
import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import viteConfig from '../vite.config.ts';
import { DIST, GENERATED } from './build-paths.ts';
import { pageFaceLinks } from './site/script-fonts.ts';
import type * as Renderer from '../src/prerender.tsx';
import {
  dropImagePreloads,
  extractStyles,
  findElements,
  jsonScript,
  motionVariants,
  shadowTemplate,
} from './prerender-html.ts';

const ROOT = join(import.meta.dirname, '..');
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
    plugins: [react()],
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

/** Writes a content-hashed CSS file into dist/assets/; returns its URL from dist/'s root. */
function writeCss(dist: string, name: string, css: string): string {
  const hash = createHash('sha256').update(css).digest('base64url').slice(0, 8);
  const file = `assets/${name}-${hash}.css`;
  writeFileSync(join(dist, file), css);
  return `./${file}`;
}

/** Built once, for every page the build prerenders. */
let renderer: Promise<typeof Renderer> | null = null;

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
  // The content's own files resolve against dist/, which is `up` from this page.
  render.setPrerenderRoot(up);
  let html = readFileSync(page, 'utf8');
  if (html.includes('data-portfolio-fonts'))
    throw new Error(`prerender: dist/${file} is already prerendered`);
  mkdirSync(join(dist, 'assets'), { recursive: true });

  const base = writeCss(dist, 'portfolio-base', render.SHARED_CSS.base);
  const stage = writeCss(dist, 'portfolio-stage', render.SHARED_CSS.stage);
  // url()s in a stylesheet resolve against the stylesheet, which sits in assets/ too.
  const fromCss = (url: string) =>
    `./${relative(join(dist, 'assets'), join(dist, url)).replaceAll('\\', '/')}`;
  const { inter, mono } = render.FONT_URLS;
  const fonts = writeCss(dist, 'portfolio-fonts', render.fontFaces(fromCss(inter), fromCss(mono)));
  // The Arabic face, on a page in Arabic script only.
  const arabic = /<html[^>]*\slang="(ar|fa|ur|ps|ckb)\b/i.test(html)
    ? writeCss(
        dist,
        'portfolio-fonts-arabic',
        render.arabicFontFace(fromCss(render.ARABIC_FONT_URL)),
      )
    : null;

  // The faces of the page's language and of its language switch's names (script-faces.ts).
  const scriptFaces = pageFaceLinks(html, dist, (face) =>
    face.kind === 'bundled'
      ? writeCss(
          dist,
          `portfolio-fonts-${face.key}`,
          render.bundledFaceCss(face, fromCss(render.BUNDLED_FACE_URLS[face.key])),
        )
      : `./fonts/${face.name}.css`,
  ).map(
    ({ href, family }) =>
      `<link rel="stylesheet" href="${fromPage(href)}" data-portfolio-font="${family}">`,
  );

  const used = new Set<string>();
  const inserts: { at: number; tag: string; text: string }[] = [];
  for (const element of findElements(html)) {
    const { tag, attributes } = element;
    const skip = (reason: string) =>
      console.log(`prerender: <${tag}> left to the browser: ${reason}`);
    if (SKIP[tag]) {
      skip(SKIP[tag]);
      continue;
    }
    if (element.inner.trim()) {
      skip('it has children (its own config) the prerender does not read');
      continue;
    }
    const ref = attributes.config;
    let config: string | null = null;
    if (ref !== undefined) {
      config = ref.startsWith('#') ? jsonScript(html, ref.slice(1)) : null;
      if (config === null) {
        skip(`config="${ref}" is not a JSON script in the page`);
        continue;
      }
    }
    const result = render.prerender({ tag, attributes, config });
    if (!result.ok) {
      skip(result.reason);
      continue;
    }
    const variants = result.reduced
      ? motionVariants(result.markup, result.reduced)
      : { markup: result.markup, css: '' };
    const { markup, css: inlineCss } = extractStyles(dropImagePreloads(variants.markup), tag);
    const sheets = [base, writeCss(dist, tag, result.css + variants.css + inlineCss)];
    if (result.stage) sheets.push(stage);
    for (const sheet of sheets) used.add(sheet);
    const pageSheets = sheets.map(fromPage);
    // The look's attributes go on the tag itself (just before its `>`), the root inside it.
    const look = Object.entries(result.host).map(([name, value]) => ` ${name}="${value}"`);
    inserts.push({ at: element.end - 1, tag, text: look.join('') });
    const pageMarkup = up ? markup.replace(/\b(href|src|poster)="\.\//g, `$1="${up}`) : markup;
    inserts.push({ at: element.end, tag, text: shadowTemplate(pageSheets, pageMarkup) });
  }
  // From the last element back, so earlier offsets stay valid.
  for (const { at, text } of [...inserts].reverse())
    html = html.slice(0, at) + text + html.slice(at);

  // The shadow roots' sheets and the main font start with the page, not when the parser
  // reaches them; the font faces are the document's own (ensureFonts then adds none).
  const head = [
    `<link rel="stylesheet" href="${fromPage(fonts)}" data-portfolio-fonts>`,
    ...(arabic
      ? [`<link rel="stylesheet" href="${fromPage(arabic)}" data-portfolio-fonts-arabic>`]
      : []),
    ...scriptFaces,
    `<link rel="preload" href="${fromPage(inter)}" as="font" type="font/woff2" crossorigin>`,
    ...[...used].map((href) => `<link rel="preload" href="${fromPage(href)}" as="style">`),
  ];
  html = html.replace('</head>', `  ${head.join('\n    ')}\n  </head>`);

  for (const match of html.matchAll(/(?:href|src)="(\.\.?\/[^"]+)"/g)) {
    const target = join(dirname(page), match[1]!);
    if (!existsSync(target)) throw new Error(`prerender: ${match[1]} is not in dist/`);
  }
  writeFileSync(page, html);
  const carried = [...new Set(inserts.map((i) => i.tag))];
  console.log(`prerender: dist/${file} carries ${carried.join(', ')}`);
}

/** Removes the renderer's build once every page is done. */
export function prerenderDone(): void {
  renderer = null;
  rmSync(OUT, { recursive: true, force: true });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await prerenderPage(DIST);
  prerenderDone();
}
