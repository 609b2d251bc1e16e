import { useCallback } from 'react';
import { useI18n } from '../../i18n/context.tsx';
import { CAMERA_TARGET } from '../../lib/constants.ts';
import type { StageProps } from '../../three/stage-types.ts';
import { pageUrl } from '../../three/page/page-images.ts';
import { StageCanvas } from '../../three/page/StageCanvas.tsx';
import { loadStageRuntime } from '../stage-runtime.ts';
import { HERO_SCENE, type HeroReport, type HeroStageSceneProps } from './hero-stage-types.ts';
import { HERO_FOV } from './layout.ts';

export type HeroStageProps = Omit<HeroStageSceneProps, 'logos' | 'unavailable'> & {
  logos: readonly string[];
};

/** Where the camera starts before it eases in to the spec's point: a little higher and further. */
const CAMERA_START: [number, number, number] = [0, 4, 40];

/**
 * The hero's lazily loaded 3D stage: the desk scene, drawn by the stage runtime (in a worker
 * where the browser can start one). An owner's own logos are extruded from their icons there;
 * an SVG photo is decoded here first, as a worker cannot. A photo that fails is the monitor's
 * alone: its placeholder shows, reported as a project's screenshot is.
 */
export default function HeroCanvas({
  active,
  reducedMotion,
  tracker,
  onContextLoss,
  deskUrl,
  photoUrl,
  logos,
}: StageProps<HeroStageProps>) {
  const { t } = useI18n();
  const photo = pageUrl(photoUrl);
  const onReport = useCallback(
    ({ screenProblem }: HeroReport) => {
      if (screenProblem) tracker.reportItem(`hero's screen: ${screenProblem}`);
    },
    [tracker],
  );
  const position = reducedMotion ? [...CAMERA_TARGET] : CAMERA_START;
  return (
    <StageCanvas
      scene={HERO_SCENE}
      sceneProps={{
        deskUrl: pageUrl(deskUrl),
        photoUrl: photo,
        logos: [...logos],
        unavailable: t('image.unavailable'),
      }}
      active={active}
      reducedMotion={reducedMotion}
      tracker={tracker}
      onContextLoss={onContextLoss}
      camera={{ position, fov: HERO_FOV, near: 0.5, far: 200 }}
      runtime={loadStageRuntime}
      windowPointer
      pageImages={[photo]}
      onReport={onReport}
    />
  );
}
