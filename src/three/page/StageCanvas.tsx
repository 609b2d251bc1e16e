import { useCallback, useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { basePath } from '../../lib/base-path.ts';
import { emit } from '../../lib/events.ts';
import { STILL } from '../../lib/still.ts';
import { useLook } from '../../platform/look.tsx';
import type { AssetTracker } from '../asset-tracker.ts';
import { missingFileHint } from '../dist-url.ts';
import type { FromStage, SceneInputs, ToStage } from '../protocol.ts';
import { restPixelRatio } from '../renderer-caps.ts';
import type { ResolutionGovernor } from '../resolution-governor.ts';
import { inPageLink, type StageLink, type StagePort } from '../runtime/port.ts';
import type { StageScene } from '../stage-scene.ts';
import { stageFrameloop } from '../stage-types.ts';
import { stageGovernor } from '../per-host/stage-governor.ts';
import { SnapshotContext } from '../per-host/use-snapshot.ts';
import { forwardInputs } from './forward.ts';
import { noWorkerHere, REFUSED_WORKER, startStageWorker, WORKER_DECLINED } from './start-stage.ts';
import { usePageImages } from './use-page-images.ts';

/** How long a stopping stage has to send its last frame and let its context go. */
const STOP_WAIT_MS = 1000;

/** The stage runtime's entry as the page imports it where no worker can draw (stage-worker.tsx). */
export interface StageRuntime {
  serveOnPage(port: StagePort): void;
}

/** Posts a message to the stage, handing over `transfer`. */
export type StagePost = (message: ToStage, transfer?: Transferable[]) => void;

export interface StageCanvasProps<Props, Report> {
  /** The scene, by the handle its element and the runtime share (its props' and reports' types). */
  scene: StageScene<Props, Report>;
  /** The scene's own props: structured-cloneable (they are posted to a worker). */
  sceneProps: Props;
  active: boolean;
  reducedMotion: boolean;
  tracker: AssetTracker;
  onContextLoss: (lost: boolean) => void;
  camera: Record<string, unknown>;
  flat?: boolean;
  /** Drawing-buffer pixels to start with in software WebGL (see SOFTWARE_START_PIXELS). */
  softwarePixels?: number;
  /** What the scene sends for the page's DOM (the globe's marker). */
  onReport?: (data: Report) => void;
  /** Loads the runtime, for a stage the page draws itself (elements/stage-runtime.ts). */
  runtime: () => Promise<StageRuntime>;
  /** Why this stage must be drawn on the page's thread from the start, if it must. */
  onPageBecause?: string | null;
  /** Forward the pointer over the page's window too (the hero's tilt). */
  windowPointer?: boolean;
  /** Pictures the page decodes for the scene (SVGs: page-images.ts), each mount its own. */
  pageImages?: readonly (string | undefined)[];
  /** The canvas's CSS touch-action: what a touch drag does to the page rather than the scene. */
  touchAction?: string;
  /** Given the way to post to the stage once it is started, and null when it stops. */
  onLink?: (post: StagePost | null) => void;
}

type Thread = 'worker' | 'page';

/**
 * A section's 3D stage, the one component the page draws a stage with: it keeps the canvas
 * element and the stage's DOM, and talks in messages (protocol.ts) to the runtime that draws
 * the scene (runtime/serve-stage.tsx). The runtime runs in a worker wherever one can start,
 * else on the page's thread behind an in-page port: the same module, the same messages, the same
 * look and inputs. The page's side reports progress, context loss and what the scene shows,
 * paces the pixel ratio, keeps the frame copies, and forwards size and pointer.
 */
export function StageCanvas<Props, Report>({
  onPageBecause = null,
  ...props
}: StageCanvasProps<Props, Report>) {
  const [thread, setThread] = useState<Thread>(() =>
    WORKER_DECLINED || onPageBecause || noWorkerHere() ? 'page' : 'worker',
  );
  const ref = useRef<HTMLDivElement>(null);
  // Why the page draws this stage: told once it draws there (where the page cannot either, the
  // stage's failure says so instead). ?worker=off asks for it: nothing to tell.
  const why = useRef<string | null>(onPageBecause ?? noWorkerHere());
  const onPageDrawing = useCallback(() => {
    const host = ref.current?.getRootNode();
    const reason = why.current;
    why.current = null;
    if (!reason || WORKER_DECLINED || !(host instanceof ShadowRoot)) return;
    const message = `<${host.host.localName}> draws its 3D stage on the page's thread: ${reason}`;
    console.warn(message);
    emit(host.host as HTMLElement, 'portfolio-error', { source: 'worker', message });
  }, []);
  const onUnavailable = useCallback((reason: string) => {
    why.current = reason;
    setThread('page');
  }, []);
  return (
    <div
      ref={ref}
      style={{ position: 'relative', width: '100%', height: '100%', overflow: 'hidden' }}
    >
      <StageThread
        key={thread}
        thread={thread}
        onUnavailable={onUnavailable}
        onPageDrawing={onPageDrawing}
        {...props}
      />
    </div>
  );
}

type StageThreadProps<Props, Report> = Omit<StageCanvasProps<Props, Report>, 'onPageBecause'> & {
  thread: Thread;
  /** A worker could not draw this stage (why): the page draws it. */
  onUnavailable: (reason: string) => void;
  /** The page's thread has made the stage's context and draws it. */
  onPageDrawing: () => void;
};

/** The stage on one thread: its canvas, its link to the runtime, and the messages between. */
function StageThread<Props, Report>({
  thread,
  scene,
  sceneProps,
  active,
  reducedMotion,
  tracker,
  onContextLoss,
  camera,
  flat = false,
  softwarePixels,
  onReport,
  runtime,
  onUnavailable,
  onPageDrawing,
  windowPointer = false,
  pageImages = [],
  touchAction,
  onLink,
}: StageThreadProps<Props, Report>) {
  const ref = useRef<HTMLCanvasElement>(null);
  const snapshot = useContext(SnapshotContext);
  const look = useLook();
  const decoded = usePageImages(pageImages);
  const [failure, setFailure] = useState<Error | null>(null);
  const link = useRef<{ post: StagePost } | null>(null);
  const frameloop = stageFrameloop(active, reducedMotion);
  const inputs: SceneInputs<Props> = { props: sceneProps, look, reducedMotion, frameloop };
  const latest = useRef({ inputs, onReport, onUnavailable, onPageDrawing, onContextLoss, onLink });
  latest.current = { inputs, onReport, onUnavailable, onPageDrawing, onContextLoss, onLink };
  // The pixel ratio: the governor's while frames run, the screen's whole at rest.
  const pacing = useRef<{ governor: ResolutionGovernor | null; dpr: number | null }>({
    governor: null,
    dpr: null,
  });
  const pace = useCallback(() => {
    const { governor, dpr } = pacing.current;
    const loop = latest.current.inputs.frameloop;
    // Off screen nothing is drawn: the ratio stays, once the stage has its first.
    if (!governor || !link.current || (loop === 'never' && dpr !== null)) return;
    const next = loop === 'demand' ? restPixelRatio() : governor.dpr;
    if (next === dpr) return;
    pacing.current.dpr = next;
    link.current.post({ type: 'dpr', dpr: next });
  }, []);
  if (failure) throw failure;

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
    const onMessage = ({ data }: MessageEvent<FromStage>) => {
      switch (data.type) {
        case 'probed':
          pacing.current.governor = stageGovernor(snapshot, softwarePixels, data.software);
          pace();
          break;
        case 'started':
          started = true;
          snapshot?.measure(canvas);
          if (thread === 'page') latest.current.onPageDrawing();
          break;
        case 'unavailable':
          current?.terminate();
          if (thread === 'page') setFailure(new Error(`WebGL: ${data.message}`));
          else if (/did not load/.test(data.message)) {
            latest.current.onUnavailable(data.message + missingFileHint());
          } else latest.current.onUnavailable(`a worker here cannot draw (${data.message})`);
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
          const { governor } = pacing.current;
          if (data.interval !== null && governor && governor.frame(data.interval) !== null) pace();
          break;
        }
        case 'image':
          // Wraps the pixels handed over, without a copy.
          snapshot?.keepImage(
            canvas,
            new ImageData(data.pixels, data.width, data.height),
            data.release,
          );
          break;
        case 'scene':
          latest.current.onReport?.(data.data as Report);
          break;
        case 'stopped':
          current?.terminate();
          break;
      }
    };

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

  const inputsKey = JSON.stringify(inputs);
  useEffect(() => {
    link.current?.post({ type: 'inputs', ...latest.current.inputs });
  }, [inputsKey]);

  // The ratio follows the loop: the screen's whole once the stage rests, sharp at rest.
  useEffect(pace, [frameloop, pace]);

  return (
    <canvas
      ref={ref}
      data-drawn-in={thread}
      style={{ display: 'block', width: '100%', height: '100%', touchAction }}
    />
  );
}
