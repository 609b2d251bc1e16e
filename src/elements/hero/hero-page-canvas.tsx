import type { CanvasProps } from '@react-three/fiber';
import { SectionCanvas } from '../../three/SectionCanvas.tsx';
import type { StageProps } from '../../three/stage-types.ts';
import { HeroScene, type HeroSceneProps } from './hero-scene.tsx';

export interface HeroPageCanvasProps extends StageProps<Omit<HeroSceneProps, 'reducedMotion'>> {
  camera: CanvasProps['camera'];
}

/** The desk drawn on the page's thread: where no worker can draw it (see HeroCanvas). */
export default function HeroPageCanvas({
  active,
  reducedMotion,
  tracker,
  onContextLoss,
  camera,
  ...props
}: HeroPageCanvasProps) {
  return (
    <SectionCanvas
      active={active}
      reducedMotion={reducedMotion}
      tracker={tracker}
      onContextLoss={onContextLoss}
      camera={camera}
    >
      <HeroScene {...props} reducedMotion={reducedMotion} />
    </SectionCanvas>
  );
}
