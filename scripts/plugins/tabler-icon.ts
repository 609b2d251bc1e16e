import { resolve } from 'node:path';

/**
 * Each of `@tabler/icons-react`'s icon modules imports the package's factory as
 * `../createReactComponent.mjs`: this alias, in the builds that bundle the browser's code (the
 * page's and the elements'), puts ours there (src/platform/tabler-icon.ts), which draws the same
 * `<svg>` without `forwardRef`.
 */
export const TABLER_ICON_FACTORY = {
  find: /^\.\.\/createReactComponent\.mjs$/,
  replacement: resolve(import.meta.dirname, '../../src/platform/tabler-icon.ts'),
};
