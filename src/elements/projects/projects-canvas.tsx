import { useCallback, useRef } from 'react';
import { useI18n } from '../../i18n/context.tsx';
import { modelUrl } from '../../three/dist-url.ts';
import { pageUrl } from '../../three/page/page-images.ts';
import { StageCanvas } from '../../three/page/StageCanvas.tsx';
import type { StageProps } from '../../three/stage-types.ts';
import { loadStageRuntime } from '../stage-runtime.ts';
import { PROJECTS_CAMERA } from './projects-camera.ts';
import { PROJECTS_SCENE, type ProjectsReport } from './projects-stage-types.ts';
import { useVideoFeed } from './use-video-feed.ts';

export interface ProjectsStageProps {
  /** The current project's screenshot; without one, its title shows on the screen. */
  spotlight?: string | undefined;
  /** The current project's title. */
  title: string;
  /** The current project's video, shown instead when given. */
  video?: string | undefined;
  /** Some project has a video: the page plays it and posts its frames to the stage. */
  videos?: boolean;
  /** Every project's screenshot, loaded with the model. */
  preload: readonly string[];
  /** The owner's own computer model; the generated one otherwise. */
  modelSrc?: string | undefined;
}

/** The page can play a video for the stage: it hands over each frame (see useVideoFeed). */
const canFeedVideo = () =>
  typeof VideoFrame === 'function' &&
  typeof HTMLVideoElement.prototype.requestVideoFrameCallback === 'function';

/** The default model, generated at build time (scripts/models/projects.model.ts). */
const DEFAULT_MODEL = 'demo-computer.glb';

/**
 * The lazily loaded half of the section: the computer, drawn by the stage runtime (in a worker
 * where the browser can start one), with a project's video played here and its frames posted to
 * the stage. Its frame carries what the visitor sees as data attributes (`data-screen-src`: the
 * URL on the screen, `data-screen-state`: shown, failed (its placeholder shows) or none;
 * `data-camera-distance` and `data-camera-azimuth`: the orbit), so tests and host pages can read
 * the stage's state without reaching into WebGL.
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
  const { t } = useI18n();
  // Where the page cannot hand a video's frames over, the page's thread draws (and plays) it.
  const fed = !videos || canFeedVideo();
  const onReport = useCallback(
    (report: ProjectsReport) => {
      const element = frame.current;
      if ('camera' in report) {
        element?.setAttribute('data-camera-distance', report.camera.distance.toFixed(4));
        element?.setAttribute('data-camera-azimuth', report.camera.azimuth.toFixed(4));
        return;
      }
      const { screen, screenProblem } = report;
      // Resolved as the loaders resolve it, so it compares with an <img>'s src.
      element?.setAttribute('data-screen-src', screen && pageUrl(screen));
      element?.setAttribute(
        'data-screen-state',
        screenProblem ? 'failed' : screen ? 'shown' : 'none',
      );
      if (screenProblem) tracker.reportItem(`projects' screen: ${screenProblem}`);
    },
    [tracker],
  );
  // A stage resolves a relative URL from its own script: the page's URLs, resolved here.
  const preload = scene.preload.map((url) => pageUrl(url));
  const video = scene.video && pageUrl(scene.video);
  const feed = useVideoFeed(fed ? video : undefined, active && !reducedMotion);

  return (
    <div className="stage-frame" ref={frame}>
      <StageCanvas
        scene={PROJECTS_SCENE}
        sceneProps={{
          modelSrc: modelSrc ? pageUrl(modelSrc) : modelUrl(DEFAULT_MODEL),
          spotlight: pageUrl(scene.spotlight),
          title: scene.title,
          preload,
          video,
          videoFed: fed,
          videoFailed: feed.failed,
          unavailable: t('image.unavailable'),
        }}
        active={active}
        reducedMotion={reducedMotion}
        tracker={tracker}
        onContextLoss={onContextLoss}
        camera={PROJECTS_CAMERA}
        runtime={loadStageRuntime}
        onPageBecause={
          fed ? null : "this browser cannot hand a video's frames to a worker (no VideoFrame)"
        }
        // Vertical swipes on a phone scroll the page; sideways drags turn the computer.
        touchAction="pan-y"
        pageImages={preload}
        onReport={onReport}
        onLink={feed.onLink}
      />
    </div>
  );
}
