import { useCallback, useEffect, useState } from 'react';
import { CAMERA_TARGET } from '../../lib/constants.ts';
import type { StageProps } from '../../three/stage-types.ts';
import { StageCanvas } from '../../three/StageCanvas.tsx';
import {
  canDrawInWorker,
  needsPageDecode,
  pageUrl,
  rasterise,
} from '../../three/worker/support.ts';
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
  // An SVG photo is decoded here for the worker, which cannot; the worker starts once it is.
  const pageDecodes = inWorker && !!photoUrl && needsPageDecode(photoUrl);
  const [images, setImages] = useState<Record<string, ImageBitmap> | null>(null);
  useEffect(() => {
    if (!pageDecodes || !photoUrl) return;
    let live = true;
    rasterise(photoUrl).then(
      (image) => live && setImages({ [photoUrl]: image }),
      // The page draws the stage then, and reports the photo as any asset that fails.
      () => live && setInWorker(false),
    );
    return () => {
      live = false;
    };
  }, [pageDecodes, photoUrl]);
  if (pageDecodes && !images) return null;
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
      sceneProps={{ deskUrl: pageUrl(props.deskUrl), photoUrl, logos: [...props.logos] }}
      windowPointer
      images={images ?? {}}
      onScene={ignore}
      onUnavailable={onUnavailable}
    />
  );
}

/** The desk sends nothing for the page's DOM. */
function ignore(): void {}
