/**
 * The benchmark's server: a snapshot of dist/ (other builds may replace dist/ mid-run), served
 * by the project's own static server on 127.0.0.1, with two folders of its own in front:
 * - a gzip copy of each text and binary asset, sent with `content-encoding: gzip` when the
 *   browser accepts it, as any static host or CDN serves them (the budgets are in gzip bytes;
 *   the plain server sends identity bytes);
 * - the pages it makes: `/__bench/*` (the element-alone pages, the reference cube page and its
 *   script) and `/text-floor.html` (bench/pages.ts), beside index.html.
 */
import { build } from 'esbuild';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, extname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ELEMENT_ENTRIES } from '../elements.config.ts';
import { startServer, type Route, type RunningServer } from '../server/server.ts';
import { staticFiles } from '../server/static.ts';
import { aloneHtml, referenceHtml, TEXT_FLOOR_PATH, textFloorHtml } from './pages.ts';

/** What a static host compresses: everything but already-compressed images, fonts and video. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.glb', '.wasm']);
export interface BenchServer extends RunningServer {
  /** The dist/ snapshot being served. */
  root: string;
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

function write(file: string, body: string | Buffer): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, body);
}

/** The benchmark's own pages, written once into `pages` (an alone page for each element). */
async function writePages(pages: string, root: string): Promise<void> {
  write(
    join(pages, TEXT_FLOOR_PATH),
    textFloorHtml(readFileSync(join(root, 'index.html'), 'utf8')),
  );
  for (const tag of Object.keys(ELEMENT_ENTRIES))
    write(join(pages, `__bench/alone/${tag}.html`), aloneHtml(tag));
  write(join(pages, '__bench/reference.html'), referenceHtml());
  write(join(pages, '__bench/reference.js'), await bundleReference());
}

/**
 * A gzip copy of each compressible file below `from`, at the same path below `to`. Compressed
 * once, ahead: compressing on every request would add server time to the timings.
 */
function writeGzipCopies(from: string, to: string): void {
  for (const entry of readdirSync(from, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.has(extname(entry.name))) continue;
    const file = join(entry.parentPath, entry.name);
    write(join(to, relative(from, file)), gzipSync(readFileSync(file)));
  }
}

const VARY = { vary: 'accept-encoding' };

function gzipRoute(gzipped: string): Route {
  const files = staticFiles(gzipped, { ...VARY, 'content-encoding': 'gzip' });
  return (req, res) =>
    /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) && files(req, res);
}

/** Copies `dist` aside and serves the copy; `close()` removes it. */
export async function startBenchServer(dist: string): Promise<BenchServer> {
  const base = mkdtempSync(join(tmpdir(), 'portfolio-bench-'));
  const root = join(base, 'dist');
  const pages = join(base, 'pages');
  const gzipped = join(base, 'gzip');
  cpSync(dist, root, { recursive: true });
  await writePages(pages, root);
  writeGzipCopies(root, gzipped);
  writeGzipCopies(pages, gzipped);
  const running = await startServer({
    root,
    port: 0,
    // Each page has a gzip copy: a cache must tell the two apart.
    routes: [gzipRoute(gzipped), staticFiles(pages, VARY)],
  });
  return {
    ...running,
    root,
    async close() {
      await running.close();
      rmSync(base, { recursive: true, force: true });
    },
  };
}
