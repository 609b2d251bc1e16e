import { pageShared } from '../lib/page-shared.ts';
import { primaryLanguage } from './languages.ts';
import type { MessageTable } from './messages/en.ts';
import ar from './messages/ar.json?url';
import de from './messages/de.json?url';
import es from './messages/es.json?url';
import fr from './messages/fr.json?url';
import pt from './messages/pt.json?url';

/**
 * Each language's table is a JSON file, fetched the first time an element shows that language:
 * an English-only page carries none of them, and the 3D and the light elements (two builds)
 * fetch the same file. Data rather than a chunk: no module loader in the light elements for it.
 *
 * Written for a portfolio's visitors: es; pt for European and Brazilian readers alike; de with
 * the informal "du" a developer's page uses; fr with French typography (a space before : and
 * ?); ar in Modern Standard Arabic, shown right to left.
 */
const TABLE_URLS: Readonly<Record<string, string>> = { es, pt, de, fr, ar };

/** Tables already here, by primary language: shared by both builds' elements on a page. */
const tables = pageShared('message-tables', () => new Map<string, MessageTable>());
const pending = pageShared('message-loads', () => new Map<string, Promise<MessageTable>>());

/** The language's table if it is here (a language not shipped, English included, is empty). */
export function messageTableNow(lang: string): MessageTable | null {
  const key = primaryLanguage(lang);
  if (!(key in TABLE_URLS)) return {};
  return tables.get(key) ?? null;
}

async function fetchTable(url: string): Promise<MessageTable> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${response.status} ${response.statusText} for ${url}`);
  return (await response.json()) as MessageTable;
}

/** Fetches the language's table once per page; a failed fetch falls back to English. */
export function loadMessageTable(lang: string): Promise<MessageTable> {
  const key = primaryLanguage(lang);
  const now = messageTableNow(key);
  if (now) return Promise.resolve(now);
  let load = pending.get(key);
  if (!load) {
    load = fetchTable(TABLE_URLS[key]!).then(
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
