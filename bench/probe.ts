/**
 * The in-page half of the benchmark, installed with `page.addInitScript(installProbe)` before
 * any page script runs. It counts, per section (the custom element whose shadow root holds the
 * canvas, or `document` for a plain page):
 * - frames: animation-frame ticks in which the section's canvases issued at least one draw call
 *   (a black-box frame counter that works for r3f, globe.gl or anything else on WebGL);
 * - live WebGL contexts (created and not lost).
 * Everything here runs in the browser: it must not close over module scope.
 */
export interface ProbeSnapshot {
  /** Animation-frame ticks since the probe started. */
  tick: number;
  /** Frames drawn per section since the page started. */
  frames: Record<string, number>;
  /** Live WebGL contexts per section (`(detached)` for canvases outside any page tree). */
  contexts: Record<string, number>;
  /** Frame timestamps (performance.now) of each section's last ~600 drawn frames. */
  stamps: Record<string, number[]>;
}

interface ProbeState {
  tick: number;
  frames: Map<string, number>;
  lastTick: Map<string, number>;
  stamps: Map<string, number[]>;
  contexts: Set<WebGLRenderingContext | WebGL2RenderingContext>;
  owner: WeakMap<object, string>;
}

export function installProbe(): void {
  /** Enough timestamps for a few seconds of uncapped frames, without growing forever. */
  const STAMP_LIMIT = 600;
  const state: ProbeState = {
    tick: 0,
    frames: new Map(),
    lastTick: new Map(),
    stamps: new Map(),
    contexts: new Set(),
    owner: new WeakMap(),
  };
  (window as unknown as { __benchProbe: ProbeState }).__benchProbe = state;

  // Registered first, so it runs first in every frame and numbers the frame the draws belong to.
  const onFrame = () => {
    state.tick += 1;
    requestAnimationFrame(onFrame);
  };
  requestAnimationFrame(onFrame);

  const sectionOf = (canvas: HTMLCanvasElement | OffscreenCanvas): string => {
    const known = state.owner.get(canvas);
    if (known) return known;
    if (!(canvas instanceof HTMLCanvasElement) || !canvas.isConnected) return '(detached)';
    const root = canvas.getRootNode();
    const name = root instanceof ShadowRoot ? root.host.localName : 'document';
    state.owner.set(canvas, name);
    return name;
  };

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
      table[method] = function (this: WebGLRenderingContext, ...args: unknown[]) {
        const section = sectionOf(this.canvas);
        if (state.lastTick.get(section) !== state.tick) {
          state.lastTick.set(section, state.tick);
          state.frames.set(section, (state.frames.get(section) ?? 0) + 1);
          const stamps = state.stamps.get(section) ?? [];
          stamps.push(performance.now());
          if (stamps.length > STAMP_LIMIT) stamps.shift();
          state.stamps.set(section, stamps);
        }
        return original.apply(this, args);
      };
    }
  }

  const getContext = HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.getContext = function (
    this: HTMLCanvasElement,
    ...args: Parameters<typeof getContext>
  ) {
    const context = getContext.apply(this, args);
    if (context && /webgl/.test(String(args[0]))) {
      state.contexts.add(context as WebGLRenderingContext);
    }
    return context;
  } as typeof getContext;
}

/** Reads the probe; runs in the page (pass it to `page.evaluate`). */
export function readProbe(): ProbeSnapshot {
  const state = (window as unknown as { __benchProbe: ProbeState }).__benchProbe;
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
  return {
    tick: state.tick,
    frames: Object.fromEntries(state.frames),
    contexts,
    stamps: Object.fromEntries([...state.stamps].map(([key, list]) => [key, [...list]])),
  };
}
