/**
 * The pictures `npm run import` makes as files in the owner's folder (monograms, screenshot
 * cards), and the tools the shared mapping (src/content/import/) runs with here: the build's
 * icon list and its gazetteer.
 */
import { createHash } from 'node:crypto';
import type { ImportTools } from '../../src/content/import/tools.ts';
import type { Pictures } from '../../src/content/import/shared.ts';
import { IMPORTED_DIR } from '../../src/content/import/merge.ts';
import { locatePlace } from '../content/gazetteer.ts';
import { ICON_NAMES } from '../content/icon-slugs.ts';
import { logoStyle, monogramSvg, screenshotCardSvg } from './cards.ts';

/** "Café Lumen" → "cafe-lumen-3f9a1c": readable, and unique per name. */
function fileName(kind: string, name: string, key = name): string {
  const slug = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z\d]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);
  const hash = createHash('sha256').update(key).digest('hex').slice(0, 6);
  return `${IMPORTED_DIR}/${kind}-${slug ? `${slug}-` : ''}${hash}.svg`;
}

export function makePictures(accent: string | undefined): Pictures {
  const files = new Map<string, string>();
  return {
    files,
    monogram(kind, name) {
      const path = fileName(kind, name);
      files.set(path, monogramSvg(name, accent));
      return path;
    },
    card(project) {
      const path = fileName('card', project.title, `${project.title}\n${project.href ?? ''}`);
      files.set(path, screenshotCardSvg(project, accent));
      return path;
    },
    logoStyle: logoStyle(accent),
  };
}

/** The mapping's tools in a clone: pictures as files, the full icon list, the gazetteer. */
export function makeTools(accent: string | undefined): ImportTools {
  return { pictures: makePictures(accent), icons: ICON_NAMES, locate: locatePlace };
}
