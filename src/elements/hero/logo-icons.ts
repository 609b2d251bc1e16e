import type { ConfigIssue } from '../../content/types.ts';
import { NoBasePathError, distRootUrl } from '../../three/dist-url.ts';

/**
 * The hero's logos by simple-icons slug. The four defaults are modelled at build time
 * (dist/models/<slug>.glb, with two-colour Python and the JS tile); any other slug's icon is
 * fetched from dist/icons/<slug>.json, beside the script, and extruded in the page. The page
 * holds no list of slugs: an icon file that is not there names an unknown slug.
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

/** One icon as dist/icons/<slug>.json holds it (scripts/content/icon-slugs.ts writes them). */
export interface IconData {
  title: string;
  /** The brand colour, six hex digits without the #. */
  hex: string;
  /** The 24x24 SVG path. */
  path: string;
}

export type IconLookup = { found: true; icon: IconData } | { found: false };

/** The icon file's URL; in an app's bundle without a base path, its path alone (dist-url.ts). */
export function iconUrl(slug: string): string {
  const root = distRootUrl();
  return root ? new URL(`icons/${slug}.json`, root).href : `icons/${slug}.json`;
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

async function fetchIcon(slug: string): Promise<IconLookup> {
  const url = iconUrl(slug);
  // No bundler copies the icons: the logo fails as an asset, saying to set a base path.
  if (!distRootUrl()) throw new NoBasePathError(url);
  const response = await fetch(url);
  if (response.status === 404) return { found: false };
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const icon: unknown = await response.json();
  if (!isIconData(icon)) throw new Error(`${url}: not an icon file`);
  return { found: true, icon };
}

/** One request per slug for the page's life; a failed one is forgotten, so a retry can work. */
const lookups = new Map<string, Promise<IconLookup>>();

export function lookUpIcon(slug: string): Promise<IconLookup> {
  let lookup = lookups.get(slug);
  if (!lookup) {
    lookup = fetchIcon(slug);
    lookup.catch(() => lookups.delete(slug));
    lookups.set(slug, lookup);
  }
  return lookup;
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
