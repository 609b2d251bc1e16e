import { StageLighting } from '../../three/StageLighting.tsx';
import type { WorkerSceneProps } from '../../three/worker/scene-props.ts';
import { HeroScene } from './hero-scene.tsx';

/** The desk as a worker draws it (src/stage-worker.tsx), under the shared stage lighting. */
export default function HeroWorkerScene({
  deskUrl,
  photoUrl,
  logos,
  reducedMotion,
}: WorkerSceneProps) {
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
