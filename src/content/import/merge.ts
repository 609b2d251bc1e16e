/**
 * How an import lands in the owner's content: it writes only the keys it maps and leaves every
 * other key as it was. Jobs and projects are matched to the ones already there (a job by company
 * and position, a project by address or title) and updated in place, new ones appended; a
 * picture or id the owner set stays. Other arrays (skills, phrases) are replaced whole.
 */
import { deepMerge, isPlainObject, type JsonObject } from '../config-layers.ts';

/** The folder, inside the owner's files, where imports write their pictures. */
export const IMPORTED_DIR = 'images/imported';

/** What one import maps: `set` is written over the file; `fill` only where the file has nothing. */
export interface ContentPatch {
  set: JsonObject;
  fill?: JsonObject;
}

interface ListRule {
  /** The same item in the old list and the new one. */
  same(a: JsonObject, b: JsonObject): boolean;
  /**
   * Keys the import makes up when its source has none: kept from the file when there, unless the
   * file's value is the import's own earlier picture.
   */
  madeUp: readonly string[];
  /** Keys that say one thing together: an item the import gives any of keeps none of the old. */
  together?: readonly string[];
}

const fold = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

const LISTS: Readonly<Record<string, ListRule>> = {
  'work.jobs': {
    same: (a, b) => fold(a.name) === fold(b.name) && fold(a.position) === fold(b.position),
    madeUp: ['id', 'icon', 'animation'],
    // When: a written duration, or a start and an end (none while it goes on).
    together: ['duration', 'start', 'end'],
  },
  'projects.items': {
    same: (a, b) => (!!a.href && fold(a.href) === fold(b.href)) || fold(a.title) === fold(b.title),
    madeUp: ['logo', 'isImage', 'logoStyle', 'spotlight'],
  },
  'footer.social': { same: (a, b) => a.icon === b.icon, madeUp: [] },
};

const ownPicture = (value: unknown) =>
  typeof value === 'string' && value.startsWith(`${IMPORTED_DIR}/`);

function mergeItem(old: JsonObject, next: JsonObject, rule: ListRule): JsonObject {
  const together = rule.together ?? [];
  const replaced = together.some((key) => key in next);
  const out: JsonObject = Object.fromEntries(
    Object.entries(old).filter(([key]) => !(replaced && together.includes(key))),
  );
  for (const [key, value] of Object.entries(next)) {
    const keep = rule.madeUp.includes(key) && key in old && !ownPicture(old[key]);
    // A made-up logo style goes with its made-up logo.
    const styleOfOwnLogo = key === 'logoStyle' && ownPicture(old.logo);
    if (!keep || styleOfOwnLogo) out[key] = value;
  }
  return out;
}

function mergeList(old: unknown, next: JsonObject[], rule: ListRule, ids: boolean): JsonObject[] {
  const out = Array.isArray(old) ? (old.filter(isPlainObject) as JsonObject[]).slice() : [];
  let nextId = Math.max(0, ...out.map((item) => (typeof item.id === 'number' ? item.id : 0))) + 1;
  for (const item of next) {
    const at = out.findIndex((existing) => rule.same(existing, item));
    if (at >= 0) out[at] = mergeItem(out[at]!, item, rule);
    else out.push(ids ? { id: nextId++, ...item } : item);
  }
  return out;
}

function mergeAt(old: JsonObject, patch: JsonObject, path: string): JsonObject {
  const out: JsonObject = { ...old };
  for (const [key, value] of Object.entries(patch)) {
    const here = path ? `${path}.${key}` : key;
    const rule = LISTS[here];
    if (rule && Array.isArray(value)) {
      out[key] = mergeList(old[key], value as JsonObject[], rule, here === 'work.jobs');
    } else if (isPlainObject(value)) {
      out[key] = mergeAt(isPlainObject(old[key]) ? old[key] : {}, value, here);
    } else out[key] = value;
  }
  return out;
}

/**
 * Only the keys of `fill` the file does not have yet, or has as the sample has them (the
 * starter file gives the sample owner's keys): those are the sample's, not the owner's.
 */
function missing(old: JsonObject, fill: JsonObject, sample: unknown): JsonObject {
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(fill)) {
    const sampleValue = isPlainObject(sample) ? sample[key] : undefined;
    const theSample =
      sampleValue !== undefined && !isPlainObject(value) && sameJson(old[key], sampleValue);
    if (!(key in old) || theSample) out[key] = value;
    else if (isPlainObject(value) && isPlainObject(old[key])) {
      const inner = missing(old[key], value, sampleValue);
      if (Object.keys(inner).length) out[key] = inner;
    }
  }
  return out;
}

/** The import over the file; `sample`, the built-in sample, tells the file's sample values. */
export function mergeContent(old: JsonObject, patch: ContentPatch, sample?: unknown): JsonObject {
  const merged = mergeAt(old, patch.set, '');
  return patch.fill ? deepMerge(merged, missing(merged, patch.fill, sample)) : merged;
}

/** Whether two JSON values are the same, whatever the order of their keys. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => sameJson(item, b[i]));
  }
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => key in b && sameJson(a[key], b[key]));
}

export interface Change {
  kind: 'added' | 'changed';
  path: string;
}

/** Each key the import added or changed, at the shallowest path that says it. */
export function changes(old: unknown, next: unknown, path = ''): Change[] {
  if (sameJson(old, next)) return [];
  // A new object is told key by key, a new list as one.
  if (old === undefined && !isPlainObject(next)) return [{ kind: 'added', path }];
  if (old === undefined) old = {};
  const bothObjects = isPlainObject(old) && isPlainObject(next);
  const bothLists =
    Array.isArray(old) && Array.isArray(next) && next.some((item) => isPlainObject(item));
  if (!bothObjects && !bothLists) return [{ kind: 'changed', path }];
  const keys = bothLists ? [...(next as unknown[]).keys()] : Object.keys(next as JsonObject);
  return keys.flatMap((key) => {
    const child = typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key;
    return changes(
      (old as Record<string | number, unknown>)[key],
      (next as Record<string | number, unknown>)[key],
      child,
    );
  });
}
