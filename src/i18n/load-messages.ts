import { pageShared } from '../lib/page-shared.ts';
import { primaryLanguage } from './languages.ts';
import type { MessageTable } from './messages/en.ts';

/*
 * Each language's table is a JSON file, fetched the first time an element shows that language:
 * an English page carries none of them, and the 3D and the light elements (two builds) fetch
 * the same file. Data rather than a chunk of code per language and build.
 */

/** Tables already here, by primary language: shared by every element on a page. */
const tables = pageShared('message-tables', () => new Map<string, MessageTable>());
const pending = pageShared('message-loads', () => new Map<string, Promise<MessageTable>>());

/** The language's table if it is here (English's is empty: the elements carry its words). */
export function messageTableNow(lang: string): MessageTable | null {
  const key = primaryLanguage(lang);
  if (key === 'en') return {};
  return tables.get(key) ?? null;
}

/** Fetches the language's table once per page; a failed fetch falls back to English. */
export function loadMessageTable(lang: string): Promise<MessageTable> {
  const key = primaryLanguage(lang);
  const now = messageTableNow(key);
  if (now) return Promise.resolve(now);
  let load = pending.get(key);
  if (!load) {
    load = import('./table-files.ts')
      .then((files) => files.fetchTable(key))
      .then(
        (table) => {
          tables.set(key, table);
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
export function provideMessageTables(given: Readonly<Record<string, MessageTable>>): void {
  for (const [lang, table] of Object.entries(given)) tables.set(primaryLanguage(lang), table);
}
