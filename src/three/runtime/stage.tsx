/**
 * The one stage a port draws, from `start` to `stop`: the scene's React Three Fiber root on the
 * stage's canvas and renderer, configured again as inputs, size and pixel ratio arrive, drawn
 * once more for a snapshot, and unmounted with its context at the end.
 */
import { createRoot, events, extend, unmountComponentAtNode } from '@react-three/fiber';
import { startTransition } from 'react';
import type { WebGLRenderer } from 'three';
import { nextTask } from '../../lib/next-task.ts';
import { AssetTracker } from '../asset-tracker.ts';
import type { ForwardedPointer, SceneInputs, StartMessage } from '../protocol.ts';
import type { SceneList } from '../stage-scene.ts';
import { actAsElement } from './element-shim.ts';
import { keepReleaseImage } from './FrameReports.tsx';
import type { PagePost } from './port.ts';
import { STAGE_ELEMENTS } from './stage-elements.ts';
import { StageRoot } from './StageRoot.tsx';

// r3f's Canvas registers three's classes as elements; a root made here registers those the
// scenes write (stage-elements.ts).
extend(STAGE_ELEMENTS);

/** The one stage a port draws: made at `start`, gone at `stop`. */
export class Stage {
  private readonly tracker = new AssetTracker();
  private readonly root;
  private store: ReturnType<ReturnType<typeof createRoot>['render']> | null = null;
  private inputs: SceneInputs;
  private size: { width: number; height: number };
  private dpr: number;
  /**
   * Configurations are applied one after another (each is asynchronous). The first waits for a
   * task of its own: the renderer's start, in this one, is long enough on the page's thread.
   */
  private queue: Promise<unknown> = nextTask();

  /**
   * @param dpr the page's pixel ratio, which `supersample` multiplies (renderer-caps.ts'
   *   supersampleFactor: a context without multisampling on a GPU draws more pixels instead)
   */
  constructor(
    private readonly scenes: SceneList,
    private readonly start: StartMessage,
    private readonly renderer: WebGLRenderer,
    private readonly page: PagePost,
    dpr: number,
    private readonly supersample: number,
  ) {
    this.inputs = start;
    this.size = { width: start.width, height: start.height };
    this.dpr = dpr * supersample;
    renderer.setPixelRatio(this.dpr);
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
    if (change.dpr !== undefined) this.dpr = change.dpr * this.supersample;
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
      const tree = (
        <StageRoot
          scenes={this.scenes}
          start={this.start}
          inputs={this.inputs}
          tracker={this.tracker}
          page={this.page}
        />
      );
      if (this.store) {
        this.root.render(tree);
      } else {
        // r3f mounts a root's first children in one pass: it mounts nothing (which gives the
        // root's store, the same at every render), and the scene comes after it as a transition,
        // which React renders a few milliseconds at a time where an update of the default
        // priority renders it in one task. A scene's first render makes every three.js object
        // it draws: on the page's thread, one long task that a visitor's tap would wait behind
        // (docs/performance.md). Later updates (a new look, a still stage's frame asked for)
        // are drawn at the next frame, as they are asked.
        this.store = this.root.render(null);
        startTransition(() => {
          this.root.render(tree);
        });
      }
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
      keepReleaseImage(gl.getContext() as WebGL2RenderingContext, this.page.post);
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
