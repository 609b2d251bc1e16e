/**
 * `virtual:portfolio-icon-names` for the builder page: every simple-icons slug with its title,
 * from the same package and list as the build's checks (icon-slugs.ts), so the page's importers
 * make the tags `npm run import` makes. About 30 KB gzip, in a chunk of its own.
 */
import type { Plugin } from 'vite';
import { ICON_NAMES, ICON_SLUGS } from '../content/icon-slugs.ts';

const ID = 'virtual:portfolio-icon-names';
const RESOLVED = `\0${ID}`;

export function iconNamesModule(): Plugin {
  return {
    name: 'portfolio-icon-names',
    resolveId: (id) => (id === ID ? RESOLVED : null),
    load(id) {
      if (id !== RESOLVED) return null;
      const titles = Object.fromEntries(ICON_SLUGS.map((slug) => [slug, ICON_NAMES.title(slug)]));
      return `export default ${JSON.stringify(titles)};`;
    },
  };
}
