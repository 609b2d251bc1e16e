import { shippedUrl } from '../lib/base-path.ts';
import type { MessageTable } from './messages/en.ts';
import ar from './messages/ar.json?url';
import de from './messages/de.json?url';
import es from './messages/es.json?url';
import fr from './messages/fr.json?url';
import pt from './messages/pt.json?url';

/**
 * The shipped tables' files, loaded with the first language other than English an element
 * shows (load-messages.ts), so an English page carries not even their addresses.
 *
 * Written for a portfolio's visitors: es; pt for European and Brazilian readers alike; de with
 * the informal "du" a developer's page uses; fr with French typography (a space before : and
 * ?); ar in Modern Standard Arabic, shown right to left.
 */
const TABLE_URLS: Readonly<Record<string, string>> = { es, pt, de, fr, ar };

/** The table of a primary language; an empty one for a language not shipped. */
export async function fetchTable(key: string): Promise<MessageTable> {
  if (!TABLE_URLS[key]) return {};
  const url = shippedUrl(TABLE_URLS[key]);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${response.status} ${response.statusText} for ${url}`);
  return (await response.json()) as MessageTable;
}
