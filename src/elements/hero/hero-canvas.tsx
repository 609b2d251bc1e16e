import { CAMERA_TARGET } from '../../lib/constants.ts';
import { SectionCanvas } from '../../three/SectionCanvas.tsx';
import type { StageProps } from '../../three/stage-types.ts';
import { HeroScene, type HeroSceneProps } from './hero-scene.tsx';
import { HERO_FOV } from './layout.ts';

export type HeroStageProps = Omit<HeroSceneProps, 'reducedMotion'>;

/** Where the camera starts before it eases in to the spec's point: a little higher and further. */
const CAMERA_START: [number, number, number] = [0, 4, 40];

/** The hero's lazily loaded 3D stage: the shared canvas around the desk scene. */
export default function HeroCanvas({
  active,
  reducedMotion,
  tracker,
  onContextLoss,
  ...props
}: StageProps<HeroStageProps>) {
  const position = reducedMotion ? [...CAMERA_TARGET] : CAMERA_START;
  return (
    <SectionCanvas
      active={active}
      reducedMotion={reducedMotion}
      tracker={tracker}
      onContextLoss={onContextLoss}
      camera={{
        position: position as [number, number, number],
        fov: HERO_FOV,
        near: 0.5,
        far: 200,
      }}
    >
      <HeroScene {...props} reducedMotion={reducedMotion} />
    </SectionCanvas>
  );
}
