/**
 * The sample's locales: the translations content/portfolio.json ships with (`locales.pt`,
 * `locales.ar`), which speak of the sample person. Kept as a hash of each value by its path
 * (sample-locales.json), not a second copy of the text: enough to tell that an owner's locale
 * still says what the sample's did, wherever it stands in their file.
 * `npx tsx scripts/content/sample-locales.ts --write` writes the table from the shipped file;
 * a unit test holds the two equal while the file is the sample's.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { namesOwner } from '../../src/content/owner-text.ts';
import { isPlainObject } from '../../src/content/config-layers.ts';

const TABLE_FILE = new URL('./sample-locales.json', import.meta.url);

/** A value's fingerprint: a string, or an array of them, as JSON. */
export const fingerprint = (value: unknown): string =>
  createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);

/** Every value in the content's locales, by path (`locales.pt.about.bio.text`): arrays whole. */
export function localeValues(content: unknown): [path: string, value: unknown][] {
  const out: [string, unknown][] = [];
  const walk = (value: unknown, path: string) => {
    if (isPlainObject(value)) {
      for (const [key, child] of Object.entries(value)) walk(child, `${path}.${key}`);
    } else out.push([path, value]);
  };
  const locales = isPlainObject(content) ? content.locales : undefined;
  if (isPlainObject(locales))
    for (const [lang, locale] of Object.entries(locales)) {
      walk(locale, `locales.${lang}`);
    }
  return out;
}

/** The table for a content file that holds the sample's locales. */
export function sampleLocaleTable(content: unknown): Record<string, string> {
  return Object.fromEntries(
    localeValues(content).map(([path, value]) => [path, fingerprint(value)]),
  );
}

let table: Readonly<Record<string, string>> | undefined;

/** Whether `value` at `path` is what the sample's locale says there. */
export function isSampleLocaleValue(path: string, value: unknown): boolean {
  table ??= JSON.parse(readFileSync(TABLE_FILE, 'utf8')) as Record<string, string>;
  return Object.hasOwn(table, path) && table[path] === fingerprint(value);
}

if (process.argv[1] === import.meta.filename && process.argv.includes('--write')) {
  const shipped = JSON.parse(
    readFileSync(new URL('../../content/portfolio.json', import.meta.url), 'utf8'),
  ) as unknown;
  writeFileSync(TABLE_FILE, `${JSON.stringify(sampleLocaleTable(shipped), null, 2)}\n`);
}

/** What an import took out of a locale: the whole block, or the sample's values in it. */
export interface DroppedLocale {
  lang: string;
  /** The locale was the sample's alone, and is gone. */
  whole: boolean;
  /** The values taken out, by path inside the locale. */
  paths: string[];
}

function without(value: Record<string, unknown>, drop: (path: string) => boolean, path: string) {
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    const here = `${path}.${key}`;
    if (isPlainObject(child)) {
      const inner = without(child, drop, here);
      if (Object.keys(inner).length) out[key] = inner;
    } else if (!drop(here)) out[key] = child;
  }
  return out;
}

/**
 * The content without the sample's locales: a locale that says only what the sample's did is
 * taken out whole; in one the owner has written in, the sample's values that name the sample
 * person (all but its templates, which follow the owner) are taken out, so the main content's
 * show through.
 */
export function dropSampleLocales(content: Record<string, unknown>): {
  content: Record<string, unknown>;
  dropped: DroppedLocale[];
} {
  if (!isPlainObject(content.locales)) return { content, dropped: [] };
  const values = new Map(localeValues(content));
  const sampleAt = (path: string) => isSampleLocaleValue(path, values.get(path));
  const locales: Record<string, unknown> = {};
  const dropped: DroppedLocale[] = [];
  for (const [lang, locale] of Object.entries(content.locales)) {
    const prefix = `locales.${lang}`;
    const own = [...values.keys()].filter((path) => path.startsWith(`${prefix}.`));
    if (!isPlainObject(locale) || !own.length) {
      locales[lang] = locale;
    } else if (own.every(sampleAt)) {
      dropped.push({ lang, whole: true, paths: [] });
    } else {
      const named = (path: string) => {
        const value = values.get(path);
        return sampleAt(path) && !namesOwner(value);
      };
      const paths = own.filter(named).map((path) => path.slice(prefix.length + 1));
      if (paths.length) dropped.push({ lang, whole: false, paths });
      locales[lang] = without(locale, named, prefix);
    }
  }
  if (Object.keys(locales).length) return { content: { ...content, locales }, dropped };
  // None left: no `locales` at all, rather than an empty object.
  return {
    content: Object.fromEntries(Object.entries(content).filter(([key]) => key !== 'locales')),
    dropped,
  };
}
