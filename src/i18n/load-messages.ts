import { pageShared } from '../lib/page-shared.ts';
import { primaryLanguage } from './languages.ts';
import type { MessageTable } from './messages/en.ts';
import type { localizeSample } from './localize-sample.ts';

/** Puts the sample's own words into a language: loaded with the first table other than English. */
export type SampleLocalizer = typeof localizeSample;

/**
 * Each language's table is its own chunk, fetched the first time an element shows that
 * language: an English-only page carries none of them.
 */
const LOADERS: Readonly<Record<string, () => Promise<MessageTable>>> = {
  es: () => import('./messages/es.ts').then((m) => m.ES),
  pt: () => import('./messages/pt.ts').then((m) => m.PT),
  de: () => import('./messages/de.ts').then((m) => m.DE),
  fr: () => import('./messages/fr.ts').then((m) => m.FR),
  ar: () => import('./messages/ar.ts').then((m) => m.AR),
};

/** Tables already here, by primary language: shared by both builds' elements on a page. */
const tables = pageShared('message-tables', () => new Map<string, MessageTable>([['en', {}]]));
const pending = pageShared('message-loads', () => new Map<string, Promise<MessageTable>>());
const localizer = pageShared('sample-localizer', () => ({
  localize: null as SampleLocalizer | null,
}));

/** The sample localizer, once a language other than English has loaded (null before). */
export function sampleLocalizer(): SampleLocalizer | null {
  return localizer.localize;
}

/** The language's table if it is here (English always is; a language not shipped is empty). */
export function messageTableNow(lang: string): MessageTable | null {
  const key = primaryLanguage(lang);
  if (!(key in LOADERS)) return {};
  // A table shows only with the sample's words in its language, which load beside it.
  return localizer.localize ? (tables.get(key) ?? null) : null;
}

/** Fetches the language's table once per page; a failed fetch falls back to English. */
export function loadMessageTable(lang: string): Promise<MessageTable> {
  const key = primaryLanguage(lang);
  const now = messageTableNow(key);
  if (now) return Promise.resolve(now);
  let load = pending.get(key);
  if (!load) {
    load = Promise.all([LOADERS[key]!(), import('./localize-sample.ts')]).then(
      ([table, sample]) => {
        tables.set(key, table);
        localizer.localize = sample.localizeSample;
        return table;
      },
      (error: unknown) => {
        console.error(
          `portfolio-elements: the "${key}" messages did not load, so English shows`,
          error,
        );
        pending.delete(key);
        return {};
      },
    );
    pending.set(key, load);
  }
  return load;
}

/** The build-time prerender has every table at hand: no element waits for one there. */
export function provideMessageTables(
  given: Readonly<Record<string, MessageTable>>,
  localize: SampleLocalizer,
): void {
  for (const [lang, table] of Object.entries(given)) tables.set(primaryLanguage(lang), table);
  localizer.localize = localize;
}
