import { SectionCanvas } from '../../three/SectionCanvas.tsx';
import { splitStage, type StageProps } from '../../three/stage-types.ts';
import { WORK_CAMERA, WORK_CAMERA_TARGET } from './work-camera.ts';
import { WorkScene, type WorkSceneProps } from './work-scene.tsx';

export type WorkPageCanvasProps = StageProps<Omit<WorkSceneProps, 'reducedMotion'>>;

/** The character drawn on the page's thread: where no worker can draw it (see WorkCanvas). */
export default function WorkPageCanvas(props: WorkPageCanvasProps) {
  const [stage, scene] = splitStage(props);
  return (
    <SectionCanvas
      {...stage}
      camera={WORK_CAMERA}
      onCreated={({ camera }) => camera.lookAt(...WORK_CAMERA_TARGET)}
    >
      <WorkScene {...scene} reducedMotion={stage.reducedMotion} />
    </SectionCanvas>
  );
}
