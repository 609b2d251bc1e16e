import { useThree } from '@react-three/fiber';
import { useLayoutEffect, useState } from 'react';
import type { CharacterLook } from '../../content/types.ts';
import { StageLighting } from '../../three/StageLighting.tsx';
import type { WorkerSceneProps } from '../../three/worker/scene-props.ts';
import type { CharacterAnimation } from './work-animation.ts';
import { WORK_CAMERA_TARGET } from './work-camera.ts';
import { WorkScene, type ClipFiles } from './work-scene.tsx';

/**
 * The character as a worker draws it (src/stage-worker.tsx), under the shared stage lighting:
 * the clip the job list asks for arrives in its props, and the clip playing goes back to the
 * page in a message (the page's frame shows it as `data-animation`).
 */
export default function WorkWorkerScene({
  modelSrc,
  clipFiles,
  look,
  animation,
  reducedMotion,
  report,
}: WorkerSceneProps) {
  const camera = useThree((state) => state.camera);
  useLayoutEffect(() => camera.lookAt(...WORK_CAMERA_TARGET), [camera]);
  const [onAnimation] = useState(() => (name: string) => report({ animation: name }));
  return (
    <>
      <StageLighting />
      <WorkScene
        modelSrc={modelSrc as string}
        clipFiles={clipFiles as ClipFiles | undefined}
        look={look as CharacterLook | undefined}
        animation={animation as CharacterAnimation}
        reducedMotion={reducedMotion}
        onAnimation={onAnimation}
      />
    </>
  );
}
