import type { CanvasProps } from '@react-three/fiber';
import { SectionCanvas } from '../../three/SectionCanvas.tsx';
import { splitStage, type StageProps } from '../../three/stage-types.ts';
import { HeroScene, type HeroSceneProps } from './hero-scene.tsx';

export interface HeroPageCanvasProps extends StageProps<Omit<HeroSceneProps, 'reducedMotion'>> {
  camera: CanvasProps['camera'];
}

/** The desk drawn on the page's thread: where no worker can draw it (see HeroCanvas). */
export default function HeroPageCanvas(props: HeroPageCanvasProps) {
  const [stage, { camera, ...scene }] = splitStage(props);
  return (
    <SectionCanvas {...stage} camera={camera}>
      <HeroScene {...scene} reducedMotion={stage.reducedMotion} />
    </SectionCanvas>
  );
}
