import { frameOnTime, gpuCaughtUp } from './gpu-fence.ts';

/** Renderer names of WebGL implementations that rasterise on the CPU. */
const SOFTWARE_RENDERER = /swiftshader|llvmpipe|softpipe|software|basic render/i;

let software: boolean | undefined;

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
/** The probe's context is made as a stage's would be in software WebGL, so a stage can keep it. */
const PROBE_ATTRIBUTES: WebGLContextAttributes = { ...CONTEXT_ATTRIBUTES, antialias: false };
/** Longest wait for the GPU to set up the probe's context before asking it anyway. */
const PROBE_MAX_WAIT_MS = 1000;
/** How long the probe's context waits for a stage to take it before it is released. */
const SPARE_KEEP_MS = 10_000;

/** The context's unmasked renderer name (UNMASKED_RENDERER_WEBGL), or null. */
function unmaskedName(gl: WebGLRenderingContext | WebGL2RenderingContext): string | null {
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  const name: unknown = gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER);
  return typeof name === 'string' ? name : null;
}

function release(gl: WebGLRenderingContext | WebGL2RenderingContext): void {
  gl.getExtension('WEBGL_lose_context')?.loseContext();
}

function probeCanvas(): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = 1;
  canvas.height = 1;
  return canvas;
}

/** A 1x1 canvas to ask WebGL on: an OffscreenCanvas in a worker, which has no document. */
function anyProbeCanvas(): HTMLCanvasElement | OffscreenCanvas {
  return typeof document === 'undefined' ? new OffscreenCanvas(1, 1) : probeCanvas();
}

/** The renderer name of a throwaway 1x1 context, asked at once; null without WebGL. */
function rendererName(): string | null {
  try {
    const canvas = anyProbeCanvas();
    const gl: WebGLRenderingContext | WebGL2RenderingContext | null =
      canvas.getContext('webgl2', PROBE_ATTRIBUTES) ?? canvas.getContext('webgl', PROBE_ATTRIBUTES);
    if (!gl) return null;
    const name = unmaskedName(gl);
    release(gl);
    return name;
  } catch {
    return null;
  }
}

/** A context made for the probe, left for the first stage to draw with. */
export interface SpareContext {
  canvas: HTMLCanvasElement;
  gl: WebGL2RenderingContext;
}

let spare: { context: SpareContext; timer: ReturnType<typeof setTimeout> } | null = null;

/**
 * The probe's context, if it is what a stage would make here (software WebGL, which draws
 * without multisampling) and no stage has taken it yet; once. Making a context is the longest
 * wait of a section's start (a synchronous round trip to the GPU process, which in software
 * waits behind the page's own drawing), so the first stage draws with the probe's.
 */
export function takeProbeContext(): SpareContext | null {
  if (!spare) return null;
  const { context, timer } = spare;
  clearTimeout(timer);
  spare = null;
  return context.gl.isContextLost() ? null : context;
}

/**
 * The renderer name of a 1x1 context, asked once the GPU has set the context up: a context is
 * made in one synchronous round trip, but each question after it waits on the page's thread
 * until the GPU process has finished making it, so the page waits on a fence between tasks.
 */
async function rendererNameWhenReady(): Promise<string | null> {
  // In a frame of its own, once the GPU process has caught up with the page's drawing.
  await frameOnTime();
  const canvas = probeCanvas();
  let gl: WebGL2RenderingContext | null = null;
  try {
    gl = canvas.getContext('webgl2', PROBE_ATTRIBUTES);
    // No WebGL 2 (which three.js needs): the stage shows its fallback; the name says little.
    if (!gl) return rendererName();
    await gpuCaughtUp(gl, PROBE_MAX_WAIT_MS);
    const name = unmaskedName(gl);
    if (isSoftwareRenderer(name ?? '')) {
      const context = { canvas, gl };
      const unused = () => takeProbeContext() && release(context.gl);
      spare = { context, timer: setTimeout(unused, SPARE_KEEP_MS) };
    } else {
      release(gl);
    }
    return name;
  } catch {
    if (gl) release(gl);
    return null;
  }
}

let probe: Promise<boolean> | undefined;

/**
 * Whether WebGL on this page is rasterised in software (SwiftShader, llvmpipe, the Microsoft
 * Basic Render Driver: what browsers fall back to without a usable GPU). There, multisampling
 * costs more than the scene itself and every extra pixel is CPU work, so the sections draw
 * without antialiasing and start at one pixel per CSS pixel. Asked once per page, without
 * blocking (rendererNameWhenReady); stages await it before they mount (Scene3D), and
 * isSoftwareWebGL then answers from it. In software, the first stage keeps its context
 * (takeProbeContext).
 */
export function probeSoftwareWebGL(): Promise<boolean> {
  probe ??= rendererNameWhenReady().then((name) => {
    software ??= isSoftwareRenderer(name ?? '');
    return software;
  });
  return probe;
}

/**
 * probeSoftwareWebGL's answer; asked at once, on a context of its own, if it has none yet (as a
 * worker drawing a stage asks: it waits on no page).
 */
export function isSoftwareWebGL(): boolean {
  software ??= isSoftwareRenderer(rendererName() ?? '');
  return software;
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
