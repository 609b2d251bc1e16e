import { useThree } from '@react-three/fiber';
import { useLayoutEffect, useState } from 'react';
import { StageLighting } from '../../three/StageLighting.tsx';
import type { SceneContext } from '../../three/stage-scene.ts';
import { ORBIT_TARGET, type CameraView } from './projects-camera.ts';
import { ProjectsScene } from './projects-scene.tsx';
import type { ProjectsReport, ProjectsStageSceneProps } from './projects-stage-types.ts';

/**
 * The computer, as the stage runtime draws it, under the shared stage lighting: the carousel's
 * project arrives in its props (a video's frames in messages), the orbit turns with the pointer
 * (forwarded to a worker), and what the screen shows and where the camera is go to the page's
 * DOM (its frame shows them as data attributes).
 */
export default function ProjectsStageScene({
  modelSrc,
  spotlight,
  title,
  preload,
  video,
  videoFed,
  videoFailed,
  unavailable,
  reducedMotion,
  report,
}: ProjectsStageSceneProps & SceneContext<ProjectsReport>) {
  const camera = useThree((state) => state.camera);
  useLayoutEffect(() => camera.lookAt(...ORBIT_TARGET), [camera]);
  const [onScreen] = useState(
    () => (src: string, problem?: string) =>
      report({ screen: src, screenProblem: problem ?? null }),
  );
  const [onCameraChange] = useState(() => (view: CameraView) => report({ camera: view }));
  return (
    <>
      <StageLighting />
      <ProjectsScene
        modelSrc={modelSrc}
        spotlight={spotlight}
        title={title}
        preload={preload}
        // A video the page could not play shows the spotlight.
        video={video === videoFailed ? undefined : video}
        videoFed={videoFed}
        unavailable={unavailable}
        reducedMotion={reducedMotion}
        onScreen={onScreen}
        onCameraChange={onCameraChange}
      />
    </>
  );
}
