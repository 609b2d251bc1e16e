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
