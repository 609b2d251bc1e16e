/**
 * What dist/'s sharded data (the icons, dist/icons/; the gazetteer, dist/gazetteer/) shares: a
 * key's shard by an FNV-1a hash, the shard's file name, and reading its gzip-compressed text.
 * The build writes the shards with the same hash as the page reads them.
 */

/** FNV-1a over the key's characters, in `count` shards: stable, and even across keys. */
export function shardOf(key: string, count: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % count;
}

/** A shard's file name: `3f.json.gz`. */
export function shardName(shard: number, extension: string): string {
  return `${shard.toString(16).padStart(2, '0')}.${extension}.gz`;
}

/** gzip's first two bytes. */
const GZIP_MAGIC = [0x1f, 0x8b] as const;

/**
 * A shard's text from its response. A host that sends the file with `Content-Encoding: gzip`
 * (some do for .gz) has the browser unpack it already, so the bytes say which it is.
 */
export async function readShardText(response: Response): Promise<string> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes[0] !== GZIP_MAGIC[0] || bytes[1] !== GZIP_MAGIC[1]) {
    return new TextDecoder().decode(bytes);
  }
  const unpacked = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Response(unpacked).text();
}
