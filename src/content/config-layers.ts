/**
 * The content document's configuration layers (a JSON file or script, a child script, an
 * attribute) as JSON objects: parsed, set by a dotted path, merged deep. resolve.ts merges them
 * over the sample content and validates the result.
 */
import type { ConfigIssue } from './types.ts';

/** A JSON object, as parsed from one configuration source. */
export type JsonObject = Record<string, unknown>;

/** One configuration layer: a parsed document, or the reason it could not be read. */
export type Layer =
  { ok: true; label: string; value: JsonObject } | { ok: false; issue: ConfigIssue };

export function isPlainObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Parses one source's text; the label says where it came from in the error. */
export function parseLayer(text: string, label: string): Layer {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return {
      ok: false,
      issue: { path: label, message: `Invalid JSON: ${(error as Error).message}` },
    };
  }
  if (!isPlainObject(value)) {
    return {
      ok: false,
      issue: { path: label, message: 'Expected a JSON object at the top level' },
    };
  }
  return { ok: true, label, value };
}

/** Deep merge: objects merge key by key, everything else (arrays included) is replaced whole. */
export function deepMerge(base: JsonObject, override: JsonObject): JsonObject {
  const out: JsonObject = { ...base };
  for (const [key, value] of Object.entries(override)) {
    // Never let a configuration walk up the prototype chain.
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    const current = out[key];
    out[key] = isPlainObject(current) && isPlainObject(value) ? deepMerge(current, value) : value;
  }
  return out;
}

/** A one-value layer setting a dotted path, as the scalar attributes do. */
export function pathLayer(path: string, value: unknown, label: string): Layer {
  const keys = path.split('.');
  let leaf: unknown = value;
  for (const key of keys.reverse()) leaf = { [key]: leaf };
  return { ok: true, label, value: leaf as JsonObject };
}

/** The content's own language as the layers give it (the last `lang`), English without one. */
export function contentLanguage(layers: readonly Layer[]): string {
  let lang = 'en';
  for (const layer of layers) {
    if (layer.ok && typeof layer.value.lang === 'string') lang = layer.value.lang;
  }
  return lang;
}
