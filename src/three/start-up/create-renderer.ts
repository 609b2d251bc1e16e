import { WebGLRenderer } from 'three';
import { nextTask } from '../../lib/next-task.ts';
import { frameOnTime, gpuCaughtUp } from '../gpu-fence.ts';
import { CONTEXT_ATTRIBUTES, takeProbeContext } from '../renderer-caps.ts';

/** Longest wait for the GPU to set up a new context before three asks it anyway. */
const RENDERER_MAX_WAIT_MS = 1000;

/**
 * The renderer, made over three tasks rather than one: the WebGL context (a synchronous round
 * trip to the GPU process), then three's renderer on it once the GPU has set the context up,
 * then r3f's configuration of it. As one task they were the longest of a section's start. In
 * software WebGL the first stage draws with the renderer probe's context instead, its canvas
 * in the place of r3f's (which has no context yet), so the page makes one context, not two. A
 * canvas without WebGL fails as three's own constructor does, so the stage shows its fallback.
 */
export async function createRenderer(
  canvas: HTMLCanvasElement,
  antialias: boolean,
  pixelRatio: number,
): Promise<WebGLRenderer> {
  const attributes: WebGLContextAttributes = { ...CONTEXT_ATTRIBUTES, antialias };
  const spare = antialias ? null : takeProbeContext();
  let context: WebGL2RenderingContext | null;
  if (spare) {
    spare.canvas.style.cssText = canvas.style.cssText;
    canvas.replaceWith(spare.canvas);
    canvas = spare.canvas;
    context = spare.gl;
    // The probe waited for the GPU to set its context up: three's set-up in a task of its own.
    await nextTask();
  } else {
    // Made in a frame on time, when the GPU process is not behind on drawing the page.
    await frameOnTime();
    context = canvas.getContext('webgl2', attributes);
    if (!context) throw new Error('Error creating WebGL context.');
    // three's set-up asks the context dozens of questions, each a synchronous round trip that
    // would wait for the GPU process to finish making the context: ask once it has.
    await gpuCaughtUp(context, RENDERER_MAX_WAIT_MS);
  }
  const renderer = new WebGLRenderer({ canvas, context, ...attributes });
  // r3f sizes the canvas before it passes its own ratio: at this one, the drawing buffer is made
  // once, not made at one pixel per CSS pixel and then made again.
  renderer.setPixelRatio(pixelRatio);
  await nextTask();
  return renderer;
}
