import * as v from 'valibot';
import { color, ImageUrlSchema, text, UrlSchema } from '../fields.ts';
import { TechIconSchema } from '../tech-icon.ts';

export const ProjectTagSchema = v.strictObject({
  id: v.number(),
  /** Shown as the icon's label. */
  name: text,
  /** A simple-icons slug (https://simpleicons.org, e.g. "rust", "postgresql"), or a built-in name. */
  icon: TechIconSchema,
});

/** The logo tile's look; left out, it is tinted from the logo's brand colour or the accent. */
export const LogoStyleSchema = v.strictObject({
  backgroundColor: color,
  border: color,
  boxShadow: color,
});

export const ProjectSchema = v.strictObject({
  title: text,
  desc: text,
  subdesc: text,
  /** The live site: a "Check live site" link under the tags. */
  href: v.optional(UrlSchema),
  /**
   * An image URL when `isImage` is true (the default), otherwise a tag icon name (a
   * simple-icons slug); left out, the title's first letter on the tile.
   */
  logo: v.optional(ImageUrlSchema),
  isImage: v.optional(v.boolean(), true),
  logoStyle: v.optional(LogoStyleSchema),
  /**
   * The screenshot: in the card, and on the demo computer's screen (cropped to cover it); left
   * out, a card with the project's title stands in.
   */
  spotlight: v.optional(ImageUrlSchema),
  /**
   * A video (MP4 or WebM, muted and looped) for the demo computer's screen instead of the
   * spotlight, which shows while it loads and if it cannot play. Another origin must send CORS.
   */
  texture: v.optional(UrlSchema),
  tags: v.array(ProjectTagSchema),
});

export const ProjectsSchema = v.strictObject({
  title: text,
  items: v.pipe(v.array(ProjectSchema), v.minLength(1, 'Give at least one project')),
  computerSrc: v.optional(UrlSchema),
});
