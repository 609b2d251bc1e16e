import { useCallback, useRef, useState } from 'react';
import type { CharacterLook } from '../../content/types.ts';
import { modelUrl } from '../../three/dist-url.ts';
import type { StageProps } from '../../three/stage-types.ts';
import { canDrawInWorker, pageUrl } from '../../three/worker/support.ts';
import { StageCanvas } from '../../three/StageCanvas.tsx';
import type { CharacterAnimation } from './work-animation.ts';
import { WORK_CAMERA } from './work-camera.ts';
import type { ClipFiles } from './work-scene.tsx';

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
 * The lazily loaded half of the section: the character drawn in a worker where the browser can
 * start one, else on the page's thread. Its frame carries the clip that is playing as `data-animation`, so
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
  // In a worker where the browser can; on the page's thread if the worker cannot.
  const [inWorker, setInWorker] = useState(canDrawInWorker);
  const onUnavailable = useCallback(() => setInWorker(false), []);
  const onAnimation = useCallback((name: string) => {
    frame.current?.setAttribute('data-animation', name);
  }, []);
  const onScene = useCallback(
    (data: Record<string, unknown>) => {
      if (typeof data.animation === 'string') onAnimation(data.animation);
    },
    [onAnimation],
  );

  return (
    <div className="stage-frame" ref={frame}>
      <StageCanvas
        active={active}
        reducedMotion={reducedMotion}
        tracker={tracker}
        onContextLoss={onContextLoss}
        scene="work"
        inWorker={inWorker}
        sceneProps={{
          modelSrc: modelSrc ? pageUrl(modelSrc) : modelUrl(DEFAULT_MODEL),
          clipFiles: modelSrc ? undefined : DEFAULT_CLIPS,
          look: modelSrc ? undefined : look,
          animation,
        }}
        camera={WORK_CAMERA}
        onScene={onScene}
        onUnavailable={onUnavailable}
      />
    </div>
  );
}
