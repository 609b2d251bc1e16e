import { useState } from 'react';
import { StageLighting } from '../../three/StageLighting.tsx';
import type { SceneContext } from '../../three/stage-scene.ts';
import { HeroScene } from './hero-scene.tsx';
import type { HeroReport, HeroStageSceneProps } from './hero-stage-types.ts';

/**
 * The desk, as the stage runtime draws it (src/stage-worker.tsx, in a worker or on the page's
 * thread), under the shared stage lighting. What the photo's screen shows goes to the page,
 * which reports a photo that failed (its placeholder is on the screen, the desk drawn).
 */
export default function HeroStageScene({
  deskUrl,
  photoUrl,
  logos,
  unavailable,
  reducedMotion,
  report,
}: HeroStageSceneProps & SceneContext<HeroReport>) {
  const [onPhoto] = useState(
    () => (src: string, problem?: string) =>
      report({ screen: src, screenProblem: problem ?? null }),
  );
  return (
    <>
      <StageLighting />
      <HeroScene
        deskUrl={deskUrl}
        photoUrl={photoUrl}
        onPhoto={onPhoto}
        unavailable={unavailable}
        logos={logos}
        reducedMotion={reducedMotion}
      />
    </>
  );
}
