/**
 * Which keywords are tech tags: a keyword is one when a slug made from it is an icon the content
 * takes (resolveTechIcon, the schema's one check of an icon name, against the full list of
 * simple-icons slugs the caller gives: the build's in a clone, the builder page's own copy).
 */
import { titleToSlug } from 'simple-icons/sdk';
import { resolveTechIcon } from '../schema.ts';
import type { ProjectTag } from '../types.ts';
import type { IconNames } from './tools.ts';

/**
 * Keywords whose slug by the rule below is another brand's icon: GitHub's language "Shell" is
 * the oil company's `shell`, where the shell's own icon is Bash's.
 */
const NOT_THE_BRAND: Readonly<Record<string, string>> = { shell: 'gnubash' };

/**
 * simple-icons' own rule first ("C++" → cplusplus, "Next.js" → nextdotjs), then the letters and
 * digits alone ("shadcn/ui" → shadcnui).
 */
function candidates(keyword: string): string[] {
  const meant = NOT_THE_BRAND[keyword.trim().toLowerCase()];
  if (meant) return [meant];
  const plain = keyword
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z\d]/g, '');
  return [...new Set([titleToSlug(keyword), plain])].filter(Boolean);
}

/** The icon slug a keyword names, when it is one the tags can show. */
export function tagIcon(keyword: string, icons: IconNames): string | undefined {
  return candidates(keyword).find((slug) => resolveTechIcon(slug, icons.slugs).ok);
}

/** A simple-icons slug for the hero's logos (which take any icon the build ships). */
export function heroLogoSlug(keyword: string, icons: IconNames): string | undefined {
  return candidates(keyword).find((slug) => icons.slugs.has(slug));
}

/**
 * The tags of a list of keywords (each icon once, in order); `name` keeps the keyword's own
 * spelling, or the icon's title when the keyword is a bare slug (a GitHub topic).
 */
export function tagsOf(keywords: readonly string[], icons: IconNames): ProjectTag[] {
  const tags: ProjectTag[] = [];
  for (const keyword of keywords) {
    const icon = tagIcon(keyword, icons);
    if (!icon || tags.some((tag) => tag.icon === icon)) continue;
    const name = keyword === icon ? (icons.title(icon) ?? keyword) : keyword;
    tags.push({ id: tags.length + 1, name, icon: icon as ProjectTag['icon'] });
  }
  return tags;
}
