import { createContext, useContext } from 'react';
import { EN_PLATFORM, type MessageKey, type Messages } from './messages/en.ts';
import { fill } from './languages.ts';

/** What a view reads of its element's language. */
export interface I18n {
  /** The language the element shows, as its `lang` attribute or the content gives it. */
  lang: string;
  dir: 'ltr' | 'rtl';
  messages: Messages;
  /** The message, its `{slots}` filled. */
  t: (key: MessageKey, values?: Readonly<Record<string, string | number>>) => string;
}

export function makeI18n(lang: string, dir: 'ltr' | 'rtl', messages: Messages): I18n {
  return {
    lang,
    dir,
    messages,
    // A key outside the element's own part of the table shows as itself, never as nothing.
    t: (key, values) => fill(messages[key] ?? key, values ?? {}),
  };
}

/** Outside an element (a view rendered on its own): the words every element shows. */
const ENGLISH: I18n = makeI18n('en', 'ltr', EN_PLATFORM as unknown as Messages);

export const I18nContext = createContext<I18n>(ENGLISH);

export function useI18n(): I18n {
  return useContext(I18nContext);
}
