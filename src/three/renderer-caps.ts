/** Renderer names of WebGL implementations that rasterise on the CPU. */
const SOFTWARE_RENDERER = /swiftshader|llvmpipe|softpipe|software|basic render/i;

let software: boolean | undefined;

/** Whether a WebGL renderer name (UNMASKED_RENDERER_WEBGL) is a CPU rasteriser. */
export function isSoftwareRenderer(name: string): boolean {
  return SOFTWARE_RENDERER.test(name);
}

/** The unmasked renderer name of a throwaway 1x1 context, released at once; null without WebGL. */
function rendererName(): string | null {
  try {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const attributes: WebGLContextAttributes = { antialias: false, depth: false, stencil: false };
    const gl: WebGLRenderingContext | WebGL2RenderingContext | null =
      canvas.getContext('webgl2', attributes) ?? canvas.getContext('webgl', attributes);
    if (!gl) return null;
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    const name: unknown = gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER);
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return typeof name === 'string' ? name : null;
  } catch {
    return null;
  }
}

/**
 * Whether WebGL on this page is rasterised in software (SwiftShader, llvmpipe, the Microsoft
 * Basic Render Driver: what browsers fall back to without a usable GPU). There, multisampling
 * costs more than the scene itself and every extra pixel is CPU work, so the sections draw
 * without antialiasing and start at one pixel per CSS pixel. Asked once per page; the query waits for
 * the GPU process to start, which the first section's renderer would wait for anyway.
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
 * Where a canvas's pixel ratio starts (the screen's, clamped to [1, 2]; 1 in software WebGL)
 * and how far adaptive resolution may lower it (see ResolutionGovernor).
 */
export function pixelRatioBounds(): { max: number; min: number } {
  const max = isSoftwareWebGL()
    ? DPR_MIN
    : Math.min(DPR_MAX, Math.max(DPR_MIN, globalThis.devicePixelRatio || 1));
  return { max, min: max * ADAPTIVE_FLOOR };
}
