import { useThree } from '@react-three/fiber';
import { useLayoutEffect, useState } from 'react';
import { StageLighting } from '../../three/StageLighting.tsx';
import type { SceneContext } from '../../three/stage-scene.ts';
import { WORK_CAMERA_TARGET } from './work-camera.ts';
import { WorkScene } from './work-scene.tsx';
import type { WorkReport, WorkStageSceneProps } from './work-stage-types.ts';

/**
 * The character, as the stage runtime draws it, under the shared stage lighting: the
 * clip the job list asks for arrives in its props, and the clip playing goes to the page's DOM
 * (its frame shows it as `data-animation`).
 */
export default function WorkStageScene({
  modelSrc,
  clipFiles,
  look,
  animation,
  reducedMotion,
  report,
}: WorkStageSceneProps & SceneContext<WorkReport>) {
  const camera = useThree((state) => state.camera);
  useLayoutEffect(() => camera.lookAt(...WORK_CAMERA_TARGET), [camera]);
  const [onAnimation] = useState(() => (name: string) => report({ animation: name }));
  return (
    <>
      <StageLighting />
      <WorkScene
        modelSrc={modelSrc}
        clipFiles={clipFiles}
        look={look}
        animation={animation}
        reducedMotion={reducedMotion}
        onAnimation={onAnimation}
      />
    </>
  );
}
