import type { MessageKey, Messages, MessageTable } from './messages/en.ts';

/** Languages written right to left (their primary subtag). */
const RTL = new Set(['ar', 'he', 'fa', 'ur', 'ps', 'yi', 'dv', 'ckb']);

/** `pt-BR` -> `pt`; the primary subtag, lower case. */
export function primaryLanguage(lang: string): string {
  return lang.trim().toLowerCase().split(/[-_]/)[0] ?? '';
}

export function directionOf(lang: string): 'ltr' | 'rtl' {
  return RTL.has(primaryLanguage(lang)) ? 'rtl' : 'ltr';
}

/**
 * A language's own name for itself. Intl.DisplayNames is slow to make (about 15 ms per language,
 * unthrottled, on the page's first render), so the build writes each name as its link's
 * `title` and the page asks Intl only where a link has none.
 */
export function ownName(lang: string): string {
  try {
    const name = new Intl.DisplayNames([lang], { type: 'language' }).of(lang) ?? lang;
    return name.charAt(0).toLocaleUpperCase(lang) + name.slice(1);
  } catch {
    return lang;
  }
}

/** A BCP 47 tag as `lang` and Intl take it (`pt`, `pt-BR`, `zh-Hant-TW`). */
export function isLanguageTag(value: string): boolean {
  try {
    return (
      /^[a-z]{2,3}(-[a-z\d]{2,8})*$/i.test(value) && Intl.getCanonicalLocales(value).length === 1
    );
  } catch {
    return false;
  }
}

/** Fills `{name}` slots; a slot without a value stays as written. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) =>
    name in values ? String(values[name]) : slot,
  );
}

/**
 * English (the element's own part of the table), under the language's table, under the owner's
 * overrides: a key a table leaves out keeps the one below.
 */
export function mergeMessages(
  english: MessageTable,
  ...tables: (MessageTable | undefined)[]
): Messages {
  const out: Record<string, string> = { ...english };
  for (const table of tables) {
    for (const [key, value] of Object.entries(table ?? {})) {
      if (typeof value === 'string') out[key] = value;
    }
  }
  return out as Messages;
}

export type { MessageKey, Messages, MessageTable };
