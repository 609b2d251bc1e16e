/** Schemes content may link to; anything else (javascript:, data:, vbscript:...) is refused. */
const ALLOWED_SCHEMES = new Set(['https:', 'http:', 'mailto:']);

/** Matches a leading URL scheme such as `https:` or `javascript:`. */
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * True for https:, http:, mailto: and relative URLs. Control characters and whitespace that
 * browsers strip before parsing (the classic `java\tscript:` trick) are removed before the check.
 */
export function isSafeUrl(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  const cleaned = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const match = SCHEME.exec(cleaned);
  if (!match) return true;
  return ALLOWED_SCHEMES.has(`${match[1]!.toLowerCase()}:`);
}

/**
 * The inline forms an app's bundler gives an image it imports (Vite inlines small files as
 * `data:` URLs; an app may hand over a `blob:`). Only where the browser's image pipeline reads
 * them (an <img>, a texture), which runs no script, not even an SVG's; raster types and SVG only.
 */
const INLINE_IMAGE = /^(data:image\/(png|jpeg|gif|webp|avif|svg\+xml)[;,]|blob:)/i;

/** True for what isSafeUrl allows, but mailto:, and for the inline forms of an image. */
export function isSafeImageUrl(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  const cleaned = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (INLINE_IMAGE.test(cleaned)) return true;
  return isSafeUrl(cleaned) && !cleaned.toLowerCase().startsWith('mailto:');
}

/** Hosts where plain http: is acceptable for `site.url`: a page served from this machine. */
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost']);

/**
 * True for the absolute address dist/ is published at: `https:`, or `http:` on 127.0.0.1 or
 * localhost. Link-preview and oEmbed hosts fetch it from their servers, so nothing relative.
 */
export function isSiteUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password || url.search || url.hash) return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname));
}
