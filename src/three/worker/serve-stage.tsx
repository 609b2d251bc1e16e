import { createRoot, events, extend } from '@react-three/fiber';
import * as THREE from 'three';
import { AssetTracker } from '../asset-tracker.ts';
import { provideImage } from '../assets.ts';
import { stillFromPage } from '../../lib/still.ts';
import { setDistRoot } from '../dist-url.ts';
import { CONTEXT_ATTRIBUTES, hasWebGL2, isSoftwareWebGL } from '../renderer-caps.ts';
import { actAsElement } from './element-shim.ts';
import { keepImage } from './FrameReports.tsx';
import type { ForwardedPointer, SceneInputs, StartMessage } from './protocol.ts';
import type { WorkerScenes } from './scene-props.ts';
import { fail, post, scope } from './worker-scope.ts';
import { videoFeed } from './video-feed.ts';
import { windowPointer } from './window-pointer.ts';
import { WorkerTree } from './WorkerTree.tsx';

// The page's r3f Canvas registers three's classes as elements; a root made here does it itself.
extend(THREE as unknown as Parameters<typeof extend>[0]);

/** The one stage this worker draws: made at `start`, gone at `stop`. */
class WorkerStage {
  private readonly tracker = new AssetTracker();
  private readonly root;
  private store: ReturnType<ReturnType<typeof createRoot>['render']> | null = null;
  private inputs: SceneInputs;
  private size: { width: number; height: number };
  private dpr: number;
  /** Configurations are applied one after another (each is asynchronous). */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly scenes: WorkerScenes,
    private readonly start: StartMessage,
    private readonly renderer: THREE.WebGLRenderer,
  ) {
    this.inputs = start;
    this.size = { width: start.width, height: start.height };
    this.dpr = renderer.getPixelRatio();
    this.root = createRoot(start.canvas);
    actAsElement(start.canvas, () => this.size);
    this.tracker.subscribe(() => post({ type: 'progress', progress: this.tracker.progress }));
    this.tracker.onFailure(fail);
  }

  /** Applies what changed (r3f configures only that) and renders the scene with it. */
  update(change: Partial<{ inputs: SceneInputs; width: number; height: number; dpr: number }>) {
    if (change.inputs) this.inputs = change.inputs;
    if (change.width !== undefined && change.height !== undefined) {
      this.size = { width: change.width, height: change.height };
    }
    if (change.dpr !== undefined) this.dpr = change.dpr;
    this.queue = this.queue.then(async () => {
      await this.root.configure({
        gl: this.renderer,
        size: { ...this.size, top: 0, left: 0 },
        dpr: this.dpr,
        frameloop: this.inputs.frameloop,
        camera: this.start.camera,
        flat: this.start.flat,
        // r3f's pointer events (the hero's logos turn back when hovered), heard on the
        // OffscreenCanvas, where the page's forwarded events are dispatched.
        events: events as never,
      });
      this.store = this.root.render(
        <WorkerTree
          scenes={this.scenes}
          start={this.start}
          inputs={this.inputs}
          tracker={this.tracker}
        />,
      );
      const state = this.store.getState();
      if (!state.events.connected) state.events.connect?.(this.start.canvas as never);
      if (this.inputs.frameloop === 'demand') state.invalidate();
    });
    // Reported once; the next change is still applied.
    this.queue = this.queue.catch(fail);
  }

  /** Draws the scene once more and sends the frame: the page keeps it at a release. */
  snapshot(): void {
    if (!this.tracker.isReady || this.renderer.getContext().isContextLost()) return;
    void this.queue.then(() => {
      if (!this.store) return;
      const { gl, scene, camera } = this.store.getState();
      gl.setRenderTarget(null);
      gl.render(scene, camera);
      keepImage(gl.getContext() as WebGL2RenderingContext, post, true);
    });
  }

  /** A forwarded pointer event, dispatched on the canvas, where the scene listens for it. */
  pointer({ type, ...fields }: ForwardedPointer): void {
    this.start.canvas.dispatchEvent(Object.assign(new Event(type), fields));
  }

  stop(): void {
    void this.queue.then(() => {
      this.root.unmount();
      this.renderer.dispose();
      if (!this.renderer.getContext().isContextLost()) this.renderer.forceContextLoss();
      post({ type: 'stopped' });
    });
  }
}

/**
 * Makes the context and the stage at the page's first pixel ratio; or tells the page that it
 * must draw the stage itself.
 */
function begin(scenes: WorkerScenes, start: StartMessage, dpr: number): WorkerStage | null {
  for (const [url, image] of Object.entries(start.images)) provideImage(url, image);
  const attributes = { ...CONTEXT_ATTRIBUTES, antialias: !isSoftwareWebGL() };
  let context: WebGL2RenderingContext | null = null;
  try {
    context = start.canvas.getContext('webgl2', attributes) as WebGL2RenderingContext | null;
  } catch {
    context = null;
  }
  if (!context) {
    post({ type: 'unavailable', message: 'No WebGL 2 context in a worker' });
    return null;
  }
  const renderer = new THREE.WebGLRenderer({ canvas: start.canvas, context, ...attributes });
  renderer.setPixelRatio(dpr);
  const stage = new WorkerStage(scenes, start, renderer);
  stage.update({});
  post({ type: 'started' });
  return stage;
}

/**
 * Serves the page's messages in this worker, which draws one 3D stage off the page's main
 * thread: it owns the stage's canvas (an OffscreenCanvas the page transferred), its WebGL
 * context, three.js and the scene's React Three Fiber root. The page keeps the DOM
 * (WorkerCanvas.tsx). None of the page thread's start-up slicing is here (precompile steps,
 * GPU fences, warm-up shares): nothing the worker does holds up the page.
 */
export function serveStage(scenes: WorkerScenes): void {
  let stage: WorkerStage | null = null;
  // Between `start` and the page's first pixel ratio: the page's governor starts from the
  // renderer probe, asked here, off the page's thread (its context is made and let go at once).
  let waiting: StartMessage | null = null;
  scope.addEventListener('message', ({ data }) => {
    switch (data.type) {
      case 'start':
        // Before anything reads them: the scenes' STILL, and the files' URLs.
        stillFromPage(data.still);
        setDistRoot(data.distRoot);
        if (!hasWebGL2()) {
          post({ type: 'unavailable', message: 'No WebGL 2 on an OffscreenCanvas here' });
          break;
        }
        waiting = data;
        post({ type: 'probed', software: isSoftwareWebGL() });
        break;
      case 'inputs':
        // The scene's inputs, kept for the start (the message's type is not one).
        if (waiting) Object.assign(waiting, data, { type: 'start' });
        stage?.update({ inputs: data });
        break;
      case 'size':
        if (waiting) Object.assign(waiting, { width: data.width, height: data.height });
        stage?.update({ width: data.width, height: data.height });
        break;
      case 'dpr':
        if (waiting) stage = begin(scenes, waiting, data.dpr);
        else stage?.update({ dpr: data.dpr });
        waiting = null;
        break;
      case 'pointer':
        stage?.pointer(data.event);
        break;
      case 'video-frame':
        videoFeed.deliver(data.src, data.frame);
        break;
      case 'window-pointer':
        windowPointer.x = data.x;
        windowPointer.y = data.y;
        break;
      case 'snapshot':
        stage?.snapshot();
        break;
      case 'stop':
        if (stage) stage.stop();
        else post({ type: 'stopped' });
        stage = null;
        waiting = null;
        break;
    }
  });
  scope.addEventListener('error', (event) => fail(new Error((event as ErrorEvent).message)));
  scope.addEventListener('unhandledrejection', (event) =>
    fail(new Error(String((event as PromiseRejectionEvent).reason))),
  );
}
