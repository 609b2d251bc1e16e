import { useCallback, useRef } from 'react';
import type { CharacterLook } from '../../content/types.ts';
import { modelUrl } from '../../three/assets.ts';
import { SectionCanvas } from '../../three/SectionCanvas.tsx';
import type { StageProps } from '../../three/stage-types.ts';
import type { CharacterAnimation } from './work-animation.ts';
import { type ClipFiles, WorkScene } from './work-scene.tsx';

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

/** Framing: the whole figure with room above for raised arms and the jump. */
const CAMERA_POSITION: [number, number, number] = [0, 1.0, 3.8];
const CAMERA_TARGET: [number, number, number] = [0, 0.84, 0];
const CAMERA_FOV = 30;

/**
 * The lazily loaded half of the section. Its frame carries the clip that is playing as
 * `data-animation`, so tests and host pages can read the character's state without WebGL.
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
  const onAnimation = useCallback((name: string) => {
    frame.current?.setAttribute('data-animation', name);
  }, []);

  return (
    <div className="stage-frame" ref={frame}>
      <SectionCanvas
        active={active}
        reducedMotion={reducedMotion}
        tracker={tracker}
        onContextLoss={onContextLoss}
        camera={{ position: CAMERA_POSITION, fov: CAMERA_FOV, near: 0.1, far: 40 }}
        onCreated={({ camera }) => camera.lookAt(...CAMERA_TARGET)}
      >
        <WorkScene
          modelSrc={modelSrc ?? modelUrl(DEFAULT_MODEL)}
          clipFiles={modelSrc ? undefined : DEFAULT_CLIPS}
          look={modelSrc ? undefined : look}
          animation={animation}
          reducedMotion={reducedMotion}
          onAnimation={onAnimation}
        />
      </SectionCanvas>
    </div>
  );
}
