import { useEffect, useMemo, useState } from 'react';
import { locationToLookUp } from '../../content/globe-place.ts';
import type { GlobeLabel } from '../../content/types.ts';

type Found = { location: string; place: { lat: number; lng: number } | null };

/**
 * The label with its marker's place: as given, or looked up in dist/gazetteer/ when the content
 * gives only `owner.location` (globe-place.ts; the lookup's chunk loads only then). Until the
 * place is found, and for a place the gazetteer cannot find, the globe has no marker, and the
 * console says which place and how to fix it: never a marker somewhere else.
 */
export function useGlobePlace(label: GlobeLabel, host: HTMLElement): GlobeLabel {
  const location = locationToLookUp(label);
  const [found, setFound] = useState<Found | null>(null);
  useEffect(() => {
    if (location === undefined) return;
    let live = true;
    void import('../../content/find-place.ts')
      .then(({ findPlace }) => findPlace(location))
      .then((result) => {
        if (!live) return;
        if (!result.ok) {
          console.warn(
            `<${host.localName}> shows its globe without a marker: owner.location "${location}": ${result.message}`,
          );
        }
        setFound({ location, place: result.ok ? result.place : null });
      });
    return () => {
      live = false;
    };
  }, [location, host]);
  const place = location !== undefined && found?.location === location ? found.place : null;
  return useMemo(() => (place ? { ...label, ...place } : label), [label, place]);
}
