/**
 * What an element costs an English-only page before it renders: its entry in dist/elements/ and
 * every chunk it imports statically, each gzip-compressed (zlib's default level, as the bench
 * server sends them). Another language's table, the Arabic font and a 3D stage's chunks load
 * later, on demand, and are not counted. Read from the files: the same build gives the same
 * figures, so one pass is enough.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { unpackBuild } from './reference.ts';

/** A static import in built code: `import{a as b}from"../chunks/x.js"` or `import"./x.js"`. */
const STATIC_IMPORT = /\bimport\s*(?:[\w$*{][^"';]*?from\s*)?"(\.{1,2}\/[^"]+)"/g;

function closure(file: string, seen: Set<string>): Set<string> {
  if (seen.has(file) || !existsSync(file)) return seen;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  for (const [, imported] of code.matchAll(STATIC_IMPORT)) {
    closure(join(dirname(file), imported!), seen);
  }
  return seen;
}

/** Gzip bytes of each element's bundle, by tag, in the build at `root`. */
export function elementBundles(root: string): Record<string, number> {
  const dir = join(root, 'elements');
  return Object.fromEntries(
    readdirSync(dir)
      .filter((name) => name.endsWith('.js'))
      .sort()
      .map((name) => {
        const files = closure(join(dir, name), new Set());
        const bytes = [...files].reduce(
          (sum, file) => sum + gzipSync(readFileSync(file)).length,
          0,
        );
        return [name.replace(/\.js$/, ''), bytes];
      }),
  );
}

/** Main just before languages and right-to-left (#36) were merged: the "before". */
export const BEFORE_LANGUAGES = 'c3817d7';

export interface BundleSizes {
  /** The commit measured as before languages; `error` when it could not be built. */
  before: { commit: string; error?: string };
  /** Each element's bundle now, and before languages (null when not measured then). */
  elements: Record<string, { bytes: number; before: number | null }>;
}

/** Each element's bundle in the build at `root`, beside the build before languages. */
export async function measureBundles(
  root: string,
  log: (message: string) => void,
): Promise<BundleSizes> {
  const now = elementBundles(root);
  let before: Record<string, number> = {};
  let commit: BundleSizes['before'] = { commit: BEFORE_LANGUAGES };
  log(`bundles: building ${BEFORE_LANGUAGES} (before languages) unless an earlier run did`);
  try {
    const build = await unpackBuild(BEFORE_LANGUAGES);
    try {
      before = elementBundles(build.root);
      commit = { commit: build.commit };
    } finally {
      rmSync(build.root, { recursive: true, force: true });
    }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    commit = { commit: BEFORE_LANGUAGES, error: reason.split('\n')[0]! };
  }
  return {
    before: commit,
    elements: Object.fromEntries(
      Object.entries(now).map(([tag, bytes]) => [tag, { bytes, before: before[tag] ?? null }]),
    ),
  };
}
