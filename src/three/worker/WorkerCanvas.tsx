import { useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLook } from '../../platform/look.tsx';
import { STILL } from '../../lib/still.ts';
import { distRootUrl } from '../dist-url.ts';
import type { AssetTracker } from '../asset-tracker.ts';
import type { ResolutionGovernor } from '../resolution-governor.ts';
import { stageGovernor } from '../start-up/stage-governor.ts';
import { SnapshotContext } from '../start-up/use-snapshot.ts';
import { stageFrameloop } from '../stage-types.ts';
import { forwardInputs } from './forward.ts';
import type { FromWorker, SceneInputs, ToWorker, WorkerSceneName } from './protocol.ts';
import { startStageWorker } from './support.ts';

/** How long a stopping worker has to send its last frame and let its context go. */
const STOP_WAIT_MS = 1000;

export interface WorkerCanvasProps {
  scene: WorkerSceneName;
  /** The scene's own props: structured-cloneable (they are posted to the worker). */
  sceneProps: Record<string, unknown>;
  active: boolean;
  reducedMotion: boolean;
  tracker: AssetTracker;
  onContextLoss: (lost: boolean) => void;
  camera: Record<string, unknown>;
  flat?: boolean;
  /** Drawing-buffer pixels to start with in software WebGL (see SOFTWARE_START_PIXELS). */
  softwarePixels?: number;
  /** What the scene sends for the page's DOM (the globe's marker). */
  onScene: (data: Record<string, unknown>) => void;
  /** The worker cannot draw here (no context, or no script): the page draws the stage. */
  onUnavailable: () => void;
  /** Forward the pointer over the page's window too (the hero's tilt). */
  windowPointer?: boolean;
  /**
   * Images decoded on the page for the worker, by URL (see rasterise): handed over at the
   * start, so each mount decodes its own.
   */
  images?: Record<string, ImageBitmap>;
  /** The canvas's CSS touch-action: what a touch drag does to the page rather than the scene. */
  touchAction?: string;
  /** Given the way to post to the worker once it is started, and null when it stops. */
  onLink?: (post: WorkerPost | null) => void;
}

/** Posts a message to the stage's worker, handing over `transfer`. */
export type WorkerPost = (message: ToWorker, transfer?: Transferable[]) => void;

/**
 * A stage drawn in a worker (stage-worker.tsx): the page keeps the canvas element and the DOM,
 * transfers the canvas's drawing, and talks to the worker in messages. The worker reports
 * progress, frames (they pace the page's resolution governor), frame copies for the snapshot,
 * context loss and what the scene shows in the DOM; the page sends size, pixel ratio, inputs
 * and forwarded pointer events. The worker stops, and lets its context go, on unmount.
 */
export function WorkerCanvas({
  scene,
  sceneProps,
  active,
  reducedMotion,
  tracker,
  onContextLoss,
  camera,
  flat = false,
  softwarePixels,
  onScene,
  onUnavailable,
  windowPointer = false,
  images = {},
  touchAction,
  onLink,
}: WorkerCanvasProps) {
  const ref = useRef<HTMLCanvasElement>(null);
  const snapshot = useContext(SnapshotContext);
  const look = useLook();
  const [failure, setFailure] = useState<Error | null>(null);
  const link = useRef<{ post: WorkerPost } | null>(null);
  const frameloop = stageFrameloop(active, reducedMotion);
  const inputs: SceneInputs = { props: sceneProps, look, reducedMotion, frameloop };
  const latest = useRef({ inputs, onScene, onUnavailable, onContextLoss, onLink });
  latest.current = { inputs, onScene, onUnavailable, onContextLoss, onLink };
  if (failure) throw failure;

  useLayoutEffect(() => {
    const canvas = ref.current!;
    const root = canvas.getRootNode();
    // Named for its section (devtools and the benchmark's probe list it so).
    const name = root instanceof ShadowRoot ? root.host.localName : scene;
    // Said in the console, so a host's developer sees why a stage draws on the page's thread.
    const drawOnPage = (reason: string) => {
      console.info(`<${name}> draws its 3D stage on the page's thread: ${reason}`);
      latest.current.onUnavailable();
    };
    const worker = startStageWorker(name);
    if (!worker) return drawOnPage('the browser refused a worker here');
    const post: WorkerPost = (message, transfer = []) => worker.postMessage(message, transfer);
    link.current = { post };
    latest.current.onLink?.(post);
    let started = false;
    let stopped = false;
    // Made when the worker's renderer probe answers (see stageGovernor).
    let governor: ResolutionGovernor | null = null;

    worker.addEventListener('message', ({ data }: MessageEvent<FromWorker>) => {
      switch (data.type) {
        case 'probed':
          governor = stageGovernor(snapshot, softwarePixels, data.software);
          post({ type: 'dpr', dpr: governor.dpr });
          break;
        case 'started':
          started = true;
          snapshot?.measure(canvas);
          break;
        case 'unavailable':
          worker.terminate();
          drawOnPage(data.message);
          break;
        case 'progress':
          tracker.follow(data.progress);
          break;
        case 'failed': {
          const error = new Error(data.message);
          if (data.asset) error.name = 'AssetError';
          setFailure(error);
          break;
        }
        case 'lost':
        case 'restored':
          latest.current.onContextLoss(data.type === 'lost');
          break;
        case 'drew': {
          const next = data.interval === null || !governor ? null : governor.frame(data.interval);
          if (next !== null) post({ type: 'dpr', dpr: next });
          break;
        }
        case 'image':
          snapshot?.keepImage(canvas, data.image, data.release);
          break;
        case 'scene':
          latest.current.onScene(data.data);
          break;
        case 'stopped':
          worker.terminate();
          break;
      }
    });
    // A script that does not load (blocked, offline) fails before the worker starts: the page
    // draws the stage. Never after a start: the page makes no context of its own then.
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      if (stopped) return;
      if (started) setFailure(new Error(`WebGL worker: ${event.message || 'failed'}`));
      else drawOnPage(`the worker did not start (${event.message || 'refused'})`);
    });

    const box = canvas.getBoundingClientRect();
    const offscreen = canvas.transferControlToOffscreen();
    post(
      {
        type: 'start',
        canvas: offscreen,
        scene,
        width: box.width,
        height: box.height,
        images,
        camera,
        flat,
        still: STILL,
        distRoot: distRootUrl(),
        ...latest.current.inputs,
      },
      // Handed over, not copied: a copy of the projects' four screenshots held the page's
      // thread 200 ms at 4x CPU. The mount decoded them for this worker alone.
      [offscreen, ...Object.values(images)],
    );

    const stopForwarding = forwardInputs(canvas, post, windowPointer);

    return () => {
      stopped = true;
      stopForwarding();
      link.current = null;
      latest.current.onLink?.(null);
      snapshot?.measure(canvas);
      // The last frame first (it replaces the copy kept while drawing), then the context goes.
      post({ type: 'snapshot' });
      post({ type: 'stop' });
      setTimeout(() => worker.terminate(), STOP_WAIT_MS);
    };
    // One worker per mount: inputs, size and ratio reach it in messages.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const inputsKey = JSON.stringify(inputs);
  useEffect(() => {
    link.current?.post({ type: 'inputs', ...latest.current.inputs });
  }, [inputsKey]);

  return (
    <div style={{ position: 'relative', width: '100%', height: '100%', overflow: 'hidden' }}>
      <canvas
        ref={ref}
        data-drawn-in="worker"
        style={{ display: 'block', width: '100%', height: '100%', touchAction }}
      />
    </div>
  );
}
