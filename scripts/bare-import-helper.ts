import type { Plugin } from 'vite';

/** Vite's module holding the helper that each `import()` of a build is wrapped in. */
const PRELOAD_HELPER = '\0vite/preload-helper.js';

/**
 * The builds' `import()`s preload nothing (their `resolveDependencies` list none for a chunk:
 * an app that rebundles the package renames our files), so the helper need only call the
 * import. Vite's own, written to preload a list, would travel in every element
 * (docs/performance.md). The page's own `<link rel="modulepreload">` are the HTML's, not this.
 */
export function bareImportHelper(): Plugin {
  return {
    name: 'portfolio-bare-import-helper',
    enforce: 'pre',
    resolveId: (id) => (id === PRELOAD_HELPER ? id : null),
    load: (id) => (id === PRELOAD_HELPER ? 'export const __vitePreload = (load) => load();' : null),
  };
}
