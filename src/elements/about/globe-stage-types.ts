import type { GlobeLabel } from '../../content/types.ts';
import { stageScene } from '../../three/stage-scene.ts';
import type { MarkerPlace } from './globe-place.ts';

/** What the About section's stage chunk sends the globe scene (globe-stage-scene.tsx). */
export interface GlobeStageSceneProps {
  /** Where the marker sits, its colour, size (px) and name. */
  label: GlobeLabel;
}

/** What the globe tells the page: where its marker is now (the page draws it as HTML). */
export interface GlobeReport {
  marker: MarkerPlace;
}

export const GLOBE_SCENE = stageScene<GlobeStageSceneProps, GlobeReport>('globe');
