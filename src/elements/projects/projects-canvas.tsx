import { useCallback, useRef, useState } from 'react';
import { modelUrl } from '../../three/dist-url.ts';
import type { StageProps } from '../../three/stage-types.ts';
import { canDrawInWorker, pageUrl } from '../../three/worker/support.ts';
import { StageCanvas } from '../../three/StageCanvas.tsx';
import { PROJECTS_CAMERA, type CameraView } from './projects-camera.ts';
import { usePageDecoded } from './use-page-decoded.ts';
import { useVideoFeed } from './use-video-feed.ts';

export interface ProjectsStageProps {
  /** The current project's screenshot; without one, its title shows on the screen. */
  spotlight?: string | undefined;
  /** The current project's title. */
  title: string;
  /** The current project's video, shown instead when given. */
  video?: string | undefined;
  /** Some project has a video: the page plays it for a worker (useVideoFeed), where it can. */
  videos?: boolean;
  /** Every project's screenshot, loaded with the model. */
  preload: readonly string[];
  /** The owner's own computer model; the generated one otherwise. */
  modelSrc?: string | undefined;
}

/** The page can play a video for a worker: it hands over each frame (see useVideoFeed). */
const canFeedVideo = () =>
  typeof VideoFrame === 'function' &&
  typeof HTMLVideoElement.prototype.requestVideoFrameCallback === 'function';

/** The default model, generated at build time (scripts/models/projects.model.ts). */
const DEFAULT_MODEL = 'demo-computer.glb';

/**
 * The lazily loaded half of the section: the computer drawn in a worker where the browser can
 * start one (with a project's video played here, its frames posted to the worker), else on the
 * page's thread. Its frame carries what the visitor sees as data attributes (`data-screen-src`: the
 * URL on the screen, `data-screen-state`: shown, failed (its placeholder shows) or none; `data-camera-distance` and `data-camera-azimuth`: the orbit), so tests and
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
  const onScreen = useCallback(
    (src: string, problem: string | null) => {
      // Resolved as the loaders resolve it, so it compares with an <img>'s src.
      frame.current?.setAttribute('data-screen-src', src && pageUrl(src));
      const state = problem ? 'failed' : src ? 'shown' : 'none';
      frame.current?.setAttribute('data-screen-state', state);
      if (problem) tracker.reportItem(`projects' screen: ${problem}`);
    },
    [tracker],
  );
  const onCameraChange = useCallback(({ distance, azimuth }: CameraView) => {
    frame.current?.setAttribute('data-camera-distance', distance.toFixed(4));
    frame.current?.setAttribute('data-camera-azimuth', azimuth.toFixed(4));
  }, []);
  const onScene = useCallback(
    (data: Record<string, unknown>) => {
      if (typeof data.screen === 'string') {
        onScreen(data.screen, typeof data.screenProblem === 'string' ? data.screenProblem : null);
      }
      if (data.camera) onCameraChange(data.camera as CameraView);
    },
    [onScreen, onCameraChange],
  );
  // A worker resolves a relative URL from its own script: the page's URLs, resolved here.
  const preload = scene.preload.map((url) => pageUrl(url));
  const decoded = usePageDecoded(preload, inWorker);
  const video = scene.video && pageUrl(scene.video);
  const feed = useVideoFeed(inWorker ? video : undefined, active && !reducedMotion);
  // Once the worker has its screenshots (or at once, on the page).
  const ready = !inWorker || decoded;

  return (
    <div className="stage-frame" ref={frame}>
      {ready && (
        <StageCanvas
          active={active}
          reducedMotion={reducedMotion}
          tracker={tracker}
          onContextLoss={onContextLoss}
          scene="projects"
          inWorker={inWorker}
          sceneProps={{
            modelSrc: modelSrc ? pageUrl(modelSrc) : modelUrl(DEFAULT_MODEL),
            spotlight: pageUrl(scene.spotlight),
            title: scene.title,
            preload,
            imageErrors: decoded?.errors ?? {},
            video,
            videoFailed: feed.failed,
          }}
          camera={PROJECTS_CAMERA}
          // Vertical swipes on a phone scroll the page; sideways drags turn the computer.
          touchAction="pan-y"
          images={decoded?.images ?? {}}
          onScene={onScene}
          onUnavailable={onUnavailable}
          onLink={feed.onLink}
        />
      )}
    </div>
  );
}
