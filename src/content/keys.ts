import type { Content } from './types.ts';

/**
 * Every top-level key of the content document, for the unknown-key check: a list of names, not
 * the schemas, so an element's bundle carries only the schemas of what it reads. A unit test
 * (keys.test.ts) holds it to the schema.
 */
export const CONTENT_KEYS: ReadonlySet<string> = new Set<keyof Content>([
  '$schema',
  'site',
  'theme',
  'surface',
  'accent',
  'lang',
  'messages',
  'locales',
  'owner',
  'nav',
  'hero',
  'about',
  'projects',
  'work',
  'contact',
  'footer',
]);
