import { useCallback, useRef } from 'react';
import type { CharacterLook } from '../../content/types.ts';
import { modelUrl } from '../../three/dist-url.ts';
import { pageUrl } from '../../three/page/page-images.ts';
import { StageCanvas } from '../../three/page/StageCanvas.tsx';
import type { StageProps } from '../../three/stage-types.ts';
import { loadStageRuntime } from '../stage-runtime.ts';
import type { CharacterAnimation } from './work-animation.ts';
import { WORK_CAMERA } from './work-camera.ts';
import type { ClipFiles } from './work-scene.tsx';
import { WORK_SCENE, type WorkReport } from './work-stage-types.ts';

export interface WorkStageProps {
  animation: CharacterAnimation;
  /** The owner's own character (its clips inside it); the generated one otherwise. */
  modelSrc?: string | undefined;
  /** `work.character`: the generated character's look (an owner's model ignores it). */
  look?: CharacterLook | undefined;
}

/** The default character and its clip files, generated at build time (character.model.ts). */
const DEFAULT_MODEL = 'character.glb';
const DEFAULT_CLIPS: ClipFiles = {
  idle: modelUrl('animations/idle.glb'),
  salute: modelUrl('animations/salute.glb'),
  clapping: modelUrl('animations/clapping.glb'),
  victory: modelUrl('animations/victory.glb'),
};

/**
 * The lazily loaded half of the section: the character, drawn by the stage runtime (in a worker
 * where the browser can start one). Its frame carries the clip that is playing as `data-animation`, so
 * tests and host pages can read the character's state without WebGL.
 */
export default function WorkCanvas({
  active,
  reducedMotion,
  tracker,
  onContextLoss,
  animation,
  modelSrc,
  look,
}: StageProps<WorkStageProps>) {
  const frame = useRef<HTMLDivElement>(null);
  const onReport = useCallback((report: WorkReport) => {
    frame.current?.setAttribute('data-animation', report.animation);
  }, []);

  return (
    <div className="stage-frame" ref={frame}>
      <StageCanvas
        scene={WORK_SCENE}
        active={active}
        reducedMotion={reducedMotion}
        tracker={tracker}
        onContextLoss={onContextLoss}
        sceneProps={{
          modelSrc: modelSrc ? pageUrl(modelSrc) : modelUrl(DEFAULT_MODEL),
          clipFiles: modelSrc ? undefined : DEFAULT_CLIPS,
          look: modelSrc ? undefined : look,
          animation,
        }}
        camera={WORK_CAMERA}
        runtime={loadStageRuntime}
        onReport={onReport}
      />
    </div>
  );
}
