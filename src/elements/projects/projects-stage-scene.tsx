import { useThree } from '@react-three/fiber';
import { useLayoutEffect, useState } from 'react';
import { StageLighting } from '../../three/StageLighting.tsx';
import type { SceneProps } from '../../three/stage-types.ts';
import { ORBIT_TARGET, type CameraView } from './projects-camera.ts';
import { ProjectsScene } from './projects-scene.tsx';
import { useDecodeFailures } from './screen-picture.tsx';

/**
 * The computer, as the stage draws it on either thread, under the shared stage lighting: the
 * carousel's project arrives in its props (in a worker, a video's frames in messages), the
 * orbit turns with the pointer (forwarded to a worker), and what the screen shows and where the
 * camera is go to the page's DOM (its frame shows them as data attributes).
 */
export default function ProjectsStageScene({
  modelSrc,
  spotlight,
  title,
  preload,
  imageErrors,
  video,
  videoFailed,
  reducedMotion,
  report,
}: SceneProps) {
  const camera = useThree((state) => state.camera);
  useLayoutEffect(() => camera.lookAt(...ORBIT_TARGET), [camera]);
  useDecodeFailures(imageErrors);
  const [onScreen] = useState(
    () => (src: string, problem?: string) =>
      report({ screen: src, screenProblem: problem ?? null }),
  );
  const [onCameraChange] = useState(() => (view: CameraView) => report({ camera: view }));
  return (
    <>
      <StageLighting />
      <ProjectsScene
        modelSrc={modelSrc as string}
        spotlight={spotlight as string | undefined}
        title={title as string}
        preload={preload as string[]}
        // In a worker the page plays it and posts its frames; one that could not play shows
        // the spotlight.
        video={video === videoFailed ? undefined : (video as string | undefined)}
        reducedMotion={reducedMotion}
        onScreen={onScreen}
        onCameraChange={onCameraChange}
      />
    </>
  );
}
