/**
 * Every word the elements add to the owner's content, in English: the spec's texts word for
 * word. The other languages' tables translate these keys; a key one leaves out shows in
 * English. `{name}` marks a value filled in at run time.
 *
 * In parts by section, a module each (en/): each element's bundle carries the English words of
 * its own section (and the parts every element shows), not the whole table nor its neighbours'.
 */

import type { EN_SAMPLE } from './en/sample.ts';
import type { EN_NAV } from './en/nav.ts';
import type { EN_STAGE } from './en/stage.ts';
import type { EN_HERO } from './en/hero.ts';
import type { EN_ABOUT } from './en/about.ts';
import type { EN_PROJECTS } from './en/projects.ts';
import type { EN_WORK } from './en/work.ts';
import type { EN_CONTACT } from './en/contact.ts';
import type { EN_FOOTER } from './en/footer.ts';
import type { EN_EMBED } from './en/embed.ts';
import type { EN_PLATFORM } from './en/platform.ts';
export { EN_SAMPLE } from './en/sample.ts';
export { EN_NAV } from './en/nav.ts';
export { EN_STAGE } from './en/stage.ts';
export { EN_HERO } from './en/hero.ts';
export { EN_ABOUT } from './en/about.ts';
export { EN_PROJECTS } from './en/projects.ts';
export { EN_WORK } from './en/work.ts';
export { EN_CONTACT } from './en/contact.ts';
export { EN_FOOTER } from './en/footer.ts';
export { EN_EMBED } from './en/embed.ts';
export { EN_PLATFORM } from './en/platform.ts';

export type MessageKey = keyof (typeof EN_SAMPLE &
  typeof EN_NAV &
  typeof EN_STAGE &
  typeof EN_HERO &
  typeof EN_ABOUT &
  typeof EN_PROJECTS &
  typeof EN_WORK &
  typeof EN_CONTACT &
  typeof EN_FOOTER &
  typeof EN_EMBED &
  typeof EN_PLATFORM);
/** A whole table: every key, as the elements read it once the language's table has merged. */
export type Messages = Readonly<Record<MessageKey, string>>;
/** A language's table, or an owner's overrides: any keys. */
export type MessageTable = Partial<Record<MessageKey, string>>;
