import type { ConfigIssue } from '../../content/types.ts';
import { basePath } from '../../lib/base-path.ts';
import { bundledUrl } from '../../lib/base-path.ts';
import { missingFileHint } from '../../three/dist-url.ts';
import { iconShard, readShard, shardFileName, type IconData } from './icon-shards.ts';
import { OWN_ICONS } from './own-icons.ts';

/**
 * The hero's logos by simple-icons slug. The four defaults are modelled at build time
 * (dist/models/<slug>.glb, with two-colour Python and the JS tile); any other slug's icon is
 * the build's copy when the owner's content names it (own-icons.ts), or else read from its
 * shard in dist/icons/ (icon-shards.ts), found as the models are (a base path, or the bundled
 * references of icon-shard-files.ts), and extruded where the stage is drawn. The page holds no
 * list of slugs: a slug its shard does not hold is unknown.
 */

/** The defaults, with the titles simple-icons gives them (a unit test holds them equal). */
export const BUILT_IN_LOGOS: Readonly<Record<string, string>> = {
  react: 'React',
  python: 'Python',
  git: 'Git',
  javascript: 'JavaScript',
};

export function isBuiltInLogo(slug: string): boolean {
  return Object.hasOwn(BUILT_IN_LOGOS, slug);
}

export type IconLookup = { found: true; icon: IconData } | { found: false };

/** The URL of the slug's shard: under the base path, or where the app's bundler put it. */
export async function iconUrl(slug: string): Promise<string> {
  const shard = iconShard(slug);
  const root = basePath();
  if (root) return new URL(`icons/${shardFileName(shard)}`, root).href;
  const { ICON_SHARD_FILES } = await import('../../three/icon-shard-files.ts');
  return bundledUrl(ICON_SHARD_FILES[shard]!());
}

function isIconData(value: unknown): value is IconData {
  const icon = value as Partial<IconData> | null;
  return (
    typeof icon?.title === 'string' &&
    typeof icon.path === 'string' &&
    typeof icon.hex === 'string' &&
    /^[0-9a-f]{6}$/i.test(icon.hex)
  );
}

type Shard = Readonly<Record<string, IconData>>;

async function fetchShard(url: string): Promise<Shard> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}${missingFileHint()}`);
  const shard = await readShard(response).catch(() => null);
  const valid =
    typeof shard === 'object' &&
    shard !== null &&
    !Array.isArray(shard) &&
    Object.values(shard).every(isIconData);
  if (!valid) throw new Error(`${url}: not an icon file`);
  return shard as Shard;
}

/** One request per shard for the page's life; a failed one is forgotten, so a retry can work. */
const shards = new Map<string, Promise<Shard>>();

/** The slug's icon where the build put it in the code (own-icons.ts): at once, with no request. */
export function ownIcon(slug: string): IconData | null {
  return Object.hasOwn(OWN_ICONS, slug) ? OWN_ICONS[slug]! : null;
}

export async function lookUpIcon(slug: string): Promise<IconLookup> {
  const own = ownIcon(slug);
  if (own) return { found: true, icon: own };
  const url = await iconUrl(slug);
  let shard = shards.get(url);
  if (!shard) {
    shard = fetchShard(url);
    shard.catch(() => shards.delete(url));
    shards.set(url, shard);
  }
  const icons = await shard;
  return Object.hasOwn(icons, slug) ? { found: true, icon: icons[slug]! } : { found: false };
}

/** Logos the desk scene has room for: one at each corner. */
export const MAX_HERO_LOGOS = 4;
/** A simple-icons slug's form. */
export const ICON_SLUG = /^[a-z0-9_]+$/;

/**
 * What is wrong with `hero.logos` before any icon is asked for: a slug of the wrong form, more
 * than four, one twice. The build runs it too (scripts/content/icon-slugs.ts).
 */
export function heroLogoIssues(slugs: readonly string[]): ConfigIssue[] {
  const issues: ConfigIssue[] = slugs.flatMap((slug, i) =>
    ICON_SLUG.test(slug)
      ? []
      : [
          {
            path: `hero.logos[${i}]`,
            message: `"${slug}" is not a simple-icons slug (lowercase letters, digits or _)`,
          },
        ],
  );
  if (slugs.length > MAX_HERO_LOGOS)
    issues.push({ path: 'hero.logos', message: `At most ${MAX_HERO_LOGOS} logos` });
  if (new Set(slugs).size < slugs.length)
    issues.push({ path: 'hero.logos', message: 'Each logo at most once' });
  return issues;
}

export function unknownIconIssue(slug: string, index: number): ConfigIssue {
  return {
    path: `hero.logos[${index}]`,
    message: `Unknown icon "${slug}": not a simple-icons slug (https://simpleicons.org)`,
  };
}

/** "React, Python, Git and JavaScript", in the language's own words and commas. */
export function listTitles(titles: readonly string[], lang = 'en'): string {
  if (titles.length <= 1) return titles.join('');
  // English as the page always wrote it (Intl's would add a serial comma).
  if (lang.toLowerCase().startsWith('en')) {
    return `${titles.slice(0, -1).join(', ')} and ${titles.at(-1)!}`;
  }
  return new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' }).format(titles);
}
