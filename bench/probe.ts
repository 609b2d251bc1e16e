/**
 * The in-page half of the benchmark, installed with `page.addInitScript(installProbe)` before
 * any page script runs; the end-to-end tests install it too (tests/support/e2e.ts). It counts,
 * per section (the custom element whose shadow root holds the canvas, or `document` for a plain
 * page):
 * - frames: animation frames in which the section's canvases issued at least one draw call
 *   (a black-box frame counter that works for r3f or anything else on WebGL);
 * - live WebGL contexts (created and not lost);
 * - the same for a stage drawn in a worker (src/three/runtime/), from what the worker tells the
 *   page: the worker is named for its section, says when its context starts and stops, and
 *   sends `drew` for each frame it draws (one frame each);
 * - with `globalThis.__benchTiming` set before it runs, the main-thread time of each drawn
 *   frame: the animation-frame callback that drew (JavaScript and WebGL command encoding; the
 *   software rasteriser works in the GPU process, outside it).
 * It requests no frames of its own: a page left still stays still. Everything here runs in the
 * browser: it must not close over module scope.
 */
export interface ProbeSnapshot {
  /** The page's performance.now() when read. */
  now: number;
  /** Frames drawn per section since the page started. */
  frames: Record<string, number>;
  /** Live WebGL contexts per section (`(detached)` for canvases outside any page tree). */
  contexts: Record<string, number>;
  /** [performance.now(), main-thread ms] of each section's last drawn frames (timing mode). */
  costs: Record<string, [number, number][]>;
}

type GL = WebGLRenderingContext | WebGL2RenderingContext;

/** The probe's state, on `window.__glProbe` in the page. */
export interface ProbeState {
  frames: Map<string, number>;
  /** The frame each section last drew in (see `frame`). */
  lastFrame: Map<string, number>;
  costs: Map<string, [number, number][]>;
  /** Every WebGL context made, in order, lost ones too. */
  contexts: Set<GL>;
  owner: WeakMap<object, string>;
  /** Contexts that drew during the animation-frame callback now running (timing mode). */
  drawing: Set<GL> | null;
  /** Workers that draw a stage, with their section and whether their context is live. */
  workers: Map<Worker, { section: string; live: boolean }>;
}

declare global {
  interface Window {
    __glProbe: ProbeState;
  }
}

export function installProbe(): void {
  /** Enough frame costs for a counting window, without growing forever. */
  const COST_LIMIT = 600;
  const timing = Boolean((globalThis as { __benchTiming?: boolean }).__benchTiming);
  const state: ProbeState = {
    frames: new Map(),
    lastFrame: new Map(),
    costs: new Map(),
    contexts: new Set(),
    owner: new WeakMap(),
    drawing: null,
    workers: new Map(),
  };
  window.__glProbe = state;

  const sectionOf = (canvas: HTMLCanvasElement | OffscreenCanvas): string => {
    const known = state.owner.get(canvas);
    if (known) return known;
    if (!(canvas instanceof HTMLCanvasElement) || !canvas.isConnected) return '(detached)';
    const root = canvas.getRootNode();
    const name = root instanceof ShadowRoot ? root.host.localName : 'document';
    state.owner.set(canvas, name);
    return name;
  };

  // Which frame the running code draws in: every callback of one animation frame is handed
  // the same time, so that time names the frame; a draw outside any animation frame counts
  // its task (up to its microtasks) as a frame of its own, named by a negative number.
  let frameTime: number | null = null;
  let taskFrame: number | null = null;
  let tasks = 0;
  const frame = (): number => {
    if (frameTime !== null) return frameTime;
    if (taskFrame === null) {
      taskFrame = -++tasks;
      queueMicrotask(() => (taskFrame = null));
    }
    return taskFrame;
  };

  const requestFrame = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (callback) =>
    requestFrame((time) => {
      const start = performance.now();
      const drawing = timing ? new Set<GL>() : null;
      frameTime = time;
      state.drawing = drawing;
      try {
        callback(time);
      } finally {
        frameTime = null;
        state.drawing = null;
        const end = performance.now();
        for (const section of new Set([...(drawing ?? [])].map((gl) => sectionOf(gl.canvas)))) {
          const list = state.costs.get(section) ?? [];
          list.push([end, end - start]);
          if (list.length > COST_LIMIT) list.shift();
          state.costs.set(section, list);
        }
      }
    });

  for (const proto of [WebGLRenderingContext.prototype, WebGL2RenderingContext.prototype]) {
    for (const method of [
      'drawArrays',
      'drawElements',
      'drawArraysInstanced',
      'drawElementsInstanced',
      'drawRangeElements',
    ]) {
      const table = proto as unknown as Record<string, (...args: unknown[]) => unknown>;
      const original = table[method];
      if (!original) continue;
      table[method] = function (this: GL, ...args: unknown[]) {
        const section = sectionOf(this.canvas);
        const now = frame();
        if (state.lastFrame.get(section) !== now) {
          state.lastFrame.set(section, now);
          state.frames.set(section, (state.frames.get(section) ?? 0) + 1);
        }
        state.drawing?.add(this);
        return original.apply(this, args);
      };
    }
  }

  const NativeWorker = window.Worker;
  window.Worker = class extends NativeWorker {
    constructor(url: string | URL, options?: WorkerOptions) {
      super(url, options);
      const entry = { section: options?.name ?? '(worker)', live: false };
      state.workers.set(this, entry);
      this.addEventListener('message', ({ data }: MessageEvent<{ type?: string }>) => {
        if (data?.type === 'started' || data?.type === 'restored') entry.live = true;
        if (data?.type === 'stopped' || data?.type === 'lost') entry.live = false;
        if (data?.type !== 'drew') return;
        state.frames.set(entry.section, (state.frames.get(entry.section) ?? 0) + 1);
      });
    }
    override terminate() {
      state.workers.delete(this);
      super.terminate();
    }
  };

  const getContext = HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.getContext = function (
    this: HTMLCanvasElement,
    ...args: Parameters<typeof getContext>
  ) {
    const context = getContext.apply(this, args);
    if (context && /webgl/.test(String(args[0]))) state.contexts.add(context as GL);
    return context;
  } as typeof getContext;
}

/** Reads the probe; runs in the page (pass it to `page.evaluate`). */
export function readProbe(): ProbeSnapshot {
  const state = window.__glProbe;
  const contexts: Record<string, number> = {};
  for (const context of state.contexts) {
    if (context.isContextLost()) continue;
    const canvas = context.canvas as HTMLCanvasElement;
    let name = '(detached)';
    if (canvas.isConnected) {
      const root = canvas.getRootNode();
      name = root instanceof ShadowRoot ? root.host.localName : 'document';
    }
    contexts[name] = (contexts[name] ?? 0) + 1;
  }
  for (const { section, live } of state.workers.values()) {
    if (live) contexts[section] = (contexts[section] ?? 0) + 1;
  }
  return {
    now: performance.now(),
    frames: Object.fromEntries(state.frames),
    contexts,
    costs: Object.fromEntries([...state.costs].map(([key, list]) => [key, [...list]])),
  };
}
