import * as v from 'valibot';

/**
 * The built-in tag names: each ships with the bundle. Any other simple-icons slug works too,
 * its icon read from its shard in dist/icons/ (resolveTechIcon, lookUpIcon).
 */
export const TECH_ICONS = [
  'nextjs',
  'styledcomponents',
  'redux',
  'react',
  'recoil',
  'tailwindcss',
  'mantine',
  'swr',
  'shadcnui',
  'typescript',
  'javascript',
  'python',
  'git',
  'nodejs',
] as const;

/** simple-icons' own slugs for the built-in names that differ from them. */
const BUILT_IN_SLUGS: Partial<Record<(typeof TECH_ICONS)[number], string>> = {
  nextjs: 'nextdotjs',
  nodejs: 'nodedotjs',
};

/** A simple-icons slug's form (which slugs exist is the build's to check: icon-slugs.ts). */
export const ICON_SLUG_FORM = /^[a-z0-9_]+$/;

/** What a tag's or a project logo's icon name stands for. */
export type TechIconResolution =
  | {
      ok: true;
      /** The simple-icons slug: its shard in dist/icons/ holds its path and colour. */
      slug: string;
      /** The built-in name, bundled, when it is one. */
      builtIn: (typeof TECH_ICONS)[number] | null;
    }
  | { ok: false; message: string };

/**
 * The one check of an icon name, for the schema, the views, the build and importers: a
 * built-in name or any simple-icons slug. `knownSlugs` (the build's full list) also refuses a
 * well-formed slug that simple-icons does not have; the page never holds that list.
 */
export function resolveTechIcon(
  name: string,
  knownSlugs?: ReadonlySet<string>,
): TechIconResolution {
  const builtIn = (TECH_ICONS as readonly string[]).includes(name)
    ? (name as (typeof TECH_ICONS)[number])
    : null;
  if (builtIn) return { ok: true, slug: BUILT_IN_SLUGS[builtIn] ?? builtIn, builtIn };
  if (!ICON_SLUG_FORM.test(name)) {
    return {
      ok: false,
      message: `"${name}" is not a simple-icons slug (lowercase letters, digits or _, e.g. "rust", "postgresql")`,
    };
  }
  if (knownSlugs && !knownSlugs.has(name)) {
    return { ok: false, message: `Unknown icon "${name}": not a simple-icons slug` };
  }
  return { ok: true, slug: name, builtIn: null };
}

export const TechIconSchema = v.pipe(
  v.string(),
  v.check(
    (name) => resolveTechIcon(name).ok,
    'Expected a simple-icons slug (lowercase letters, digits or _, e.g. "rust") or a built-in tag name',
  ),
);
