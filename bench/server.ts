/**
 * The benchmark's server: a snapshot of dist/ (other builds may replace dist/ mid-run), served
 * by the project's own static server on 127.0.0.1 with two routes in front of it:
 * - text and binary assets gzip-encoded when the browser accepts it, as any static host or CDN
 *   serves them (the budgets are in gzip bytes; the plain server sends identity bytes);
 * - `/__bench/*`: the element-alone pages and the reference cube page;
 * - `/text-floor.html`: the page's words alone (bench/pages.ts), beside index.html.
 */
import { build } from 'esbuild';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startServer, type Route, type RunningServer } from '../server/server.ts';
import { contentType, fileFor, isFresh, staticHeaders } from '../server/static.ts';
import { aloneHtml, referenceHtml, TEXT_FLOOR_PATH, textFloorHtml } from './pages.ts';

/** What a static host compresses: everything but already-compressed images, fonts and video. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.glb', '.wasm']);
export interface BenchServer extends RunningServer {
  /** The dist/ snapshot being served. */
  root: string;
}

/** Gzip once per body: compressing on every request would add server time to the timings. */
const gzipped = new WeakMap<Buffer, Buffer>();

function send(
  req: IncomingMessage,
  res: ServerResponse,
  body: Buffer,
  headers: Record<string, string>,
): void {
  if (headers.etag && isFresh(req, headers.etag)) {
    res.writeHead(304, headers).end();
    return;
  }
  const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  let payload = body;
  if (gzip) {
    payload = gzipped.get(body) ?? gzipSync(body);
    gzipped.set(body, payload);
  }
  res.writeHead(200, {
    ...headers,
    'content-length': payload.length,
    vary: 'accept-encoding',
    ...(gzip ? { 'content-encoding': 'gzip' } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : payload);
}

/** Headers for a page or script the benchmark makes itself (never cached). */
const generated = (name: string) => ({
  'content-type': contentType(name),
  'cache-control': 'no-cache',
  'access-control-allow-origin': '*',
});

function gzipRoute(root: string): Route {
  const cache = new Map<string, Buffer>();
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if (!/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) return false;
    const file = fileFor(root, req.url);
    if (!file || !COMPRESSIBLE.has(extname(file))) return false;
    let body = cache.get(file);
    if (!body) {
      body = readFileSync(file);
      cache.set(file, body);
    }
    send(req, res, body, staticHeaders(root, file));
    return true;
  };
}

async function bundleReference(): Promise<Buffer> {
  const result = await build({
    entryPoints: [join(import.meta.dirname, 'reference-cube.ts')],
    bundle: true,
    format: 'esm',
    minify: true,
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  return Buffer.from(result.outputFiles[0]!.contents);
}

function benchRoute(root: string, reference: Buffer): Route {
  const floor = Buffer.from(textFloorHtml(readFileSync(join(root, 'index.html'), 'utf8')));
  return (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === `/${TEXT_FLOOR_PATH}`) {
      send(req, res, floor, generated('page.html'));
      return true;
    }
    if (!url.pathname.startsWith('/__bench/')) return false;
    const alone = /^\/__bench\/alone\/([a-z-]+)\.html$/.exec(url.pathname);
    const page = (html: string) => send(req, res, Buffer.from(html), generated('page.html'));
    if (alone) page(aloneHtml(alone[1]!));
    else if (url.pathname === '/__bench/reference.html') page(referenceHtml());
    else if (url.pathname === '/__bench/reference.js')
      send(req, res, reference, generated('reference.js'));
    else return false;
    return true;
  };
}

/** Copies `dist` aside and serves the copy; `close()` removes it. */
export async function startBenchServer(dist: string): Promise<BenchServer> {
  const root = mkdtempSync(join(tmpdir(), 'portfolio-bench-'));
  cpSync(dist, root, { recursive: true });
  const reference = await bundleReference();
  const running = await startServer({
    root,
    port: 0,
    routes: [benchRoute(root, reference), gzipRoute(root)],
  });
  return {
    ...running,
    root,
    async close() {
      await running.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
