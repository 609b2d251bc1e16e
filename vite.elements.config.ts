/**
 * The second build: the elements, on Preact's React-compatible runtime, into the same dist/ (run
 * after vite.config.ts, which empties it).
 *
 * The source is unchanged React; only the runtime differs, so the page's thread runs about
 * 10 KB gzip of runtime instead of React DOM's 78. A 3D stage is drawn in a worker; where none
 * can start, the page draws it with React and r3f from dist/page-stage.js (StageCanvas), which
 * the first build writes. Fonts and images are the same files with the same content hashes, so
 * the two builds write identical copies and a page fetches each once.
 */
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { ELEMENT_ENTRIES } from './elements.config.ts';
import { DIST } from './scripts/build-paths.ts';
import { bareImportHelper } from './scripts/bare-import-helper.ts';
import { emailjsWebStorage } from './scripts/emailjs-web-storage.ts';
import { ownIconsPlugin } from './scripts/own-icons.ts';

const here = import.meta.dirname;

const PAGE_STAGE_IMPORT = /^\.\.\/page-stage\.js$/;

/**
 * Keeps StageCanvas's import of dist/page-stage.js as it is written: the page's build writes that
 * file, one folder above the elements and the chunks alike.
 */
function pageStageBeside(): Plugin {
  return {
    name: 'portfolio-page-stage-beside',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!PAGE_STAGE_IMPORT.test(source) || !importer?.endsWith('/src/three/StageCanvas.tsx')) {
        return null;
      }
      return { id: source, external: true };
    },
  };
}

export default defineConfig({
  root: here,
  base: './',
  publicDir: false,
  plugins: [react(), emailjsWebStorage(), bareImportHelper(), pageStageBeside(), ownIconsPlugin()],
  resolve: {
    alias: [
      // Preact's root, minus compat's emptying of the container (see preact-client.ts).
      { find: /^react-dom\/client$/, replacement: resolve(here, 'src/platform/preact-client.ts') },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
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
      // (setBasePath, mountPageStage).
      preserveEntrySignatures: 'exports-only',
      input: Object.fromEntries(
        Object.entries(ELEMENT_ENTRIES).map(([tag, file]) => [tag, resolve(here, file)]),
      ),
      output: {
        entryFileNames: 'elements/[name].js',
        chunkFileNames: 'chunks/light-[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
      },
    },
  },
});
