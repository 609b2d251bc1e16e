/**
 * Where the globe's marker goes, as the build places it (scripts/content/built-content.ts): at
 * the label's own `lat` and `lng`; else at the main language's `owner.location` (a locale's
 * location is the same place in other words), which the build writes as coordinates and the
 * page looks up in dist/gazetteer/ (find-place.ts) for content the build did not place. The
 * sample's own city needs no lookup.
 */
import type { About, Content } from './types.ts';
import { SAMPLE_OWNER } from './sample-owner.ts';

type Label = About['globe']['label'];

/** Seattle, WA, as the gazetteer gives it (a unit test holds them equal). */
export const SAMPLE_PLACE = { location: SAMPLE_OWNER.location, lat: 47.61, lng: -122.33 };

/** The location each resolved label without coordinates is to be looked up at. */
const toLookUp = new WeakMap<Label, string>();

export const hasCoordinates = (label: Label): label is Label & { lat: number; lng: number } =>
  label.lat !== undefined && label.lng !== undefined;

/**
 * Gives a resolved label without coordinates the sample's place, when the main content's
 * location is the sample's, or else records that location for the view to look up.
 */
export function placeGlobe(content: Partial<Content>, main: Record<string, unknown>): void {
  const owner = main.owner as { location?: unknown } | undefined;
  const mainLocation = owner?.location;
  const label = content.about?.globe.label;
  if (!label || hasCoordinates(label) || typeof mainLocation !== 'string') return;
  if (mainLocation.trim() === SAMPLE_PLACE.location) {
    label.lat = SAMPLE_PLACE.lat;
    label.lng = SAMPLE_PLACE.lng;
  } else if (mainLocation.trim()) toLookUp.set(label, mainLocation.trim());
}

/** The location to look the label's place up at, if it has no coordinates of its own. */
export const locationToLookUp = (label: Label): string | undefined => toLookUp.get(label);
