import { createReadStream, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, relative, sep } from 'node:path';

/** The content type of each file dist/ holds, by extension. */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.glb': 'model/gltf-binary',
  '.gltf': 'model/gltf+json',
  '.wasm': 'application/wasm',
  // The icon shards (dist/icons/): sent as they are, unpacked by the page.
  '.gz': 'application/gzip',
  '.mp4': 'video/mp4',
};

export const contentType = (file: string): string =>
  CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';

/** Vite's content-hashed output: `chunks/` and `assets/`, each named `<name>-<8-char hash>.<ext>`. */
const HASHED = /^(chunks|assets)\/[^/]+-[A-Za-z0-9_-]{8}\.\w+$/;

/**
 * What a cache may keep. A hashed file never changes under its name, so it is kept for a year.
 * Every other address is stable and its content changes with the owner's next build (the loader
 * `portfolio-elements.js`, `embed.js`, `elements/<tag>.js`, the pages, models, schema, manifest):
 * a cache must ask again each time (a 304 costs one round trip).
 */
export function cacheControl(pathname: string): string {
  return HASHED.test(pathname.replace(/^\/+/, ''))
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';
}

/** The file below `root` that a request's URL names (a folder's index.html), if any. */
export function fileFor(root: string, url: string | undefined): string | undefined {
  // '//x' would parse as a host; collapse leading slashes into one path.
  const path = (url ?? '/').replace(/^\/+/, '/');
  let file: string;
  try {
    file = normalize(join(root, decodeURIComponent(new URL(path, 'http://x').pathname)));
  } catch {
    return undefined;
  }
  if (file !== root && !file.startsWith(root.endsWith(sep) ? root : root + sep)) return undefined;
  try {
    if (statSync(file).isDirectory()) file = join(file, 'index.html');
    return statSync(file).isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The file's validator: its size and modification time. Weak, since the same content may be
 * sent encoded. With it, a `no-cache` file asked again (a model a new stage worker loads once
 * more) is answered 304, without its body.
 */
export function etagOf(file: string): string {
  const { size, mtimeMs } = statSync(file);
  return `W/"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`;
}

/** Whether the request already holds this version (`If-None-Match` names its validator). */
export function isFresh(req: Pick<IncomingMessage, 'headers'>, etag: string): boolean {
  const held = req.headers['if-none-match'];
  return !!held && held.split(',').some((tag) => tag.trim() === etag);
}

/** The headers every static response carries, whatever its encoding. */
export function staticHeaders(root: string, file: string): Record<string, string> {
  return {
    'content-type': contentType(file),
    'cache-control': cacheControl(relative(root, file).split(sep).join('/')),
    'access-control-allow-origin': '*',
    etag: etagOf(file),
  };
}

/** Serves files below `root`; answers false when nothing matched so a 404 can follow. */
export function serveStatic(root: string, req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const file = fileFor(root, req.url);
  if (!file) return false;
  const headers = staticHeaders(root, file);
  if (isFresh(req, headers.etag!)) {
    res.writeHead(304, headers).end();
    return true;
  }
  res.writeHead(200, { ...headers, 'content-length': statSync(file).size });
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
  return true;
}
