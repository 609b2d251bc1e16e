import { useCallback, useState } from 'react';
import { CAMERA_TARGET } from '../../lib/constants.ts';
import type { StageProps } from '../../three/stage-types.ts';
import { StageCanvas } from '../../three/StageCanvas.tsx';
import { canDrawInWorker, pageUrl } from '../../three/worker/support.ts';
import { usePageDecoded } from '../projects/use-page-decoded.ts';
import type { HeroSceneProps } from './hero-scene.tsx';
import { HERO_FOV } from './layout.ts';

export type HeroStageProps = Omit<HeroSceneProps, 'reducedMotion'>;

/** Where the camera starts before it eases in to the spec's point: a little higher and further. */
const CAMERA_START: [number, number, number] = [0, 4, 40];

/**
 * The hero's lazily loaded 3D stage: the desk scene drawn in a worker where the browser can
 * start one, else on the page's thread. An owner's own logos are extruded from their icons in
 * either.
 */
export default function HeroCanvas({
  active,
  reducedMotion,
  tracker,
  onContextLoss,
  ...props
}: StageProps<HeroStageProps>) {
  const [inWorker, setInWorker] = useState(canDrawInWorker);
  const onUnavailable = useCallback(() => setInWorker(false), []);
  const photoUrl = pageUrl(props.photoUrl);
  // An SVG photo is decoded here for the worker, which cannot; the worker starts once it is. One
  // that fails is the screen's alone: it shows a placeholder, reported as the projects' do.
  const decoded = usePageDecoded(photoUrl ? [photoUrl] : [], inWorker);
  const onScene = useCallback(
    (data: Record<string, unknown>) => {
      if (typeof data.screenProblem === 'string')
        tracker.reportItem(`hero's screen: ${data.screenProblem}`);
    },
    [tracker],
  );
  if (inWorker && !decoded) return null;
  const position = reducedMotion ? [...CAMERA_TARGET] : CAMERA_START;
  return (
    <StageCanvas
      active={active}
      reducedMotion={reducedMotion}
      tracker={tracker}
      onContextLoss={onContextLoss}
      camera={{ position, fov: HERO_FOV, near: 0.5, far: 200 }}
      scene="hero"
      inWorker={inWorker}
      sceneProps={{
        deskUrl: pageUrl(props.deskUrl),
        photoUrl,
        imageErrors: decoded?.errors ?? {},
        logos: [...props.logos],
      }}
      windowPointer
      images={decoded?.images ?? {}}
      onScene={onScene}
      onUnavailable={onUnavailable}
    />
  );
}
