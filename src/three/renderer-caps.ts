/** Renderer names of WebGL implementations that rasterise on the CPU. */
const SOFTWARE_RENDERER = /swiftshader|llvmpipe|softpipe|software|basic render/i;

let software: boolean | undefined;

/** Whether a WebGL renderer name (UNMASKED_RENDERER_WEBGL) is a CPU rasteriser. */
export function isSoftwareRenderer(name: string): boolean {
  return SOFTWARE_RENDERER.test(name);
}

/**
 * The unmasked renderer name of a throwaway 1x1 context on `canvas`, released at once; null
 * without WebGL. Self-contained (no outside names), so the probe worker runs its source text.
 */
function rendererNameOn(canvas: HTMLCanvasElement | OffscreenCanvas): string | null {
  try {
    canvas.width = 1;
    canvas.height = 1;
    const attributes: WebGLContextAttributes = { antialias: false, depth: false, stencil: false };
    const gl = (canvas.getContext('webgl2', attributes) ??
      canvas.getContext('webgl', attributes)) as
      WebGLRenderingContext | WebGL2RenderingContext | null;
    if (!gl) return null;
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    const name: unknown = gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER);
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return typeof name === 'string' ? name : null;
  } catch {
    return null;
  }
}

/** How long the worker may take before the page asks on its own thread. */
const WORKER_PROBE_MAX_MS = 3000;

/**
 * The renderer name asked from a worker on an OffscreenCanvas; undefined where a worker cannot
 * answer (no OffscreenCanvas or no WebGL on it, workers refused by the page's policy, no answer
 * in time).
 */
function rendererNameInWorker(): Promise<string | undefined> {
  if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') {
    return Promise.resolve(undefined);
  }
  return new Promise((resolve) => {
    let worker: Worker | undefined;
    let url = '';
    const finish = (name: string | undefined) => {
      clearTimeout(timer);
      worker?.terminate();
      URL.revokeObjectURL(url);
      resolve(name);
    };
    const timer = setTimeout(() => finish(undefined), WORKER_PROBE_MAX_MS);
    try {
      const source = `postMessage((${rendererNameOn.toString()})(new OffscreenCanvas(1, 1)))`;
      url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
      worker = new Worker(url);
      worker.onmessage = (event: MessageEvent<unknown>) =>
        finish(typeof event.data === 'string' ? event.data : undefined);
      worker.onerror = () => finish(undefined);
    } catch {
      finish(undefined);
    }
  });
}

let probe: Promise<boolean> | undefined;

/**
 * Whether WebGL on this page is rasterised in software (SwiftShader, llvmpipe, the Microsoft
 * Basic Render Driver: what browsers fall back to without a usable GPU). There, multisampling
 * costs more than the scene itself and every extra pixel is CPU work, so the sections draw
 * without antialiasing and start at one pixel per CSS pixel.
 *
 * Asked once per page, from a worker where one can: the page's first WebGL context waits for
 * the GPU process to set up (tens of milliseconds in software), and a worker's wait leaves the
 * page free, and the sections' own contexts quick to make after it. Stages await this before
 * they mount (Scene3D), so isSoftwareWebGL then answers without a context of its own.
 */
export function probeSoftwareWebGL(): Promise<boolean> {
  probe ??= rendererNameInWorker().then((name) => {
    software ??= isSoftwareRenderer(name ?? mainThreadRendererName() ?? '');
    return software;
  });
  return probe;
}

function mainThreadRendererName(): string | null {
  return typeof document === 'undefined' ? null : rendererNameOn(document.createElement('canvas'));
}

/** probeSoftwareWebGL's answer, asked on the page's own thread if no probe has answered yet. */
export function isSoftwareWebGL(): boolean {
  software ??= isSoftwareRenderer(mainThreadRendererName() ?? '');
  return software;
}

/** Pixel ratio bounds: sharp on retina screens, never more than 2x the work. */
const DPR_MIN = 1;
const DPR_MAX = 2;
/** How far adaptive resolution may lower the starting ratio (half the width and height). */
const ADAPTIVE_FLOOR = 0.5;

/**
 * Where a canvas's pixel ratio starts (the screen's, clamped to [1, 2]; 1 in software WebGL)
 * and how far adaptive resolution may lower it (see ResolutionGovernor).
 */
export function pixelRatioBounds(): { max: number; min: number } {
  const max = isSoftwareWebGL()
    ? DPR_MIN
    : Math.min(DPR_MAX, Math.max(DPR_MIN, globalThis.devicePixelRatio || 1));
  return { max, min: max * ADAPTIVE_FLOOR };
}
