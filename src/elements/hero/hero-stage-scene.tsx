import { useState } from 'react';
import { StageLighting } from '../../three/StageLighting.tsx';
import type { SceneProps } from '../../three/stage-types.ts';
import { useDecodeFailures } from '../projects/screen-picture.tsx';
import { HeroScene } from './hero-scene.tsx';

/**
 * The desk, as the stage draws it on either thread (a worker's, src/stage-worker.tsx, or the
 * page's where no worker can), under the shared stage lighting. What the photo's screen shows
 * goes to the page, which reports a photo that failed (its placeholder is on the screen).
 */
export default function HeroStageScene({
  deskUrl,
  photoUrl,
  imageErrors,
  logos,
  reducedMotion,
  report,
}: SceneProps) {
  useDecodeFailures(imageErrors);
  const [onPhoto] = useState(
    () => (src: string, problem?: string) =>
      report({ screen: src, screenProblem: problem ?? null }),
  );
  return (
    <>
      <StageLighting />
      <HeroScene
        deskUrl={deskUrl as string}
        photoUrl={photoUrl as string | undefined}
        onPhoto={onPhoto}
        logos={logos as string[]}
        reducedMotion={reducedMotion}
      />
    </>
  );
}
