import { SectionCanvas, type SectionCanvasProps } from '../../three/SectionCanvas.tsx';
import { GlobeScene, type GlobeSceneProps } from './globe-scene.tsx';

export type GlobePageCanvasProps = Omit<SectionCanvasProps, 'children'> & GlobeSceneProps;

/** The globe drawn on the page's thread: where no worker can draw it (see GlobeStage). */
export default function GlobePageCanvas({
  label,
  onMarker,
  reducedMotion,
  ...stage
}: GlobePageCanvasProps) {
  return (
    <SectionCanvas {...stage} reducedMotion={reducedMotion} lighting={false}>
      <GlobeScene label={label} reducedMotion={reducedMotion} onMarker={onMarker} />
    </SectionCanvas>
  );
}
