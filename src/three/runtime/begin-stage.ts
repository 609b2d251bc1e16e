/**
 * A stage's beginning in the runtime: the pictures the page decoded handed to the loaders, the
 * WebGL 2 context made at the page's first pixel ratio, and the stage on it; or, with no
 * context to be had, word to the page that it must draw the stage itself.
 */
import { WebGLRenderer } from 'three';
import { provideImage, provideImageFailure } from '../assets.ts';
import type { StartMessage } from '../protocol.ts';
import { CONTEXT_ATTRIBUTES, multisampled, supersampleFactor } from '../renderer-caps.ts';
import type { SceneList } from '../stage-scene.ts';
import type { PagePost } from './port.ts';
import { Stage } from './stage.tsx';

/**
 * What three.js enables as its renderer starts that no stage uses: clip distances (no material
 * asks for them) and half-float colour buffers (in WebGL 2 EXT_color_buffer_float, which it
 * enables too, makes those renderable). Enabling one is a round trip to the GPU process that the
 * drawing thread waits for: 19 and 34 ms of the page's thread in a Lighthouse run in software
 * WebGL (docs/performance.md). The stage's context answers that it has neither.
 */
const UNUSED_EXTENSIONS: ReadonlySet<string> = new Set([
  'WEBGL_clip_cull_distance',
  'EXT_color_buffer_half_float',
]);

function withoutUnusedExtensions(context: WebGL2RenderingContext): WebGL2RenderingContext {
  const enable = context.getExtension.bind(context);
  context.getExtension = ((name: string) =>
    UNUSED_EXTENSIONS.has(name) ? null : enable(name)) as typeof context.getExtension;
  return context;
}

/**
 * Makes the context and the stage at the page's first pixel ratio; or tells the page that it
 * must draw the stage itself.
 */
export function beginStage(
  scenes: SceneList,
  start: StartMessage,
  dpr: number,
  page: PagePost,
): Stage | null {
  for (const [url, image] of Object.entries(start.images)) provideImage(url, image);
  // The pictures the page could not decode fail with the page's reason.
  for (const [url, reason] of Object.entries(start.imageFailures)) provideImageFailure(url, reason);
  // On the page's thread, the context the probe made on this canvas (hasWebGL2On).
  const attributes = { ...CONTEXT_ATTRIBUTES, antialias: multisampled() };
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
  const renderer = new WebGLRenderer({
    canvas: start.canvas,
    context: withoutUnusedExtensions(context),
    ...attributes,
  });
  // Asking a program whether it linked waits, on the thread that draws, for the GPU process to
  // compile it: 0.5-1.3 s a stage in software at a phone's speed, one long task on the page's
  // thread (docs/performance.md). Unasked, the compile runs there while this thread goes on.
  // The stages' shaders are ours and fixed, so the check stays for `npm run dev` alone.
  renderer.debug.checkShaderErrors = import.meta.env.DEV;
  const stage = new Stage(scenes, start, renderer, page, dpr, supersampleFactor());
  stage.update({});
  page.post({ type: 'started' });
  return stage;
}
