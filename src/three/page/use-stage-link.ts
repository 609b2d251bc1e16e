/**
 * A stage's link to its runtime, one per mount: once the page's pictures are decoded it starts
 * the runtime on its thread (a worker, or the page's behind an in-page port), hands it the canvas
 * and the start, forwards size and pointer, hears its messages (hear-stage.ts), and at unmount
 * asks for the last frame and stops it.
 */
import { useLayoutEffect, type RefObject } from 'react';
import { basePath } from '../../lib/base-path.ts';
import { STILL } from '../../lib/still.ts';
import type { AssetTracker } from '../asset-tracker.ts';
import { missingFileHint } from '../dist-url.ts';
import type { FromStage } from '../protocol.ts';
import { inPageLink, type StageLink } from '../runtime/port.ts';
import type { StageScene } from '../stage-scene.ts';
import type { StageSnapshot } from '../per-host/stage-snapshot.ts';
import { forwardInputs } from './forward.ts';
import { hearStage } from './hear-stage.ts';
import type {
  Pacing,
  StageCallbacks,
  StagePost,
  StageRuntime,
  Thread,
} from './stage-canvas-types.ts';
import { REFUSED_WORKER, startStageWorker } from './start-stage.ts';
import type { PageImages } from './use-page-images.ts';

/** How long a stopping stage has to send its last frame and let its context go. */
const STOP_WAIT_MS = 1000;

export interface StageLinkOptions<Props, Report> {
  canvas: RefObject<HTMLCanvasElement | null>;
  thread: Thread;
  /** The page's decoded pictures: null until they are, and the stage waits for them. */
  decoded: PageImages | null;
  scene: StageScene<Props, Report>;
  camera: Record<string, unknown>;
  flat: boolean;
  softwarePixels: number | undefined;
  tracker: AssetTracker;
  runtime: () => Promise<StageRuntime>;
  windowPointer: boolean;
  snapshot: StageSnapshot | null;
  latest: RefObject<StageCallbacks<Props, Report>>;
  /** Set while the stage is started: the way to post to it. */
  link: RefObject<{ post: StagePost } | null>;
  pacing: RefObject<Pacing>;
  pace: () => void;
  setFailure: (error: Error) => void;
}

export function useStageLink<Props, Report>({
  canvas: ref,
  thread,
  decoded,
  scene,
  camera,
  flat,
  softwarePixels,
  tracker,
  runtime,
  windowPointer,
  snapshot,
  latest,
  link,
  pacing,
  pace,
  setFailure,
}: StageLinkOptions<Props, Report>): void {
  useLayoutEffect(() => {
    if (!decoded) return;
    const canvas = ref.current!;
    const root = canvas.getRootNode();
    // Named for its section (devtools and the benchmark's probe list it so).
    const name = root instanceof ShadowRoot ? root.host.localName : scene.name;
    let stopped = false;
    let started = false;
    let current: StageLink | null = null;

    const post: StagePost = (message, transfer = []) => current?.postMessage(message, transfer);
    const onMessage = ({ data }: MessageEvent<FromStage>) =>
      hearStage(data, {
        thread,
        canvas,
        snapshot,
        tracker,
        softwarePixels,
        latest,
        pacing,
        pace,
        setFailure,
        started: () => {
          started = true;
        },
        terminate: () => current?.terminate(),
      });

    const begin = (stage: StageLink, drawing: OffscreenCanvas | HTMLCanvasElement) => {
      current = stage;
      stage.addEventListener('message', onMessage);
      link.current = { post };
      latest.current.onLink?.(post);
      const box = canvas.getBoundingClientRect();
      const images = decoded.images;
      post(
        {
          type: 'start',
          canvas: drawing,
          scene: scene.name,
          width: box.width,
          height: box.height,
          images,
          imageFailures: decoded.failures,
          camera,
          flat,
          still: STILL,
          basePath: basePath(),
          ...latest.current.inputs,
        },
        // Handed over, not copied: a copy of the projects' four screenshots held the page's
        // thread 200 ms at 4x CPU. The mount decoded them for this stage alone.
        drawing instanceof OffscreenCanvas ? [drawing, ...Object.values(images)] : [],
      );
    };

    let stopForwarding = () => {};
    if (thread === 'worker') {
      const starting = startStageWorker(name);
      if (!starting) {
        latest.current.onUnavailable(REFUSED_WORKER);
        return;
      }
      const { worker, failure } = starting;
      // A script that does not load (blocked, offline) fails before the worker starts: the
      // page draws the stage. Never after a start: the page makes no context of its own then.
      worker.addEventListener('error', (event) => {
        event.preventDefault();
        if (stopped) return;
        if (started) setFailure(new Error(`WebGL worker: ${event.message || 'failed'}`));
        else {
          worker.terminate();
          latest.current.onUnavailable(failure(event.message));
        }
      });
      begin(worker, canvas.transferControlToOffscreen());
      stopForwarding = forwardInputs(canvas, post, { pointer: true, window: windowPointer });
    } else {
      runtime().then(
        ({ serveOnPage }) => {
          if (stopped) return;
          begin(inPageLink(serveOnPage), canvas);
          // The canvas hears the pointer itself: only its size and the window's pointer travel.
          stopForwarding = forwardInputs(canvas, post, { pointer: false, window: windowPointer });
        },
        (error: unknown) => {
          const message = error instanceof Error ? error.message : String(error);
          const failure = new Error(
            `The stage runtime did not load (${message})${missingFileHint()}`,
          );
          failure.name = 'AssetError';
          setFailure(failure);
        },
      );
    }

    return () => {
      stopped = true;
      stopForwarding();
      link.current = null;
      // The latest render's callback, on purpose: StageThread sets `latest` as it renders.
      // eslint-disable-next-line react-hooks/exhaustive-deps
      latest.current.onLink?.(null);
      snapshot?.measure(canvas);
      // The last frame first (it replaces the copy kept while drawing), then the context goes.
      post({ type: 'snapshot' });
      post({ type: 'stop' });
      const ending = current;
      setTimeout(() => ending?.terminate(), STOP_WAIT_MS);
    };
    // One stage per mount: inputs, size and ratio reach it in messages.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [decoded]);
}
