import { useState } from 'react';
import type { GlobeLabel } from '../../content/types.ts';
import type { SceneProps } from '../../three/stage-types.ts';
import type { MarkerPlace } from './globe-place.ts';
import { GlobeScene } from './globe-scene.tsx';

/**
 * The globe, as the stage draws it on either thread (it brings its own lighting): the marker's
 * place goes to the page's DOM (in a message from a worker), told only when it has moved.
 */
export default function GlobeStageScene({ label, reducedMotion, report }: SceneProps) {
  const [onMarker] = useState(() => {
    let last = '';
    return (place: MarkerPlace) => {
      const key = `${place.x.toFixed(1)} ${place.y.toFixed(1)} ${place.facing}`;
      if (key === last) return;
      last = key;
      report({ marker: place });
    };
  });
  return (
    <GlobeScene label={label as GlobeLabel} reducedMotion={reducedMotion} onMarker={onMarker} />
  );
}
