/**
 * An element's content from its configuration layers: merged over the sample content, its own
 * language's locale over that, and each section it reads validated against its schema, with
 * every problem named by its path.
 */
import * as v from 'valibot';
import { deepMerge, isPlainObject, type JsonObject, type Layer } from './config-layers.ts';
import { CONTENT_KEYS } from './keys.ts';
import { fillOwnerText, ownerValues } from './owner-text.ts';
import type { LOOK_SCHEMAS, SECTION_SCHEMAS } from './schema.ts';
import type { ConfigIssue, Content, ContentKey } from './types.ts';

type KeySchemas = typeof LOOK_SCHEMAS & typeof SECTION_SCHEMAS;

/**
 * The schemas of the keys an element reads (the look keys and its sections). Each element
 * imports its own, so a bundle carries only those (the light elements need none of the 3D
 * sections' checks).
 */
export type SectionSchemas<K extends ContentKey> = { [P in K]: KeySchemas[P] };

export type Resolved<K extends ContentKey> =
  { ok: true; content: Pick<Content, K> } | { ok: false; issues: ConfigIssue[] };

function formatPath(issue: v.BaseIssue<unknown>): string {
  const keys = v.getDotPath(issue);
  if (!keys) return '(root)';
  return keys.replace(/\.(\d+)(?=\.|$)/g, '[$1]');
}

const primary = (lang: string) => lang.toLowerCase().split('-')[0];

/** `locales[lang]`, or the locale of its primary language (`pt-BR` finds `pt`). */
function findLocale(locales: unknown, lang: string): { key: string; value: JsonObject } | null {
  if (!isPlainObject(locales)) return null;
  const keys = Object.keys(locales);
  const key =
    keys.find((k) => k.toLowerCase() === lang.toLowerCase()) ??
    keys.find((k) => k.toLowerCase() === primary(lang));
  const value = key === undefined ? undefined : locales[key];
  return key !== undefined && isPlainObject(value) ? { key, value } : null;
}

/**
 * Merges the layers over the sample content and validates the sections an element reads.
 * Unknown top-level keys are reported to every element, since they say the document is off.
 * Owner placeholders in the sections' strings are filled from the merged owner (owner-text.ts).
 * With `lang` other than the content's own, `locales[lang]` merges over the result, and the
 * main language's `messages` stay out; a problem the locale brings is named by its path there
 * (`locales.pt.about.bio.title`). `finish` completes valid content from the main language's
 * merged content (the element's own step: the globe's place, files against dist/).
 */
export function resolveContent<K extends ContentKey>(
  sample: Partial<Content>,
  layers: Layer[],
  schemas: SectionSchemas<K>,
  lang?: string,
  finish?: ContentFinish,
): Resolved<K> {
  let main: JsonObject = {};
  const result = resolveMerged(sample, layers, schemas, (merged) => (main = merged), lang);
  if (result.ok && finish) finish(result.content as Partial<Content>, main);
  return result;
}

/** An element's last step on its resolved content, given the main language's merged content. */
export type ContentFinish = (content: Partial<Content>, main: JsonObject) => void;

function resolveMerged<K extends ContentKey>(
  sample: Partial<Content>,
  layers: Layer[],
  schemas: SectionSchemas<K>,
  onMain: (main: JsonObject) => void,
  lang?: string,
): Resolved<K> {
  const issues: ConfigIssue[] = [];
  let merged: JsonObject = { ...sample };
  for (const layer of layers) {
    if (layer.ok) merged = deepMerge(merged, layer.value);
    else issues.push(layer.issue);
  }
  for (const key of Object.keys(merged)) {
    if (!CONTENT_KEYS.has(key)) {
      issues.push({ path: key, message: `Unknown key "${key}"` });
    }
  }
  const { locales, ...main } = merged;
  merged = main;
  onMain(main);
  const base = typeof main.lang === 'string' ? main.lang : 'en';
  const target = lang ?? base;
  if (target.toLowerCase() !== base.toLowerCase()) {
    const locale = findLocale(locales, target);
    if (primary(target) !== primary(base)) delete merged.messages;
    if (locale) {
      const localized = deepMerge(merged, locale.value);
      const own = validate({ ...localized, lang: target }, schemas);
      if (own.ok || issues.length) return finish(own, issues);
      // Issues the main content has too keep their paths; the locale's own get its prefix.
      const before = validate({ ...merged, lang: target }, schemas);
      const known = new Set(before.ok ? [] : before.issues.map((i) => i.path));
      return finish(
        {
          ok: false,
          issues: own.issues.map((issue) =>
            known.has(issue.path)
              ? issue
              : { ...issue, path: `locales.${locale.key}.${issue.path}` },
          ),
        },
        issues,
      );
    }
  }
  return finish(validate({ ...merged, lang: target }, schemas), issues);
}

function finish<K extends ContentKey>(result: Resolved<K>, before: ConfigIssue[]): Resolved<K> {
  if (!before.length) return result;
  return { ok: false, issues: [...before, ...(result.ok ? [] : result.issues)] };
}

function validate<K extends ContentKey>(
  merged: JsonObject,
  schemas: SectionSchemas<K>,
): Resolved<K> {
  const issues: ConfigIssue[] = [];
  const content: Partial<Content> = {};
  // Sections' text may name the owner ({firstName}, {city}...): filled before validation, so a
  // URL made of the owner's values is checked as one.
  const owner = ownerValues(merged.owner);
  for (const key of Object.keys(schemas) as K[]) {
    const input = key === 'owner' ? merged[key] : fillOwnerText(merged[key], owner);
    const result = v.safeParse(schemas[key], input);
    if (result.success) {
      (content as Record<string, unknown>)[key] = result.output;
    } else {
      for (const issue of result.issues) {
        const inner = formatPath(issue);
        issues.push({
          path: inner === '(root)' ? key : `${key}.${inner}`,
          message: describeIssue(issue),
        });
      }
    }
  }
  if (issues.length) return { ok: false, issues };
  return { ok: true, content: content as Pick<Content, K> };
}

function describeIssue(issue: v.BaseIssue<unknown>): string {
  if (issue.kind === 'schema' && issue.type === 'strict_object' && issue.input !== undefined) {
    const key = issue.path?.at(-1)?.key;
    return `Unknown key "${String(key)}"`;
  }
  return issue.message;
}
