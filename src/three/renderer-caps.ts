import { gpuCaughtUp } from './gpu-fence.ts';

/** Renderer names of WebGL implementations that rasterise on the CPU. */
const SOFTWARE_RENDERER = /swiftshader|llvmpipe|softpipe|software|basic render/i;

/** Whether a WebGL renderer name (UNMASKED_RENDERER_WEBGL) is a CPU rasteriser. */
export function isSoftwareRenderer(name: string): boolean {
  return SOFTWARE_RENDERER.test(name);
}

/** What every stage's context is made with, besides antialiasing (chosen per renderer). */
export const CONTEXT_ATTRIBUTES = {
  alpha: true,
  depth: true,
  stencil: false,
  premultipliedAlpha: true,
  preserveDrawingBuffer: false,
  powerPreference: 'high-performance',
} as const satisfies WebGLContextAttributes;
const PROBE_ATTRIBUTES: WebGLContextAttributes = { ...CONTEXT_ATTRIBUTES, antialias: false };

/** A worker's scope has no document; the page's thread has. */
export const ON_PAGE_THREAD = typeof document !== 'undefined';

/** What the probe's context says of the renderer: null where there is none. */
let probed: { name: string } | null | undefined;

/** A 1x1 canvas to ask WebGL on: an OffscreenCanvas in a worker, which has no document. */
function probeCanvas(): HTMLCanvasElement | OffscreenCanvas {
  if (ON_PAGE_THREAD) {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    return canvas;
  }
  return new OffscreenCanvas(1, 1);
}

function probeContext(canvas: HTMLCanvasElement | OffscreenCanvas): WebGL2RenderingContext | null {
  try {
    return canvas.getContext('webgl2', PROBE_ATTRIBUTES) as WebGL2RenderingContext | null;
  } catch {
    return null;
  }
}

function rendererName(gl: WebGL2RenderingContext): { name: string } | null {
  try {
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    const name: unknown = gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER);
    return { name: typeof name === 'string' ? name : '' };
  } catch {
    return null;
  }
}

/** Asks a throwaway context once per thread, and lets it go at once. */
function probe(): { name: string } | null {
  if (probed !== undefined) return probed;
  const gl = probeContext(probeCanvas());
  probed = gl && rendererName(gl);
  gl?.getExtension('WEBGL_lose_context')?.loseContext();
  return probed;
}

/** Longest wait for the GPU process to make the probe's context before it is asked anyway. */
const PROBE_MAX_WAIT_MS = 1000;

/**
 * Whether the stage's own canvas has a WebGL 2 context: the page's thread asks on it, not on a
 * throwaway canvas. There a context is made in a synchronous round trip to the GPU process, and
 * each question after it waits, on the page's thread, until that process has made it: in
 * software WebGL, behind the frames it rasterises. So the context is made once (without
 * multisampling, as every stage's on the page's thread is: see multisampled) and kept for the
 * stage, and the renderer's name is asked once a fence says the context is there. A worker asks
 * a throwaway context (probe), which waits on no page.
 */
export async function hasWebGL2On(canvas: HTMLCanvasElement | OffscreenCanvas): Promise<boolean> {
  if (!ON_PAGE_THREAD) return hasWebGL2();
  const gl = probeContext(canvas);
  if (!gl) return false;
  if (probed === undefined) {
    await gpuCaughtUp(gl, PROBE_MAX_WAIT_MS);
    probed ??= rendererName(gl);
  }
  return !gl.isContextLost();
}

/** Whether this thread can make a WebGL 2 context (what three.js draws with). */
export function hasWebGL2(): boolean {
  return probe() !== null;
}

/**
 * Whether a stage's context is made with multisampling: in a worker, on a GPU. In software WebGL
 * multisampling costs more than the scene itself; on the page's thread the context is the
 * probe's own (hasWebGL2On), made before the renderer is known, so without it, and a stage there
 * on a GPU draws at twice its pixels instead (supersampleFactor).
 */
export function multisampled(): boolean {
  return !ON_PAGE_THREAD && !isSoftwareWebGL();
}

/**
 * How many times the page's pixel ratio a stage draws at: on a GPU without multisampling, enough
 * for DPR_MAX (two on an ordinary screen, none on a retina one); otherwise one.
 */
export function supersampleFactor(): number {
  if (multisampled() || isSoftwareWebGL()) return 1;
  return DPR_MAX / restPixelRatio();
}

/**
 * Whether WebGL here is rasterised in software (SwiftShader, llvmpipe, the Microsoft Basic
 * Render Driver: what browsers fall back to without a usable GPU). There, multisampling costs
 * more than the scene itself and every extra pixel is CPU work, so the sections draw without
 * antialiasing and start from a fixed pixel budget. Asked once per thread: in a stage's worker
 * (which tells the page, `probed`), or on the page when the page draws.
 */
export function isSoftwareWebGL(): boolean {
  return isSoftwareRenderer(probe()?.name ?? '');
}

/** Pixel ratio bounds: sharp on retina screens, never more than 2x the work. */
const DPR_MIN = 1;
const DPR_MAX = 2;
/** How far adaptive resolution may lower the starting ratio (half the width and height). */
const ADAPTIVE_FLOOR = 0.5;

/**
 * The drawing-buffer pixels a stage starts with in software WebGL. Every move of adaptive
 * resolution resizes the drawing buffer, which holds the page's thread for as long as the
 * rasteriser is behind: a move down, made because frames are slow, is a long task; a move up,
 * made because they are at display rate, is short. So a stage starts low (where the scenes settle
 * on a software rasteriser) and climbs where frames allow. Figures in docs/performance.md.
 */
export const SOFTWARE_START_PIXELS = 50_000;

/** The ratio at which `area` CSS pixels fill `pixels`, rounded as the governor's steps are. */
export function softwareStartRatio(area: number, pixels = SOFTWARE_START_PIXELS): number {
  return Math.round(Math.sqrt(pixels / area) * 100) / 100;
}

/**
 * The pixel ratio a stage draws at once it stops moving (reduced motion, `?still`): the
 * screen's, clamped as every stage's is, in software WebGL too. A still frame is drawn once,
 * so its every edge can be sharp, as model-viewer renders at full resolution at rest.
 */
export function restPixelRatio(): number {
  return Math.min(DPR_MAX, Math.max(DPR_MIN, globalThis.devicePixelRatio || 1));
}

/**
 * Where a canvas's pixel ratio may go (the screen's, clamped to [1, 2]; 1 in software WebGL) and
 * how far adaptive resolution may lower it (see ResolutionGovernor). Given the stage's area in
 * CSS pixels, in software it starts at softwareStartRatio (the governor clamps it to the bounds):
 * SOFTWARE_START_PIXELS, or the stage's own figure for a scene that costs less per pixel.
 */
export function pixelRatioBounds(
  area?: number,
  softwarePixels?: number,
  soft = isSoftwareWebGL(),
): { max: number; min: number; start: number } {
  const max = soft
    ? DPR_MIN
    : Math.min(DPR_MAX, Math.max(DPR_MIN, globalThis.devicePixelRatio || 1));
  return {
    max,
    min: max * ADAPTIVE_FLOOR,
    start: soft && area ? softwareStartRatio(area, softwarePixels) : max,
  };
}
