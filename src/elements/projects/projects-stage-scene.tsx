import { useThree } from '@react-three/fiber';
import { useLayoutEffect, useState } from 'react';
import { StageLighting } from '../../three/StageLighting.tsx';
import type { WorkerSceneProps } from '../../three/worker/scene-props.ts';
import { ORBIT_TARGET, type CameraView } from './projects-camera.ts';
import { ProjectsScene } from './projects-scene.tsx';

/**
 * The computer as a worker draws it (src/stage-worker.tsx), under the shared stage lighting:
 * the carousel's project arrives in its props (a video's frames in messages), the orbit turns with the page's forwarded
 * pointer, and what the screen shows and where the camera is go back to the page in messages
 * (its frame shows them as data attributes).
 */
export default function ProjectsWorkerScene({
  modelSrc,
  spotlight,
  preload,
  video,
  videoFailed,
  reducedMotion,
  report,
}: WorkerSceneProps) {
  const camera = useThree((state) => state.camera);
  useLayoutEffect(() => camera.lookAt(...ORBIT_TARGET), [camera]);
  const [onScreen] = useState(() => (src: string) => report({ screen: src }));
  const [onCameraChange] = useState(() => (view: CameraView) => report({ camera: view }));
  return (
    <>
      <StageLighting />
      <ProjectsScene
        modelSrc={modelSrc as string}
        spotlight={spotlight as string}
        preload={preload as string[]}
        // The page plays it and posts its frames; one that could not play shows the spotlight.
        video={video === videoFailed ? undefined : (video as string | undefined)}
        reducedMotion={reducedMotion}
        onScreen={onScreen}
        onCameraChange={onCameraChange}
      />
    </>
  );
}
