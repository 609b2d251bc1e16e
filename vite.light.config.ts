/**
 * The second build: the elements without a 3D stage (LIGHT_ELEMENTS), on Preact's
 * React-compatible runtime, into the same dist/ (run after vite.config.ts, which empties it).
 *
 * The source is unchanged React; only the runtime differs, so one of these elements alone costs
 * about 20 KB gzip of script instead of React DOM's 78. The 3D sections keep React, which
 * react-three-fiber needs. Fonts and images are the same files with the same content hashes,
 * so the two builds write identical copies and a page that uses both fetches each once.
 */
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { ELEMENT_ENTRIES, LIGHT_ELEMENTS } from './elements.config.ts';
import { DIST } from './scripts/build-paths.ts';
import { bareImportHelper } from './scripts/bare-import-helper.ts';
import { emailjsWebStorage } from './scripts/emailjs-web-storage.ts';

const here = import.meta.dirname;

export default defineConfig({
  root: here,
  base: './',
  publicDir: false,
  plugins: [react(), emailjsWebStorage(), bareImportHelper()],
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
      input: Object.fromEntries(
        Object.entries(ELEMENT_ENTRIES)
          .filter(([tag]) => LIGHT_ELEMENTS.has(tag))
          .map(([tag, file]) => [tag, resolve(here, file)]),
      ),
      output: {
        entryFileNames: 'elements/[name].js',
        chunkFileNames: 'chunks/light-[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
      },
    },
  },
});
