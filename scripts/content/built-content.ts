/**
 * The content as the build ships it: the owner's file with what the build derives from it
 * (the globe's marker at `owner.location`, from the gazetteer; no nav link to a section the
 * content leaves out, left-out.ts), and the same content rebased for a page one folder down
 * (the embed pages, and each language's page).
 */
import * as v from 'valibot';
import { assetKind } from '../../src/content/asset-urls.ts';
import { ContentSchema } from '../../src/content/document-schema.ts';
import { namesOwner } from '../../src/content/owner-text.ts';
import { ImageUrlSchema, UrlSchema } from '../../src/content/schema.ts';
import { locatePlace, type PlaceLookup } from './gazetteer.ts';
import { leftOutSections, navWithout } from './left-out.ts';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const at = (value: unknown, ...keys: string[]): unknown =>
  keys.reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), value);

/** The owner's location to look up: null when the file gives none or its own coordinates. */
function locationToPlace(content: unknown): string | null {
  const location = at(content, 'owner', 'location');
  if (typeof location !== 'string') return null;
  const label = at(content, 'about', 'globe', 'label');
  const explicit = isObject(label) && label.lat !== undefined && label.lng !== undefined;
  return explicit ? null : location;
}

/** Where the gazetteer puts `owner.location`, or null when nothing is to be looked up. */
export function ownerPlace(content: unknown): PlaceLookup | null {
  const location = locationToPlace(content);
  return location === null ? null : locatePlace(location);
}

/** The gazetteer's complaint about `owner.location`, as a content problem. */
export function placeProblems(content: unknown): { path: string; message: string }[] {
  const found = ownerPlace(content);
  return found && !found.ok ? [{ path: 'owner.location', message: found.message }] : [];
}

/**
 * The content with the globe's marker at the owner's city (explicit coordinates win), and
 * without nav links to the sections it leaves out.
 */
export function builtContent(file: Json): Json {
  const content = navWithout(file, leftOutSections(file));
  const found = ownerPlace(content);
  if (!found?.ok) return content;
  const about = isObject(content.about) ? content.about : {};
  const globe = isObject(about.globe) ? about.globe : {};
  const label = isObject(globe.label) ? globe.label : {};
  const { lat, lng } = found.place;
  return {
    ...content,
    about: { ...about, globe: { ...globe, label: { ...label, lat, lng } } },
  };
}

/**
 * A link that resolves against the page it is on, so one on a page a folder deeper needs `../`:
 * no scheme, not from the root, not only a fragment or query. One that starts with an owner
 * placeholder (`{github}`, `{linkedin}/…`) is not: it becomes the owner's value, rebased as such.
 */
export function isPageRelativeLink(value: string): boolean {
  if (value === '' || /^([a-z][a-z\d+.-]*:|[/#?])/i.test(value)) return false;
  return !(value.startsWith('{') && namesOwner(value.slice(0, value.indexOf('}') + 1)));
}

type AnySchema = v.GenericSchema & {
  entries?: Record<string, AnySchema>;
  wrapped?: AnySchema;
  item?: AnySchema;
  /** A record's value (`locales`). */
  value?: AnySchema;
};

/**
 * The content with every relative link made relative to a page `prefix` deeper (`../` for
 * dist/embed/ and for a language's folder), in its locales too: the elements resolve links
 * against their page, and files (images, videos, models) against dist/
 * (src/content/asset-urls.ts), which need nothing. The schema says which values are links.
 */
export function rebaseUrls(content: Json, prefix: string): Json {
  const walk = (schema: AnySchema | undefined, value: unknown, path: string): unknown => {
    while (schema?.wrapped) schema = schema.wrapped;
    if (!schema) return value;
    const isUrl = schema === (UrlSchema as AnySchema) || schema === (ImageUrlSchema as AnySchema);
    if (isUrl && typeof value === 'string') {
      // A locale's keys are its sections' keys.
      const key = path.replace(/^locales\.[^.]+\./, '').replace(/\[\]/g, '[0]');
      if (assetKind(key) || !isPageRelativeLink(value)) return value;
      return prefix + value.replace(/^\.\//, '');
    }
    if (Array.isArray(value)) return value.map((item) => walk(schema.item, item, `${path}[]`));
    if (!isObject(value)) return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => {
        const childSchema = schema.value ?? schema.entries?.[key];
        return [key, walk(childSchema, child, path ? `${path}.${key}` : key)];
      }),
    );
  };
  return walk(ContentSchema as AnySchema, content, '') as Json;
}
