/**
 * Which keywords are tech tags: a keyword is one when a slug made from it passes the content
 * schema's own tag check (ProjectTagSchema), so the importer takes whatever icons the schema
 * takes. A schema that checks only a slug's form (not a closed list) also needs the slug in the
 * icon set the build ships (simple-icons).
 */
import { titleToSlug } from 'simple-icons/sdk';
import * as v from 'valibot';
import { ProjectTagSchema } from '../../src/content/schema.ts';
import type { ProjectTag } from '../../src/content/types.ts';
import { ICON_SLUGS, iconBySlug } from '../content/icon-slugs.ts';

const KNOWN = new Set(ICON_SLUGS);

const schemaTakes = (slug: string) => v.is(ProjectTagSchema, { id: 1, name: slug, icon: slug });
/** No icon set has this name: a schema that takes it checks the form alone. */
const SCHEMA_IS_OPEN = schemaTakes('zz-no-icon-is-called-this');

/**
 * simple-icons' own rule first ("C++" → cplusplus, "Next.js" → nextdotjs), then the letters and
 * digits alone, as the schema's bundled names are ("Next.js" → nextjs; "C++" would be c).
 */
function candidates(keyword: string): string[] {
  const plain = keyword
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z\d]/g, '');
  return [...new Set([titleToSlug(keyword), plain])].filter(Boolean);
}

/** The icon slug a keyword names, when it is one the tags can show. */
export function tagIcon(keyword: string): string | undefined {
  return candidates(keyword).find(
    (slug) => schemaTakes(slug) && (!SCHEMA_IS_OPEN || KNOWN.has(slug)),
  );
}

/** A simple-icons slug for the hero's logos (which take any icon the build ships). */
export function heroLogoSlug(keyword: string): string | undefined {
  return candidates(keyword).find((slug) => KNOWN.has(slug));
}

/**
 * The tags of a list of keywords (each icon once, in order); `name` keeps the keyword's own
 * spelling, or the icon's title when the keyword is a bare slug (a GitHub topic).
 */
export function tagsOf(keywords: readonly string[]): ProjectTag[] {
  const tags: ProjectTag[] = [];
  for (const keyword of keywords) {
    const icon = tagIcon(keyword);
    if (!icon || tags.some((tag) => tag.icon === icon)) continue;
    const name = keyword === icon ? (iconBySlug(icon)?.title ?? keyword) : keyword;
    tags.push({ id: tags.length + 1, name, icon: icon as ProjectTag['icon'] });
  }
  return tags;
}
