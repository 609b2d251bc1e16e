import { useState } from 'react';
import type { SceneContext } from '../../three/stage-scene.ts';
import type { MarkerPlace } from './globe-place.ts';
import { GlobeScene } from './globe-scene.tsx';
import type { GlobeReport, GlobeStageSceneProps } from './globe-stage-types.ts';

/**
 * The globe, as the stage runtime draws it (it brings its own lighting): the marker's place goes
 * to the page's DOM in a message, told only when it has moved.
 */
export default function GlobeStageScene({
  label,
  reducedMotion,
  report,
}: GlobeStageSceneProps & SceneContext<GlobeReport>) {
  const [onMarker] = useState(() => {
    let last = '';
    return (place: MarkerPlace) => {
      const key = `${place.x.toFixed(1)} ${place.y.toFixed(1)} ${place.facing}`;
      if (key === last) return;
      last = key;
      report({ marker: place });
    };
  });
  return <GlobeScene label={label} reducedMotion={reducedMotion} onMarker={onMarker} />;
}
