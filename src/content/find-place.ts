/**
 * The page's gazetteer: `owner.location` looked up in the one shard of dist/gazetteer/ that can
 * hold its name, by the build's own rule (places.ts), for content the build did not place.
 * A chunk of its own, loaded only for such a location; each shard is fetched once a page.
 */
import { basePath } from '../lib/base-path.ts';
import { pageShared } from '../lib/page-shared.ts';
import { readShardText } from '../lib/shard-files.ts';
import { decodeShard, gazetteerFileName, gazetteerShard } from './gazetteer-shards.ts';
import { cityOf, foldName, lookupPlace, type City, type PlaceLookup } from './places.ts';

/** The shard's address: beside the base path the page set, else as the bundle names it. */
async function shardUrl(shard: number): Promise<string> {
  const root = basePath();
  if (root) return new URL(`gazetteer/${gazetteerFileName(shard)}`, root).href;
  const { GAZETTEER_FILES } = await import('./gazetteer-files.ts');
  return GAZETTEER_FILES[shard]!().href;
}

async function fetchShard(url: string): Promise<City[]> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  return decodeShard(await readShardText(response));
}

/** One request per shard for the page's life; a failed one is forgotten, so a retry can work. */
const shards = pageShared('gazetteer-shards', () => new Map<string, Promise<City[]>>());

/** Where `location` is, as the build would place it; a failed fetch says so as the reason. */
export async function findPlace(location: string): Promise<PlaceLookup> {
  const key = foldName(cityOf(location));
  if (!key) return lookupPlace(location, []);
  const url = await shardUrl(gazetteerShard(key));
  let shard = shards.get(url);
  if (!shard) {
    shard = fetchShard(url);
    shard.catch(() => shards.delete(url));
    shards.set(url, shard);
  }
  try {
    return lookupPlace(location, await shard);
  } catch (error) {
    return {
      ok: false,
      message: `the gazetteer could not be read (${(error as Error).message}); give about.globe.label.lat and .lng, or serve dist/gazetteer/ beside the script (docs/content.md)`,
    };
  }
}
