import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, relative, resolve, sep } from 'node:path';
import serveStatic from 'serve-static';

/**
 * The content type of each file dist/ holds, by extension. Ours rather than the library's
 * (mime-types): its 3.0.0 and 3.0.1, both within send's range, name `.mp4` application/mp4, and
 * it names `.xml` without a charset.
 */
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

/** Answers true when it served the request, false when nothing matched so a route or 404 can follow. */
export type StaticFiles = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

/**
 * The files below `root`, served by serve-static: a folder's index.html (a folder asked without
 * its slash is redirected to it), HEAD, nothing outside `root`, and a weak ETag of size and
 * modification time, so a `no-cache` file asked again (a model a new stage worker loads once
 * more) is answered 304, without its body. `headers` go on every file beside ours (the
 * benchmark's gzip copies name their encoding).
 */
export function staticFiles(root: string, headers: Record<string, string> = {}): StaticFiles {
  const dir = resolve(root);
  const serve = serveStatic(dir, {
    // Set before the library's freshness check, so a 304 carries them too.
    setHeaders(res, file) {
      res.setHeader('content-type', contentType(file));
      res.setHeader('cache-control', cacheControl(relative(dir, file).split(sep).join('/')));
      res.setHeader('access-control-allow-origin', '*');
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    },
    cacheControl: false,
    // One validator, the ETag, and whole files: past the file's lookup the library hands its
    // errors on, so a range the file cannot hold would come back a 500, not a 416.
    acceptRanges: false,
    lastModified: false,
    // What the owner puts in demo/public/ is published whole, `.well-known/` included.
    dotfiles: 'allow',
  });
  return (req, res) =>
    new Promise((done, fail) => {
      // The library calls next only when nothing matched; whatever it answers ends in close.
      const served = () => done(true);
      res.once('close', served);
      serve(req, res, (error?: unknown) => {
        res.off('close', served);
        // A request the file cannot answer (a precondition that fails) gets its own status.
        const status = (error as { status?: unknown } | undefined)?.status;
        if (typeof status === 'number' && status < 500) {
          res.writeHead(status).end();
          done(true);
        } else if (error) fail(error);
        else done(false);
      });
    });
}
