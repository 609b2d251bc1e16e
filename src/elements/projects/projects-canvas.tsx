import { useCallback, useEffect, useRef, useState } from 'react';
import { modelUrl } from '../../three/dist-url.ts';
import type { StageProps } from '../../three/stage-types.ts';
import {
  canDrawInWorker,
  needsPageDecode,
  pageUrl,
  rasterise,
} from '../../three/worker/support.ts';
import { StageCanvas } from '../../three/StageCanvas.tsx';
import { PROJECTS_CAMERA, type CameraView } from './projects-camera.ts';
import { useVideoFeed } from './use-video-feed.ts';

export interface ProjectsStageProps {
  /** The current project's screenshot. */
  spotlight: string;
  /** The current project's video, shown instead when given. */
  video?: string | undefined;
  /** Some project has a video: the page plays it for a worker (useVideoFeed), where it can. */
  videos?: boolean;
  /** Every project's screenshot, loaded with the model. */
  preload: readonly string[];
  /** The owner's own computer model; the generated one otherwise. */
  modelSrc?: string | undefined;
}

const loadScene = () => import('./projects-stage-scene.tsx');

/** The page can play a video for a worker: it hands over each frame (see useVideoFeed). */
const canFeedVideo = () =>
  typeof VideoFrame === 'function' &&
  typeof HTMLVideoElement.prototype.requestVideoFrameCallback === 'function';

/** The default model, generated at build time (scripts/models/projects.model.ts). */
const DEFAULT_MODEL = 'demo-computer.glb';

/**
 * The screenshots a worker needs the page to decode (SVGs), decoded once for the mount:
 * null until they are, or when the worker does not draw.
 */
function usePageDecoded(urls: readonly string[], wanted: boolean, onFailure: () => void) {
  const [images, setImages] = useState<Record<string, ImageBitmap> | null>(null);
  const [decoded] = useState(() => urls.filter(needsPageDecode));
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    Promise.all(decoded.map(async (url) => [url, await rasterise(url)] as const)).then(
      (entries) => live && setImages(Object.fromEntries(entries)),
      // The page draws the stage then, and reports the picture as any asset that fails.
      () => live && onFailure(),
    );
    return () => {
      live = false;
    };
  }, [decoded, wanted, onFailure]);
  return images;
}

/**
 * The lazily loaded half of the section: the computer drawn in a worker where the browser can
 * start one (with a project's video played here, its frames posted to the worker), else on the
 * page's thread. Its frame carries what the visitor sees as data attributes (`data-screen-src`: the
 * URL on the screen; `data-camera-distance` and `data-camera-azimuth`: the orbit), so tests and
 * host pages can read the stage's state without reaching into WebGL.
 */
export default function ProjectsCanvas({
  active,
  reducedMotion,
  tracker,
  onContextLoss,
  modelSrc,
  videos = false,
  ...scene
}: StageProps<ProjectsStageProps>) {
  const frame = useRef<HTMLDivElement>(null);
  const [inWorker, setInWorker] = useState(() => canDrawInWorker() && (!videos || canFeedVideo()));
  const onUnavailable = useCallback(() => setInWorker(false), []);
  const onScreen = useCallback((src: string) => {
    // Resolved as the loaders resolve it, so it compares with an <img>'s src.
    frame.current?.setAttribute('data-screen-src', pageUrl(src));
  }, []);
  const onCameraChange = useCallback(({ distance, azimuth }: CameraView) => {
    frame.current?.setAttribute('data-camera-distance', distance.toFixed(4));
    frame.current?.setAttribute('data-camera-azimuth', azimuth.toFixed(4));
  }, []);
  const onScene = useCallback(
    (data: Record<string, unknown>) => {
      if (typeof data.screen === 'string') onScreen(data.screen);
      if (data.camera) onCameraChange(data.camera as CameraView);
    },
    [onScreen, onCameraChange],
  );
  // A worker resolves a relative URL from its own script: the page's URLs, resolved here.
  const preload = scene.preload.map((url) => pageUrl(url));
  const images = usePageDecoded(preload, inWorker, onUnavailable);
  const video = scene.video && pageUrl(scene.video);
  const feed = useVideoFeed(inWorker ? video : undefined, active && !reducedMotion);
  // Once the worker has its screenshots (or at once, on the page).
  const ready = !inWorker || images;

  return (
    <div className="stage-frame" ref={frame}>
      {ready && (
        <StageCanvas
          active={active}
          reducedMotion={reducedMotion}
          tracker={tracker}
          onContextLoss={onContextLoss}
          scene="projects"
          loadScene={loadScene}
          inWorker={inWorker}
          sceneProps={{
            modelSrc: modelSrc ? pageUrl(modelSrc) : modelUrl(DEFAULT_MODEL),
            spotlight: pageUrl(scene.spotlight),
            preload,
            video,
            videoFailed: feed.failed,
          }}
          camera={PROJECTS_CAMERA}
          // Vertical swipes on a phone scroll the page; sideways drags turn the computer.
          touchAction="pan-y"
          images={images ?? {}}
          onScene={onScene}
          onUnavailable={onUnavailable}
          onLink={feed.onLink}
        />
      )}
    </div>
  );
}
