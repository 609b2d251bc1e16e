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
 * without antialiasing and at one pixel per CSS pixel. Asked once per page; the query waits for
 * the GPU process to start, which the first section's renderer would wait for anyway.
 */
export function isSoftwareWebGL(): boolean {
  software ??= isSoftwareRenderer(rendererName() ?? '');
  return software;
}
