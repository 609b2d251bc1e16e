/**
 * The stage runtime as the page loads it where no worker can draw (`dist/stage-steps.js`), in
 * steps. `stage-worker.js` imported whole is evaluated in one task: three.js, React Three Fiber
 * and the scenes, the longest task of a page that draws its own stages (docs/performance.md).
 * Here three.js is evaluated in a task, React Three Fiber in the next, the runtime and its
 * scenes in a third; the runtime's own imports then find the first two evaluated. A worker
 * imports `stage-worker.js` at once: nothing else waits on its thread.
 */
import { nextTask } from './lib/next-task.ts';
import type { StageRuntime } from './three/page/stage-canvas-types.ts';

/**
 * The modules evaluated ahead of the runtime, one step each, in order. Each step takes one
 * name from its module: a module's namespace kept whole would keep all of three.js in the
 * build, where the runtime uses a part.
 */
const STEPS = [
  () => import('three').then(({ WebGLRenderer }) => WebGLRenderer),
  () => import('@react-three/fiber').then(({ createRoot }) => createRoot),
];

export async function loadStageRuntime(): Promise<StageRuntime> {
  for (const step of STEPS) {
    await step();
    await nextTask();
  }
  return import('./stage-worker.tsx');
}
