import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { DIST } from './scripts/build/build-paths.ts';
import { iconNamesModule } from './scripts/builder/icon-names.ts';

const here = import.meta.dirname;
/** Everything the builder page ships sits in dist/builder/: nothing else in dist/ changes. */
const OUT = 'builder/assets';

/**
 * simple-icons' SDK imports node:fs and node:path for its file readers, which the page never
 * calls (it takes only titleToSlug): an empty module stands in for them.
 */
function sdkWithoutFiles(): Plugin {
  const EMPTY = '\0portfolio-empty-node-module';
  return {
    name: 'portfolio-sdk-without-files',
    enforce: 'pre',
    resolveId(id, importer) {
      const fromSdk = importer?.includes('/node_modules/simple-icons/');
      return fromSdk && (id === 'node:fs/promises' || id === 'node:path') ? EMPTY : null;
    },
    load: (id) => (id === EMPTY ? 'export default {};' : null),
  };
}

/**
 * dist/builder/: the page for owners without Node (docs/builder.md), a build of its own after
 * the page's and the elements' (which empty and fill dist/). It shares no chunk with them: its
 * preview loads the dist/ loader by URL at run time, so the elements' bundles cannot grow.
 */
export default defineConfig({
  root: resolve(here, 'demo'),
  base: './',
  publicDir: false,
  plugins: [sdkWithoutFiles(), iconNamesModule()],
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: {
    outDir: DIST,
    emptyOutDir: false,
    target: 'es2022',
    assetsDir: OUT,
    // Content URLs are validated, and data: URLs are refused there: keep every asset a file.
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: {
        builder: resolve(here, 'demo/builder/index.html'),
        preview: resolve(here, 'demo/builder/preview.html'),
      },
      output: {
        entryFileNames: `${OUT}/[name]-[hash].js`,
        chunkFileNames: `${OUT}/[name]-[hash].js`,
        assetFileNames: `${OUT}/[name]-[hash][extname]`,
      },
    },
  },
});
