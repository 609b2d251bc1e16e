import type { StageRuntime } from '../three/page/stage-canvas-types.ts';

/**
 * The stage runtime (`dist/stage-worker.js`, src/stage-worker.tsx), for a stage the page must
 * draw itself, loaded in steps by `dist/stage-steps.js` (src/stage-steps.ts). Its path is
 * literal, beside the chunks and the elements alike, so an app's bundler rebundling the package
 * follows it; the elements' build leaves it as it is. It sits in this layer with the scenes the
 * runtime lists: three/ is handed it (StageCanvas's `runtime`), never imports it.
 */
export const loadStageRuntime = (): Promise<StageRuntime> =>
  import('../stage-steps.js').then((steps) => steps.loadStageRuntime());
