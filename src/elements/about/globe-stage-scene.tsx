import { useState } from 'react';
import type { GlobeLabel } from '../../content/types.ts';
import type { WorkerSceneProps } from '../../three/worker/scene-props.ts';
import type { MarkerPlace } from './globe-place.ts';
import { GlobeScene } from './globe-scene.tsx';

/**
 * The globe as a worker draws it (stage-worker.tsx): the marker's place goes to the page in a
 * message, sent only when it has moved.
 */
export default function GlobeWorkerScene({ label, reducedMotion, report }: WorkerSceneProps) {
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
