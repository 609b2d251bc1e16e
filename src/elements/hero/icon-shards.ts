/**
 * How dist/icons/ holds the simple-icons set: a few gzip-compressed JSON files ("shards"), each
 * an object of the icons whose slug hashes to it, `{ "<slug>": { title, hex, path } }`. One
 * small file per icon was thousands of files in every install; the page still asks only for the
 * shard of the slug it needs. The build writes them (scripts/content/icon-slugs.ts) with the same
 * hash as the page reads them (src/lib/shard-files.ts), so the set may grow without moving the
 * page's code.
 */
import { readShardText, shardName, shardOf } from '../../lib/shard-files.ts';

/** Shards in dist/icons/: each some tens of icons, about 15 KB, so a visitor's one logo costs little. */
export const ICON_SHARDS = 128;

export const iconShard = (slug: string): number => shardOf(slug, ICON_SHARDS);

/** The shard file's name in dist/icons/, e.g. `3f.json.gz`. */
export const shardFileName = (shard: number): string => shardName(shard, 'json');

/** A shard's JSON from its response, compressed or not. */
export async function readShard(response: Response): Promise<unknown> {
  return JSON.parse(await readShardText(response)) as unknown;
}

/** One icon as a shard of dist/icons/ holds it (scripts/content/icon-slugs.ts writes them). */
export interface IconData {
  title: string;
  /** The brand colour, six hex digits without the #. */
  hex: string;
  /** The 24x24 SVG path. */
  path: string;
}
