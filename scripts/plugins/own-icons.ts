/**
 * A build plugin: src/elements/hero/own-icons.ts gets the icons the owner's content names that
 * the page does not bundle (scripts/content/icon-slugs.ts), so the standalone page and the
 * embeds show them without a request. Content that arrives at run time (a blog's JSON script)
 * still reads the shards in dist/icons/. The dev server reads the shards too: its content
 * changes under it.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { ownIcons } from '../content/icon-slugs.ts';
import { CONTENT_FILE } from '../content/validate.ts';

const OWN_ICONS = resolve(import.meta.dirname, '../../src/elements/hero/own-icons.ts');

export function ownIconsPlugin(): Plugin {
  return {
    name: 'portfolio-own-icons',
    apply: 'build',
    load(id) {
      if (id.split('?')[0] !== OWN_ICONS) return null;
      const icons = ownIcons(JSON.parse(readFileSync(CONTENT_FILE, 'utf8')));
      return `export const OWN_ICONS = ${JSON.stringify(icons)};`;
    },
  };
}
