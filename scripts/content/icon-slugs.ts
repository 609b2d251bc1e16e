/**
 * The simple-icons set, as the build knows it: the slugs content may name in `hero.logos` and
 * tags, the shards of dist/icons/ the page reads when it shows an icon it does not bundle, and
 * the content's own icons, which the build bundles. The page itself never holds this list
 * (src/content/schema.ts).
 */
import * as simpleIcons from 'simple-icons';
import type { SimpleIcon } from 'simple-icons';
import { ICON_SHARDS, iconShard, shardFileName } from '../../src/elements/hero/icon-shards.ts';
import {
  heroLogoIssues,
  isBuiltInLogo,
  unknownIconIssue,
} from '../../src/elements/hero/logo-icons.ts';
import { resolveTechIcon } from '../../src/content/schema.ts';
import { closestKey } from '../../src/content/closest-key.ts';
import type { IconNames } from '../../src/content/import/tools.ts';

const ICONS: readonly SimpleIcon[] = Object.values(simpleIcons).filter(
  (value): value is SimpleIcon => typeof value === 'object' && 'slug' in value && 'path' in value,
);

export const ICON_SLUGS: readonly string[] = ICONS.map((icon) => icon.slug).sort();
const KNOWN = new Set(ICON_SLUGS);

export function iconBySlug(slug: string): SimpleIcon | undefined {
  return KNOWN.has(slug) ? ICONS.find((icon) => icon.slug === slug) : undefined;
}

/** The set as the importers' mapping takes it (src/content/import/tools.ts). */
export const ICON_NAMES: IconNames = { slugs: KNOWN, title: (slug) => iconBySlug(slug)?.title };

/** What a shard holds of one icon: all the page needs to extrude and name one logo. */
export interface IconFile {
  title: string;
  hex: string;
  path: string;
}

export function iconFile({ title, hex, path }: SimpleIcon): IconFile {
  return { title, hex, path };
}

/** Every shard of dist/icons/, by file name, its icons by slug in slug order; none left out. */
export function iconShardFiles(): [name: string, icons: Record<string, IconFile>][] {
  const shards = Array.from({ length: ICON_SHARDS }, (): Record<string, IconFile> => ({}));
  const bySlug = [...ICONS].sort((a, b) => (a.slug < b.slug ? -1 : 1));
  for (const icon of bySlug) shards[iconShard(icon.slug)]![icon.slug] = iconFile(icon);
  return shards.map((icons, shard) => [shardFileName(shard), icons]);
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The slugs one layer of content names as icons: `hero.logos`, tag icons and icon logos. */
function namedIcons(layer: unknown): string[] {
  if (!isObject(layer)) return [];
  const hero = isObject(layer.hero) ? layer.hero : {};
  // The hero extrudes any logo but its four defaults, a built-in tag name's too (typescript).
  const logos: unknown[] = Array.isArray(hero.logos) ? hero.logos : [];
  const slugs = logos.filter(
    (slug): slug is string => typeof slug === 'string' && KNOWN.has(slug) && !isBuiltInLogo(slug),
  );
  const names: unknown[] = [];
  const projects = isObject(layer.projects) ? layer.projects : {};
  for (const item of Array.isArray(projects.items) ? projects.items : []) {
    if (!isObject(item)) continue;
    if (item.isImage === false) names.push(item.logo);
    for (const tag of Array.isArray(item.tags) ? item.tags : []) {
      if (isObject(tag)) names.push(tag.icon);
    }
  }
  const tagSlugs = names.flatMap((name) => {
    if (typeof name !== 'string') return [];
    const found = resolveTechIcon(name, KNOWN);
    // A bundled tag icon, or a name the content checks refuse: nothing to carry.
    return found.ok && !found.builtIn ? [found.slug] : [];
  });
  return [...slugs, ...tagSlugs];
}

/**
 * The icons the content and its locales name that the page does not bundle, by slug: the build
 * writes them into the page's code (scripts/plugins/own-icons.ts), so its own logos and tags fetch
 * no shard. A bundled name (a default logo, a built-in tag) is not repeated.
 */
export function ownIcons(content: unknown): Record<string, IconFile> {
  const locales = isObject(content) && isObject(content.locales) ? content.locales : {};
  const slugs = [content, ...Object.values(locales)].flatMap(namedIcons);
  return Object.fromEntries(
    [...new Set(slugs)].sort().map((slug) => [slug, iconFile(iconBySlug(slug)!)]),
  );
}

/**
 * What is wrong with the content's `hero.logos`: the page's own checks (form, count, repeats),
 * then each slug the icon set does not hold, with the nearest one as a hint.
 */
export function heroLogoProblems(content: unknown): { path: string; message: string }[] {
  const logos = (content as { hero?: { logos?: unknown } } | null)?.hero?.logos;
  // Not a list of strings: the schema names that.
  if (!Array.isArray(logos) || !logos.every((slug) => typeof slug === 'string')) return [];
  const slugs = logos as string[];
  const formed = heroLogoIssues(slugs);
  if (formed.length) return formed;
  return slugs.flatMap((slug, i) => {
    if (KNOWN.has(slug)) return [];
    const hint = closestKey(slug, ICON_SLUGS);
    const { path, message } = unknownIconIssue(slug, i);
    return [{ path, message: hint ? `${message}; did you mean \`${hint}\`?` : message }];
  });
}

/**
 * Each project's tag icons and icon logo that simple-icons does not hold, with the nearest
 * slug as a hint (their form is the schema's to check, through the same resolveTechIcon).
 */
export function tagIconProblems(content: unknown): { path: string; message: string }[] {
  const items = (content as { projects?: { items?: unknown } } | null)?.projects?.items;
  if (!Array.isArray(items)) return [];
  const problems: { path: string; message: string }[] = [];
  const check = (name: unknown, path: string) => {
    if (typeof name !== 'string' || !resolveTechIcon(name).ok) return;
    const found = resolveTechIcon(name, KNOWN);
    if (found.ok) return;
    const hint = closestKey(name, ICON_SLUGS);
    problems.push({
      path,
      message: hint ? `${found.message}; did you mean \`${hint}\`?` : found.message,
    });
  };
  items.forEach((item: unknown, i) => {
    const project = item as { logo?: unknown; isImage?: unknown; tags?: unknown } | null;
    if (project?.isImage === false) check(project.logo, `projects.items[${i}].logo`);
    if (Array.isArray(project?.tags)) {
      project.tags.forEach((tag: unknown, j) =>
        check((tag as { icon?: unknown } | null)?.icon, `projects.items[${i}].tags[${j}].icon`),
      );
    }
  });
  return problems;
}
