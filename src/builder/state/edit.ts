/** Form edits of the content document: pure, on a copy, so the editor's text follows. */
import { isPlainObject, type JsonObject } from '../../content/config-layers.ts';

/** The value at a key path, or undefined. */
export function getIn(doc: unknown, path: readonly (string | number)[]): unknown {
  let node = doc;
  for (const key of path) {
    if (typeof key === 'number' ? !Array.isArray(node) : !isPlainObject(node)) return undefined;
    node = (node as Record<string | number, unknown>)[key];
  }
  return node;
}

/**
 * A copy of `doc` with `value` at `path`, making the objects on the way; `undefined` removes
 * the key (the sample's value shows again), and an object left empty goes with it.
 */
export function setIn(doc: JsonObject, path: readonly string[], value: unknown): JsonObject {
  const [key, ...rest] = path;
  if (key === undefined) return doc;
  const next = rest.length ? setIn(isPlainObject(doc[key]) ? doc[key] : {}, rest, value) : value;
  const gone = next === undefined || (rest.length > 0 && !Object.keys(next as JsonObject).length);
  return gone ? without(doc, key) : { ...doc, [key]: next };
}

/** A copy of `object` without `key`. */
export const without = (object: JsonObject, key: string): JsonObject =>
  Object.fromEntries(Object.entries(object).filter(([name]) => name !== key));

/** The text the editor shows for a document the form changed. */
export const formatDocument = (doc: JsonObject) => `${JSON.stringify(doc, null, 2)}\n`;

/** A list's items as plain objects (anything else in it is the schema's to name). */
export const itemsAt = (doc: JsonObject, path: readonly string[]): JsonObject[] => {
  const list = getIn(doc, path);
  return Array.isArray(list) ? list.filter(isPlainObject) : [];
};

/** The next free `id` in a list of items that carry one. */
export const nextId = (items: readonly JsonObject[]) =>
  Math.max(0, ...items.map((item) => (typeof item.id === 'number' ? item.id : 0))) + 1;

/** `items` with the one at `from` moved to `to`. */
export function move<T>(items: readonly T[], from: number, to: number): T[] {
  const out = items.slice();
  if (to < 0 || to >= out.length) return out;
  const [item] = out.splice(from, 1);
  out.splice(to, 0, item!);
  return out;
}
