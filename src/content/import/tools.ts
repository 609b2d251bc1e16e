/**
 * What the importers' mapping asks of the place it runs in, so the same mapping runs in
 * `npm run import` and in the builder page (dist/builder/): the pictures it makes, the icon
 * names the tags may use, and the gazetteer's check of a place.
 */
import type { Pictures } from './shared.ts';

/** The simple-icons set: which slugs exist, and each one's title. */
export interface IconNames {
  slugs: ReadonlySet<string>;
  title(slug: string): string | undefined;
}

/** The gazetteer's answer for a place: `ok`, or why the globe could not put a marker there. */
export type PlaceCheck = { ok: true } | { ok: false; message: string };

export interface ImportTools {
  pictures: Pictures;
  icons: IconNames;
  /** Left out where no gazetteer runs (the builder): every place is written as given. */
  locate?: (location: string) => PlaceCheck;
}
