/**
 * Country names and codes both ways, as résumés and GitHub profiles write them (the build's
 * gazetteer, scripts/content/gazetteer.ts, places the owner's city on the globe).
 */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

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
