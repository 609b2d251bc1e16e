import { useEffect, useState } from 'react';
import { resolveContent, type ContentFinish, type SectionSchemas } from '../content/resolve.ts';
import type { Layer } from '../content/config-layers.ts';
import type { ConfigIssue, Content, ContentKey } from '../content/types.ts';
import { makeI18n, type I18n } from '../i18n/context.tsx';
import { directionOf, mergeMessages, type Messages } from '../i18n/languages.ts';
import { loadMessageTable, messageTableNow } from '../i18n/load-messages.ts';
import type { MessageTable } from '../i18n/messages/en.ts';

/**
 * The sample's own words in another language (an element's sections' `sample.*` messages), so
 * a section its owner wrote nothing for in that language still speaks it. Each element brings
 * its own; English is the sample itself.
 */
export type SampleLocalizer<S> = (sample: S, m: Messages, lang: string) => S;

export type Localized<K extends ContentKey> = { i18n: I18n } & (
  { ok: true; content: Pick<Content, K> } | { ok: false; issues: ConfigIssue[] }
);

/**
 * The element's content in `lang`: the sample in that language, the layers over it, the
 * content's locale for `lang` over those; and its messages: English under the language's
 * table under the owner's `messages`.
 */
export function resolveLocalized<K extends ContentKey, S extends Partial<Content>>(
  sample: S,
  layers: Layer[],
  schemas: SectionSchemas<K>,
  lang: string,
  table: MessageTable,
  /** The element's own English words: the parts of the table it shows. */
  english: MessageTable,
  localize?: SampleLocalizer<S>,
  finish?: ContentFinish,
): Localized<K> {
  const shipped = mergeMessages(english, table);
  // Only a shipped language's table has the sample's words; English's is empty.
  const translated = localize && Object.keys(table).length > 0;
  const resolved = resolveContent(
    translated ? localize(sample, shipped, lang) : sample,
    layers,
    schemas,
    lang,
    finish,
  );
  const own = resolved.ok ? (resolved.content as Partial<Content>).messages : undefined;
  const messages = own ? mergeMessages(english, table, own) : shipped;
  return { ...resolved, i18n: makeI18n(lang, directionOf(lang), messages) };
}

/** The language's message table, or null while it loads (`lang` null: not known yet). */
export function useMessageTable(lang: string | null): MessageTable | null {
  const now = lang === null ? null : messageTableNow(lang);
  const [loaded, setLoaded] = useState<{ lang: string; table: MessageTable } | null>(null);
  useEffect(() => {
    if (lang === null || now) return;
    let live = true;
    void loadMessageTable(lang).then((table) => {
      if (live) setLoaded({ lang, table });
    });
    return () => {
      live = false;
    };
  }, [lang, now]);
  return now ?? (loaded?.lang === lang ? loaded.table : null);
}
