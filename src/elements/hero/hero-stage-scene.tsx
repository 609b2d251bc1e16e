import { StageLighting } from '../../three/StageLighting.tsx';
import type { SceneProps } from '../../three/stage-types.ts';
import { HeroScene } from './hero-scene.tsx';

/**
 * The desk, as the stage draws it on either thread (a worker's, src/stage-worker.tsx, or the
 * page's where no worker can), under the shared stage lighting.
 */
export default function HeroStageScene({ deskUrl, photoUrl, logos, reducedMotion }: SceneProps) {
  return (
    <>
      <StageLighting />
      <HeroScene
        deskUrl={deskUrl as string}
        photoUrl={photoUrl as string | undefined}
        logos={logos as string[]}
        reducedMotion={reducedMotion}
      />
    </>
  );
}
