/**
 * How dist/gazetteer/ holds the build's gazetteer for the page: gzip-compressed text shards,
 * each with the cities whose name's stem (places.ts) hashes to it, so a lookup reads one file.
 * A city whose alternative name has another stem is in both shards. Each shard groups its
 * cities by country and first-level division:
 *
 *     >JP\t32
 *     Osaka\t<population>\t<lat>\t<lng>[\t<alternative name>]
 *
 * population in base 36, coordinates in hundredths of a degree in base 36. The build writes
 * them (scripts/content/gazetteer.ts) with the same hash as the page reads them.
 */
import { shardName, shardOf } from '../lib/shard-files.ts';
import { foldName, nameStem, roundCoordinate, type City } from './places.ts';

/** Shards in dist/gazetteer/: about 33 KB each, one fetched for a location the page looks up. */
export const GAZETTEER_SHARDS = 64;

/** The shard that holds a (folded) name. */
export const gazetteerShard = (folded: string): number =>
  shardOf(nameStem(folded), GAZETTEER_SHARDS);

/** The shard file's name in dist/gazetteer/, e.g. `3f.txt.gz`. */
export const gazetteerFileName = (shard: number): string => shardName(shard, 'txt');

const hundredths = (degrees: number) => Math.round(roundCoordinate(degrees) * 100).toString(36);

/** The shards' texts, in shard order, from every city. */
export function encodeShards(cities: readonly City[]): string[] {
  const shards = Array.from({ length: GAZETTEER_SHARDS }, () => new Map<string, string[]>());
  const sorted = [...cities].sort(
    (a, b) =>
      a.country.localeCompare(b.country) ||
      a.adminCode.localeCompare(b.adminCode) ||
      b.population - a.population,
  );
  for (const city of sorted) {
    const [lng, lat] = city.loc.coordinates;
    const fields = [city.name, city.population.toString(36), hundredths(lat), hundredths(lng)];
    if (city.altName) fields.push(city.altName);
    const line = fields.join('\t');
    const names = [city.name, city.altName].filter(Boolean).map(foldName);
    for (const shard of new Set(names.map(gazetteerShard))) {
      const group = `>${city.country}\t${city.adminCode}`;
      const lines = shards[shard]!.get(group) ?? [];
      lines.push(line);
      shards[shard]!.set(group, lines);
    }
  }
  return shards.map((groups) =>
    [...groups].map(([group, lines]) => `${group}\n${lines.join('\n')}`).join('\n'),
  );
}

/** A shard's cities from its text; a line it cannot read is not a city. */
export function decodeShard(text: string): City[] {
  const cities: City[] = [];
  let country = '';
  let adminCode = '';
  for (const line of text.split('\n')) {
    if (line.startsWith('>')) {
      [country = '', adminCode = ''] = line.slice(1).split('\t');
      continue;
    }
    const [name, population, lat, lng, altName = ''] = line.split('\t');
    if (!name || !population || !lat || !lng) continue;
    cities.push({
      name,
      altName,
      country,
      adminCode,
      population: parseInt(population, 36),
      loc: { coordinates: [parseInt(lng, 36) / 100, parseInt(lat, 36) / 100] },
    });
  }
  return cities;
}
