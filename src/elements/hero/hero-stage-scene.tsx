import { StageLighting } from '../../three/StageLighting.tsx';
import type { SceneContext } from '../../three/stage-scene.ts';
import { HeroScene } from './hero-scene.tsx';
import type { HeroStageSceneProps } from './hero-stage-types.ts';

/**
 * The desk, as the stage runtime draws it (src/stage-worker.tsx, in a worker or on the page's
 * thread), under the shared stage lighting.
 */
export default function HeroStageScene({
  deskUrl,
  photoUrl,
  logos,
  reducedMotion,
}: HeroStageSceneProps & SceneContext<never>) {
  return (
    <>
      <StageLighting />
      <HeroScene
        deskUrl={deskUrl}
        photoUrl={photoUrl}
        logos={logos}
        reducedMotion={reducedMotion}
      />
    </>
  );
}
