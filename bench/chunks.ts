/**
 * Sizes of every script in the served dist/: raw, gzip (zlib's default level, what the bench
 * server and most static hosts send) and brotli (quality 11, what a build-time precompression
 * step would ship).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface ChunkSize {
  /** Path as served, e.g. /chunks/three.module-BOqAA8TL.js. */
  path: string;
  raw: number;
  gzip: number;
  brotli: number;
}

function scripts(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return scripts(full);
    return /\.m?js$/.test(entry.name) ? [full] : [];
  });
}

export function chunkSizes(root: string): ChunkSize[] {
  return scripts(root)
    .map((file) => {
      const body = readFileSync(file);
      return {
        path: '/' + relative(root, file).split(sep).join('/'),
        raw: body.length,
        gzip: gzipSync(body).length,
        brotli: brotliCompressSync(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
        }).length,
      };
    })
    .sort((a, b) => b.gzip - a.gzip);
}
