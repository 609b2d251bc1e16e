/**
 * The embed page's URL hash: base64url content, optionally followed by WordPress's
 * `?secret=<token>` (WordPress appends `#?secret=…` to any iframe it embeds, after a hash the
 * address may already have). The secret is never read as content.
 */
export interface EmbedHash {
  content: string;
  /** WordPress's token, to echo in every message to the host; null outside WordPress. */
  secret: string | null;
}

const SECRET_MARK = '?secret=';
/** WordPress's host script drops messages whose secret has anything but letters and digits. */
const SECRET = /^[A-Za-z0-9]+/;

export function parseEmbedHash(hash: string): EmbedHash {
  const text = hash.startsWith('#') ? hash.slice(1) : hash;
  const at = text.indexOf(SECRET_MARK);
  if (at < 0) return { content: text, secret: null };
  const secret = SECRET.exec(text.slice(at + SECRET_MARK.length))?.[0] ?? null;
  // `page.html#abc` embedded by WordPress becomes `page.html#abc#?secret=…`.
  return { content: text.slice(0, at).replace(/#+$/, ''), secret };
}
