import { useEffect, useState } from 'react';
import { resolveContent, type Layer, type SectionSchemas } from '../content/resolve.ts';
import type { ConfigIssue, Content, ContentKey } from '../content/types.ts';
import { makeI18n, type I18n } from '../i18n/context.tsx';
import { directionOf, mergeMessages, primaryLanguage } from '../i18n/languages.ts';
import { loadMessageTable, messageTableNow, sampleLocalizer } from '../i18n/load-messages.ts';
import type { MessageTable } from '../i18n/messages/en.ts';

export type Localized<K extends ContentKey> = { i18n: I18n } & (
  { ok: true; content: Pick<Content, K> } | { ok: false; issues: ConfigIssue[] }
);

/**
 * The element's content in `lang`: the sample in that language, the layers over it, the
 * content's locale for `lang` over those; and its messages: English under the language's
 * table under the owner's `messages`.
 */
export function resolveLocalized<K extends ContentKey>(
  sample: Partial<Content>,
  layers: Layer[],
  schemas: SectionSchemas<K>,
  lang: string,
  table: MessageTable,
  /** The element's own English words: the parts of the table it shows. */
  english: MessageTable,
): Localized<K> {
  const shipped = mergeMessages(english, table);
  // English is the sample's own language; any other came with its localizer (load-messages).
  const localize = primaryLanguage(lang) === 'en' ? null : sampleLocalizer();
  const resolved = resolveContent(
    localize ? localize(sample, lang, shipped) : sample,
    layers,
    schemas,
    lang,
  );
  const own = resolved.ok ? (resolved.content as Partial<Content>).messages : undefined;
  const messages = own ? mergeMessages(english, table, own) : shipped;
  return { ...resolved, i18n: makeI18n(lang, directionOf(lang), messages) };
}

/** The language's message table, or null while its chunk loads (`lang` null: not known yet). */
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
