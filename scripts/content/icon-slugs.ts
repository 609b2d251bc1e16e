/**
 * The simple-icons set, as the build knows it: the slugs content may name in `hero.logos`, and
 * the per-icon files the page fetches when it shows a logo other than the defaults. The page
 * itself never holds this list (src/content/schema.ts).
 */
import * as simpleIcons from 'simple-icons';
import type { SimpleIcon } from 'simple-icons';
import { ICON_SLUG } from '../../src/content/schema.ts';
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

/** `hero.logos` entries of the right form that name no icon, with the nearest slug as a hint. */
export function unknownLogoProblems(content: unknown): { path: string; message: string }[] {
  const logos = (content as { hero?: { logos?: unknown } } | null)?.hero?.logos;
  if (!Array.isArray(logos)) return [];
  return logos.flatMap((slug: unknown, i) => {
    if (typeof slug !== 'string' || !ICON_SLUG.test(slug) || KNOWN.has(slug)) return [];
    const hint = closestKey(slug, ICON_SLUGS);
    return [
      {
        path: `hero.logos[${i}]`,
        message: `Unknown icon "${slug}": not a simple-icons slug${hint ? `; did you mean \`${hint}\`?` : ''}`,
      },
    ];
  });
}
