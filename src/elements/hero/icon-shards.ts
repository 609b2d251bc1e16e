/**
 * How dist/icons/ holds the simple-icons set: a few gzip-compressed JSON files ("shards"), each
 * an object of the icons whose slug hashes to it, `{ "<slug>": { title, hex, path } }`. One
 * small file per icon was thousands of files in every install; the page still asks only for the
 * shard of the slug it needs. The build writes them (scripts/content/icon-slugs.ts) with the same
 * hash as the page reads them, so the set may grow without moving the page's code.
 */

/** Shards in dist/icons/: each some tens of icons, about 15 KB, so a visitor's one logo costs little. */
export const ICON_SHARDS = 128;

/** FNV-1a over the slug's characters: stable, and even across simple-icons' slugs. */
export function iconShard(slug: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < slug.length; i++) {
    hash ^= slug.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % ICON_SHARDS;
}

/** The shard file's name in dist/icons/, e.g. `3f.json.gz`. */
export function shardFileName(shard: number): string {
  return `${shard.toString(16).padStart(2, '0')}.json.gz`;
}

/** gzip's first two bytes. */
const GZIP_MAGIC = [0x1f, 0x8b] as const;

/**
 * A shard's JSON from its response. A host that sends the file with `Content-Encoding: gzip`
 * (some do for .gz) has the browser unpack it already, so the bytes say which it is.
 */
export async function readShard(response: Response): Promise<unknown> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes[0] !== GZIP_MAGIC[0] || bytes[1] !== GZIP_MAGIC[1]) {
    return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
  }
  const unpacked = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
  return (await new Response(unpacked).json()) as unknown;
}
