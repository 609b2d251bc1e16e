import { SectionCanvas } from '../../three/SectionCanvas.tsx';
import type { StageProps } from '../../three/stage-types.ts';
import { WORK_CAMERA, WORK_CAMERA_TARGET } from './work-camera.ts';
import { WorkScene, type WorkSceneProps } from './work-scene.tsx';

export type WorkPageCanvasProps = StageProps<Omit<WorkSceneProps, 'reducedMotion'>>;

/** The character drawn on the page's thread: where no worker can draw it (see WorkCanvas). */
export default function WorkPageCanvas({
  active,
  reducedMotion,
  tracker,
  onContextLoss,
  ...scene
}: WorkPageCanvasProps) {
  return (
    <SectionCanvas
      active={active}
      reducedMotion={reducedMotion}
      tracker={tracker}
      onContextLoss={onContextLoss}
      camera={WORK_CAMERA}
      onCreated={({ camera }) => camera.lookAt(...WORK_CAMERA_TARGET)}
    >
      <WorkScene {...scene} reducedMotion={reducedMotion} />
    </SectionCanvas>
  );
}
