import { lazy, useCallback, useEffect, useState } from 'react';
import { CAMERA_TARGET } from '../../lib/constants.ts';
import { onPage } from '../../three/load-libraries.ts';
import type { StageProps } from '../../three/stage-types.ts';
import {
  canDrawInWorker,
  needsPageDecode,
  pageUrl,
  rasterise,
} from '../../three/worker/support.ts';
import { WorkerCanvas } from '../../three/worker/WorkerCanvas.tsx';
import type { HeroSceneProps } from './hero-scene.tsx';
import { HERO_FOV } from './layout.ts';
import { isBuiltInLogo } from './logo-icons.ts';

export type HeroStageProps = Omit<HeroSceneProps, 'reducedMotion'>;

/** Where the camera starts before it eases in to the spec's point: a little higher and further. */
const CAMERA_START: [number, number, number] = [0, 4, 40];

/** The desk on the page's thread, with the 3D libraries: loaded only where no worker draws it. */
const HeroPageCanvas = lazy(onPage(() => import('./hero-page-canvas.tsx')));

/**
 * The hero's lazily loaded 3D stage: the desk scene drawn in a worker where the browser can,
 * unless an owner's logo must be extruded from its icon (that reads the SVG with the page's
 * DOMParser); else on the page's thread, on the shared section canvas.
 */
export default function HeroCanvas({
  active,
  reducedMotion,
  tracker,
  onContextLoss,
  ...props
}: StageProps<HeroStageProps>) {
  const [inWorker, setInWorker] = useState(
    () => canDrawInWorker() && props.logos.every(isBuiltInLogo),
  );
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
  const position = reducedMotion ? [...CAMERA_TARGET] : CAMERA_START;
  const stage = {
    active,
    reducedMotion,
    tracker,
    onContextLoss,
    camera: { position: position as [number, number, number], fov: HERO_FOV, near: 0.5, far: 200 },
  };
  if (inWorker) {
    if (pageDecodes && !images) return null;
    return (
      <WorkerCanvas
        {...stage}
        scene="hero"
        sceneProps={{
          deskUrl: pageUrl(props.deskUrl),
          photoUrl,
          logos: [...props.logos],
        }}
        windowPointer
        images={images ?? {}}
        onScene={ignore}
        onUnavailable={onUnavailable}
      />
    );
  }
  return <HeroPageCanvas {...stage} {...props} />;
}

/** The desk sends nothing for the page's DOM. */
function ignore(): void {}
