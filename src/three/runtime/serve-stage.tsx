import { createRoot, events, extend, unmountComponentAtNode } from '@react-three/fiber';
import * as THREE from 'three';
import { AssetTracker } from '../asset-tracker.ts';
import { provideImage, provideImageFailure } from '../assets.ts';
import { stillFromPage } from '../../lib/still.ts';
import { setDistRoot } from '../dist-url.ts';
import type { ForwardedPointer, SceneInputs, StartMessage } from '../protocol.ts';
import { CONTEXT_ATTRIBUTES, hasWebGL2, isSoftwareWebGL } from '../renderer-caps.ts';
import type { SceneList } from '../stage-scene.ts';
import { actAsElement } from './element-shim.ts';
import { keepImage } from './FrameReports.tsx';
import type { PagePost, StagePort } from './port.ts';
import { StageRoot } from './StageRoot.tsx';
import { videoFeed } from './video-feed.ts';
import { windowPointer } from './window-pointer.ts';

// r3f's Canvas registers three's classes as elements; a root made here does it itself.
extend(THREE as unknown as Parameters<typeof extend>[0]);

/** The one stage a port draws: made at `start`, gone at `stop`. */
class Stage {
  private readonly tracker = new AssetTracker();
  private readonly root;
  private store: ReturnType<ReturnType<typeof createRoot>['render']> | null = null;
  private inputs: SceneInputs;
  private size: { width: number; height: number };
  private dpr: number;
  /** Configurations are applied one after another (each is asynchronous). */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly scenes: SceneList,
    private readonly start: StartMessage,
    private readonly renderer: THREE.WebGLRenderer,
    private readonly page: PagePost,
  ) {
    this.inputs = start;
    this.size = { width: start.width, height: start.height };
    this.dpr = renderer.getPixelRatio();
    this.root = createRoot(start.canvas);
    // A worker's canvas has no DOM of its own for the controls that listen on it.
    if (!isElement(start.canvas)) actAsElement(start.canvas, () => this.size);
    this.tracker.subscribe(() => page.post({ type: 'progress', progress: this.tracker.progress }));
    this.tracker.onFailure(page.fail);
  }

  /** Applies what changed (r3f configures only that) and renders the scene with it. */
  update(change: Partial<{ inputs: SceneInputs; width: number; height: number; dpr: number }>) {
    const resized = change.width !== undefined || change.dpr !== undefined;
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
        // r3f's pointer events (the hero's logos turn back when hovered), heard on the canvas:
        // the page's own, or a worker's, where the page's forwarded events are dispatched.
        events: events as never,
      });
      this.store = this.root.render(
        <StageRoot
          scenes={this.scenes}
          start={this.start}
          inputs={this.inputs}
          tracker={this.tracker}
          page={this.page}
        />,
      );
      const state = this.store.getState();
      if (!state.events.connected) state.events.connect?.(this.start.canvas as never);
      // A new drawing-buffer size clears it, and the cleared buffer would show until the next
      // animation frame (long on a busy machine): a scene already drawn, and drawing, draws
      // again at once. Off screen ('never') it draws nothing.
      const { frameloop } = this.inputs;
      const drawNow =
        resized &&
        frameloop !== 'never' &&
        this.tracker.isReady &&
        !this.renderer.getContext().isContextLost();
      if (drawNow) state.advance(state.clock.elapsedTime);
      // New inputs render on the next frame asked for.
      if (frameloop === 'demand' && (!drawNow || change.inputs)) state.invalidate();
    });
    // Reported once; the next change is still applied.
    this.queue = this.queue.catch(this.page.fail);
  }

  /** Draws the scene once more and sends the frame: the page keeps it at a release. */
  snapshot(): void {
    if (!this.tracker.isReady || this.renderer.getContext().isContextLost()) return;
    void this.queue.then(() => {
      if (!this.store) return;
      const { gl, scene, camera } = this.store.getState();
      gl.setRenderTarget(null);
      gl.render(scene, camera);
      keepImage(gl.getContext() as WebGL2RenderingContext, this.page.post, true);
    });
  }

  /** A pointer event forwarded to a worker, dispatched on its canvas, where the scene listens. */
  pointer({ type, ...fields }: ForwardedPointer): void {
    this.start.canvas.dispatchEvent(Object.assign(new Event(type), fields));
  }

  /** Unmounts the scene; r3f lets the context go with the root, then the page hears `stopped`. */
  stop(): void {
    void this.queue.then(() => {
      unmountComponentAtNode(this.start.canvas, () => {
        this.renderer.dispose();
        this.page.post({ type: 'stopped' });
      });
    });
  }
}

function isElement(canvas: OffscreenCanvas | HTMLCanvasElement): canvas is HTMLCanvasElement {
  return typeof HTMLCanvasElement !== 'undefined' && canvas instanceof HTMLCanvasElement;
}

/**
 * Makes the context and the stage at the page's first pixel ratio; or tells the page that it
 * must draw the stage itself.
 */
function begin(scenes: SceneList, start: StartMessage, dpr: number, page: PagePost): Stage | null {
  for (const [url, image] of Object.entries(start.images)) provideImage(url, image);
  // The pictures the page could not decode fail with the page's reason.
  for (const [url, reason] of Object.entries(start.imageFailures)) provideImageFailure(url, reason);
  const attributes = { ...CONTEXT_ATTRIBUTES, antialias: !isSoftwareWebGL() };
  let context: WebGL2RenderingContext | null = null;
  try {
    context = start.canvas.getContext('webgl2', attributes) as WebGL2RenderingContext | null;
  } catch {
    context = null;
  }
  if (!context) {
    page.post({ type: 'unavailable', message: 'No WebGL 2 context here' });
    return null;
  }
  const renderer = new THREE.WebGLRenderer({ canvas: start.canvas, context, ...attributes });
  renderer.setPixelRatio(dpr);
  const stage = new Stage(scenes, start, renderer, page);
  stage.update({});
  page.post({ type: 'started' });
  return stage;
}

/**
 * Serves one stage's messages on `port`: a worker's scope, which draws it off the page's main
 * thread, or the stage's end of an in-page pair, where the page's thread draws it (inPageLink).
 * It owns the stage's canvas (an OffscreenCanvas the page handed over, or the page's canvas
 * itself), its WebGL context, three.js and the scene's React Three Fiber root; the page keeps
 * the DOM (page/StageCanvas.tsx).
 */
export function serveStage(port: StagePort, scenes: SceneList): void {
  const post: PagePost['post'] = (message, transfer = []) => port.postMessage(message, transfer);
  const page: PagePost = {
    post,
    fail: (error) =>
      post({ type: 'failed', message: error.message, asset: error.name === 'AssetError' }),
  };
  let stage: Stage | null = null;
  // Between `start` and the page's first pixel ratio: the page's governor starts from the
  // renderer probe, asked here (its context is made and let go at once).
  let waiting: StartMessage | null = null;
  port.addEventListener('message', ({ data }) => {
    switch (data.type) {
      case 'start':
        // Before anything reads them: the scenes' STILL, and the files' URLs.
        stillFromPage(data.still);
        setDistRoot(data.basePath);
        if (!hasWebGL2()) {
          post({ type: 'unavailable', message: 'No WebGL 2 here' });
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
        if (waiting) stage = begin(scenes, waiting, data.dpr, page);
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
}

/**
 * Serves this worker's one stage: its scope is the port, and what it throws outside the scene's
 * tree (a script error, a rejected promise) fails the stage too.
 */
export function serveWorker(scenes: SceneList): void {
  const scope = self as unknown as StagePort & {
    addEventListener(type: 'error' | 'unhandledrejection', listener: (event: Event) => void): void;
  };
  serveStage(scope, scenes);
  const fail = (message: string) => scope.postMessage({ type: 'failed', message, asset: false });
  scope.addEventListener('error', (event) => fail((event as ErrorEvent).message));
  scope.addEventListener('unhandledrejection', (event) =>
    fail(String((event as PromiseRejectionEvent).reason)),
  );
}
