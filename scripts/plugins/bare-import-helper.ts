import type { Plugin } from 'vite';

/** Vite's module holding the helper that each `import()` of a build is wrapped in. */
const PRELOAD_HELPER = '\0vite/preload-helper.js';

/**
 * The end of the helper's calls as the minified chunk has them: its empty list of files to
 * preload, and the chunk's own URL to resolve that list from.
 */
const HELPER_CALL_URL = ',[],import.meta.url)';

/**
 * The builds' `import()`s preload nothing (their `resolveDependencies` list none for a chunk:
 * an app that rebundles the package renames our files), so the helper need only call the
 * import. Vite's own, written to preload a list, would travel in every element
 * (docs/performance.md). The page's own `<link rel="modulepreload">` are the HTML's, not this.
 *
 * Nor does a call pass the chunk's URL (`import.meta.url`), which the helper no longer reads:
 * webpack writes the absolute path of the module on the machine that builds an app in place of
 * every bare `import.meta.url`.
 */
export function bareImportHelper(): Plugin {
  return {
    name: 'portfolio-bare-import-helper',
    enforce: 'pre',
    resolveId: (id) => (id === PRELOAD_HELPER ? id : null),
    load: (id) => (id === PRELOAD_HELPER ? 'export const __vitePreload = (load) => load();' : null),
    generateBundle: {
      // After Vite has written each call's list of files (empty).
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk') chunk.code = chunk.code.replaceAll(HELPER_CALL_URL, ',[])');
        }
      },
    },
  };
}
