import { useThree } from '@react-three/fiber';
import { useLayoutEffect, useState } from 'react';
import type { CharacterLook } from '../../content/types.ts';
import { StageLighting } from '../../three/StageLighting.tsx';
import type { SceneProps } from '../../three/stage-types.ts';
import type { CharacterAnimation } from './work-animation.ts';
import { WORK_CAMERA_TARGET } from './work-camera.ts';
import { WorkScene, type ClipFiles } from './work-scene.tsx';

/**
 * The character, as the stage draws it on either thread, under the shared stage lighting: the
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
}: SceneProps) {
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
