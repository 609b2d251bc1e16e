import * as v from 'valibot';
import { isSafeImageUrl, isSafeUrl } from './url.ts';

/**
 * The fields the sections' schemas share (sections/*.ts). Each element imports its own
 * sections' schemas and these, never the whole document's (schema.ts), so its bundle carries
 * no other section's checks.
 */

export const text = v.string();
/** A link or file: `https:`, `http:`, `mailto:` or relative (to the page). */
export const UrlSchema = v.pipe(
  v.string(),
  v.check(isSafeUrl, 'Only https:, http:, mailto: or relative URLs are allowed'),
);
/** An image's URL: also the `data:image/...` and `blob:` forms a bundler gives (url.ts). */
export const ImageUrlSchema = v.pipe(
  v.string(),
  v.check(
    isSafeImageUrl,
    'Only https:, http:, relative, data:image/ or blob: URLs are allowed for an image',
  ),
);
export const color = v.pipe(v.string(), v.maxLength(64));

export const CtaSchema = v.strictObject({ label: text, href: UrlSchema });

export const CardSchema = v.strictObject({ title: text, text });
