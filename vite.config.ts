import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { ELEMENT_ENTRIES } from './elements.config.ts';
import {
  CONTENT_FILE,
  OWNER_DIR,
  formatProblems,
  validateContentText,
} from './scripts/content/validate.ts';
import { DIST, GENERATED } from './scripts/build/build-paths.ts';
import { builtContent } from './scripts/content/built-content.ts';
import { leftOutSections, pageWithout } from './scripts/content/left-out.ts';
import { pageHead } from './scripts/site/page-head.ts';
import { bareImportHelper } from './scripts/plugins/bare-import-helper.ts';
import { emailjsWebStorage } from './scripts/plugins/emailjs-web-storage.ts';
import { dracoDecoder } from './scripts/plugins/draco-decoder.ts';
import { ownIconsPlugin } from './scripts/plugins/own-icons.ts';
import { TABLER_ICON_FACTORY } from './scripts/plugins/tabler-icon.ts';

const here = import.meta.dirname;
const contentName = relative(here, CONTENT_FILE);

/** Entries that sit at the root of dist/ under their own names. */
const ROOT_ENTRIES = new Set([
  'portfolio-elements',
  'embed-page',
  'embed',
  'stage-worker',
  'stage-steps',
]);

/**
 * Inlines content/portfolio.json (or PORTFOLIO_CONTENT) into the page as the one JSON script the elements share,
 * so the owner edits a plain JSON file (with schema autocompletion) and ships one HTML file.
 */
export function inlineContent(): Plugin {
  return {
    name: 'portfolio-inline-content',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!html.includes('<!-- portfolio-content -->')) return html;
        // The build checked it first (scripts/build/check-content.ts); npm run dev reads it per
        // request.
        const text = readFileSync(CONTENT_FILE, 'utf8');
        const problems = validateContentText(text, OWNER_DIR);
        if (problems.length) throw new Error(formatProblems(contentName, problems));
        const file = JSON.parse(text) as Record<string, unknown>;
        const content = builtContent(file);
        const json = JSON.stringify(content).replace(/</g, '\\u003c');
        // A section the content leaves out (work.jobs: []) leaves no empty element on the page.
        const page = pageWithout(html, leftOutSections(file));
        return pageHead(page, content, null).replace(
          '<!-- portfolio-content -->',
          `<script type="application/json" id="portfolio-content">${json}</script>`,
        );
      },
    },
  };
}

/** The loader's imports of the elements: the elements' build writes them after this one. */
export const ELEMENT_IMPORT = /^\.\/elements\/(portfolio-[a-z]+)\.js$/;

/**
 * Keeps the loader's `import('./elements/<tag>.js')` as it is written: dist/elements/ sits
 * beside the loader, and an app's bundler that rebundles the package follows the literal path.
 */
export function elementsBeside(): Plugin {
  return {
    name: 'portfolio-elements-beside',
    // npm run dev serves the elements' source instead (scripts/tools/dev.ts).
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const tag = ELEMENT_IMPORT.exec(source)?.[1];
      if (!tag || !(tag in ELEMENT_ENTRIES) || !importer?.endsWith('/src/loader.ts')) return null;
      return { id: source, external: true };
    },
  };
}

export default defineConfig({
  root: resolve(here, 'demo'),
  // Relative base: every chunk, font and image resolves from import.meta.url, so dist/ works
  // from any path and from another origin through one script tag.
  base: './',
  // Generated before the build (scripts/build/prebuild.ts): models, decoder and icons, copied to
  // dist/.
  publicDir: resolve(GENERATED, 'public'),
  plugins: [
    // In npm run dev, the stage worker's modules (`?stage`, scripts/tools/dev.ts) get no refresh
    // runtime: it needs a window.
    react({ refreshExclude: [/\/node_modules\//, /\?stage$/] }),
    inlineContent(),
    emailjsWebStorage(),
    elementsBeside(),
    dracoDecoder(),
    ownIconsPlugin(),
    bareImportHelper(),
  ],
  resolve: {
    alias: [
      // meshoptimizer's pure-JS decoder, for pages whose CSP forbids WebAssembly; the package's
      // exports map does not list it.
      {
        find: 'meshopt-reference-decoder',
        replacement: resolve(here, 'node_modules/meshoptimizer/meshopt_decoder_reference.js'),
      },
      TABLER_ICON_FACTORY,
    ],
  },
  build: {
    outDir: DIST,
    emptyOutDir: true,
    target: 'es2022',
    // Content URLs are validated, and data: URLs are refused there: keep every asset a file.
    assetsInlineLimit: 0,
    modulePreload: {
      polyfill: false,
      // The page's own <link rel="modulepreload"> stay. A chunk's list of what its import()s
      // need names this build's files beside it, which an app's bundler renames: every one
      // would be a 404 in the app, so chunks preload nothing and the browser follows imports.
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    rolldownOptions: {
      // An app's page build drops its entries' exports; these are modules others import
      // (setBasePath, serveOnPage).
      preserveEntrySignatures: 'exports-only',
      input: {
        index: resolve(here, 'demo/index.html'),
        'portfolio-elements': resolve(here, 'src/loader.ts'),
        'embed-page': resolve(here, 'src/embed/embed-page.ts'),
        embed: resolve(here, 'src/embed/embed-host.ts'),
        // The stage runtime (src/stage-worker.tsx): started as a worker, or imported by a page
        // where no worker can draw a stage, in steps (src/stage-steps.ts). The elements are
        // built on Preact by vite.elements.config.ts, after this build.
        'stage-worker': resolve(here, 'src/stage-worker.tsx'),
        'stage-steps': resolve(here, 'src/stage-steps.ts'),
      },
      output: {
        entryFileNames: (chunk) => {
          if (ROOT_ENTRIES.has(chunk.name)) return '[name].js';
          return 'chunks/[name]-[hash].js';
        },
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        // The loader's wait for the first contentful paint, which the 3D shell's stages wait on
        // too, rides in the chunk of Vite's preload helper, which the loader loads anyway: in a
        // chunk of its own it is one more request in the page's first burst, and Lighthouse's
        // simulated mobile LCP took 70 ms longer (1.82 s against 1.75 s, docs/performance.md).
        // So does its wait for a section to come near (when-near.ts), which the elements share:
        // left to the splitter, it took the loader's own code into a chunk, one folder below the
        // `./elements/` paths that code imports.
        codeSplitting: {
          groups: [
            {
              name: 'preload-helper',
              test: /vite\/preload-helper|src\/lib\/(first-paint|base-path|page-shared|when-near)\.ts/,
            },
            // The literal references to dist/'s files (models, decoders) resolve from chunks/,
            // one folder below dist/ (src/three/dist-url.ts): never inlined into the worker's
            // entry at dist/'s top, where a parent folder's path would leave dist/.
            { name: 'dist-url', test: /src\/three\/dist-url\.ts/ },
          ],
        },
      },
    },
  },
});
