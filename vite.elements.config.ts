/**
 * The elements' builds, on Preact's React-compatible runtime, into the same dist/ (run after
 * vite.config.ts, which empties it), once for each group of ELEMENT_GROUPS, named by
 * PORTFOLIO_ELEMENTS: `light` (nav, contact, footer) and `stages` (the four with a 3D stage).
 *
 * The source is unchanged React; only the runtime differs, so the page's thread runs about
 * 10 KB gzip of runtime instead of React DOM's 78. A 3D stage is drawn by the stage runtime,
 * dist/stage-worker.js, which the first build writes: in a worker, or imported by the page where
 * no worker can start (through dist/stage-steps.js). The light elements are built apart so that
 * a page with only those carries none of the stage elements' checks and helpers (a build keeps
 * the union of what its entries use of a shared module). Fonts and images are the same files
 * with the same content hashes, so the builds write identical copies and a page fetches each
 * once.
 */
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { ELEMENT_ENTRIES, ELEMENT_GROUPS, type ElementGroup } from './elements.config.ts';
import { DIST } from './scripts/build/build-paths.ts';
import { bareImportHelper } from './scripts/plugins/bare-import-helper.ts';
import { emailjsWebStorage } from './scripts/plugins/emailjs-web-storage.ts';
import { ownIconsPlugin } from './scripts/plugins/own-icons.ts';
import { TABLER_ICON_FACTORY } from './scripts/plugins/tabler-icon.ts';

const here = import.meta.dirname;

const STAGE_RUNTIME_IMPORT = /^\.\.\/stage-steps\.js$/;

/**
 * Keeps the elements' import of dist/stage-steps.js (src/elements/stage-runtime.ts), which loads
 * dist/stage-worker.js, as it is written: the page's build writes those files, one folder above
 * the elements and the chunks alike.
 */
function stageRuntimeBeside(): Plugin {
  return {
    name: 'portfolio-stage-runtime-beside',
    enforce: 'pre',
    resolveId(source, importer) {
      if (
        !STAGE_RUNTIME_IMPORT.test(source) ||
        !importer?.endsWith('/src/elements/stage-runtime.ts')
      ) {
        return null;
      }
      return { id: source, external: true };
    },
  };
}

const group = process.env.PORTFOLIO_ELEMENTS as ElementGroup | undefined;
if (!group || !(group in ELEMENT_GROUPS)) {
  throw new Error(
    `PORTFOLIO_ELEMENTS must name a group of elements: ${Object.keys(ELEMENT_GROUPS).join(' or ')}`,
  );
}

export default defineConfig({
  root: here,
  base: './',
  publicDir: false,
  plugins: [
    react(),
    emailjsWebStorage(),
    bareImportHelper(),
    stageRuntimeBeside(),
    ownIconsPlugin(),
  ],
  resolve: {
    alias: [
      // Preact's root, minus compat's emptying of the container (see preact-client.ts).
      { find: /^react-dom\/client$/, replacement: resolve(here, 'src/platform/preact-client.ts') },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
      TABLER_ICON_FACTORY,
    ],
  },
  build: {
    outDir: DIST,
    emptyOutDir: false,
    target: 'es2022',
    assetsInlineLimit: 0,
    // As vite.config.ts: a chunk's preload list would be 404s in an app that rebundles it.
    modulePreload: { polyfill: false, resolveDependencies: () => [] },
    rolldownOptions: {
      // An app's page build drops its entries' exports; these are modules others import
      // (setBasePath and the element classes).
      preserveEntrySignatures: 'exports-only',
      input: Object.fromEntries(
        ELEMENT_GROUPS[group].map((tag) => [tag, resolve(here, ELEMENT_ENTRIES[tag]!)]),
      ),
      output: {
        entryFileNames: 'elements/[name].js',
        chunkFileNames: `chunks/${group}-[name]-[hash].js`,
        assetFileNames: 'assets/[name]-[hash][extname]',
        // What the light elements share is one chunk. Left to the splitter, the base path (which
        // the lazily loaded font and table chunks import too) was a chunk of its own: one more
        // request, and its headers, in each light element's first load. (The stage elements
        // share parts two or three of them use, which the splitter keeps apart.)
        codeSplitting:
          group === 'light' ? { groups: [{ name: 'runtime', minShareCount: 2 }] } : undefined,
      },
    },
  },
});
