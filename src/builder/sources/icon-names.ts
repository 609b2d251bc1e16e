/**
 * The simple-icons names the importers' tags and the hero's logos may use, as the mapping
 * takes them (src/content/import/tools.ts). Its own chunk, loaded on the first import: the
 * build writes the list (scripts/builder/icon-names.ts) from the same simple-icons package.
 */
import type { IconNames } from '../../content/import/tools.ts';

let names: Promise<IconNames> | undefined;

export function loadIconNames(): Promise<IconNames> {
  names ??= import('virtual:portfolio-icon-names').then(({ default: titles }) => ({
    slugs: new Set(Object.keys(titles)),
    title: (slug: string) => titles[slug],
  }));
  return names;
}
