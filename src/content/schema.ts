import * as v from 'valibot';
import { isSiteUrl } from './url.ts';
import { AboutSchema } from './sections/about.ts';
import { ContactSchema } from './sections/contact.ts';
import { FooterSchema } from './sections/footer.ts';
import { HeroSchema } from './sections/hero.ts';
import { NavSchema } from './sections/nav.ts';
import { OwnerSchema } from './sections/owner.ts';
import { ProjectsSchema } from './sections/projects.ts';
import { WorkSchema } from './sections/work.ts';

/**
 * The content document: one schema is the source of the TypeScript types, of run-time
 * validation and of dist/portfolio.schema.json. Objects are strict, so a misspelt key is an
 * error rather than silently ignored. This module gathers the whole document's parts for the
 * build, the scripts and the tests; an element imports its own sections' schemas
 * (sections/*.ts, fields.ts, look-schema.ts) so that its bundle carries no other's.
 */

export * from './fields.ts';
export * from './look-schema.ts';
export * from './tech-icon.ts';
export * from './sections/about.ts';
export * from './sections/contact.ts';
export * from './sections/footer.ts';
export * from './sections/hero.ts';
export * from './sections/nav.ts';
export * from './sections/owner.ts';
export * from './sections/projects.ts';
export * from './sections/work.ts';

export const SECTION_SCHEMAS = {
  owner: OwnerSchema,
  nav: NavSchema,
  hero: HeroSchema,
  about: AboutSchema,
  projects: ProjectsSchema,
  work: WorkSchema,
  contact: ContactSchema,
  footer: FooterSchema,
} as const;

/** Read by the build only (link previews, oEmbed, sitemap); the elements ignore it. */
export const SiteSchema = v.strictObject({
  /**
   * Absolute address where dist/ is published, e.g. `https://example.com/portfolio/`:
   * `https:`, or `http:` for 127.0.0.1 and localhost. Without it the build writes no oEmbed
   * files, sitemap or absolute preview URLs.
   */
  url: v.optional(
    v.pipe(
      v.string(),
      v.check(
        isSiteUrl,
        'Expected an absolute https: URL with no query or hash (http: only for 127.0.0.1 and localhost)',
      ),
    ),
  ),
});
