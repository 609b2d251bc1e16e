/**
 * The simple-icons set, as the build knows it: the slugs content may name in `hero.logos`, and
 * the per-icon files the page fetches when it shows a logo other than the defaults. The page
 * itself never holds this list (src/content/schema.ts).
 */
import * as simpleIcons from 'simple-icons';
import type { SimpleIcon } from 'simple-icons';
import { heroLogoIssues, unknownIconIssue } from '../../src/elements/hero/logo-icons.ts';
import { resolveTechIcon } from '../../src/content/schema.ts';
import { closestKey } from './closest-key.ts';

const ICONS: readonly SimpleIcon[] = Object.values(simpleIcons).filter(
  (value): value is SimpleIcon => typeof value === 'object' && 'slug' in value && 'path' in value,
);

export const ICON_SLUGS: readonly string[] = ICONS.map((icon) => icon.slug).sort();
const KNOWN = new Set(ICON_SLUGS);

export function iconBySlug(slug: string): SimpleIcon | undefined {
  return KNOWN.has(slug) ? ICONS.find((icon) => icon.slug === slug) : undefined;
}

/** What dist/icons/<slug>.json holds: all the page needs to extrude and name one logo. */
export interface IconFile {
  title: string;
  hex: string;
  path: string;
}

export function iconFile({ title, hex, path }: SimpleIcon): IconFile {
  return { title, hex, path };
}

export function iconFiles(): [slug: string, file: IconFile][] {
  return ICONS.map((icon) => [icon.slug, iconFile(icon)]);
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
