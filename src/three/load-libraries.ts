import { nextTask } from '../lib/next-task.ts';
import { probeSoftwareWebGL } from './renderer-caps.ts';

/**
 * The 3D libraries in the order they build on each other: three's core, its WebGL renderer,
 * then React Three Fiber. A stage's chunk imports them all, and a module graph evaluates in one
 * task: for three and r3f that was the longest task of a section's start (docs/performance.md).
 * Imported one at a time, each evaluates
 * in a task of its own, and the stage's chunk then evaluates only itself.
 */
const LIBRARIES: (() => Promise<unknown>)[] = [
  () => import('three-core'),
  () => import('three'),
  () => import('@react-three/fiber'),
];

let loading: Promise<void> | undefined;

/** Loads and evaluates the 3D libraries one per task; once per page. */
export function loadLibraries(): Promise<void> {
  loading ??= (async () => {
    for (const library of LIBRARIES) {
      await library();
      await nextTask();
    }
  })().catch((error: unknown) => {
    // A failed load (network) may be retried when the stage mounts again.
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * A stage the page's thread draws, loaded in the order that keeps each task short: the 3D
 * libraries one per task (see loadLibraries), then the stage's own chunk, then the renderer
 * probe (SectionCanvas reads its answer). Not sooner: just after the first paint the GPU process
 * is busy drawing the page, and making the probe's context waits behind it. A stage drawn in a
 * worker needs none of it on the page (src/three/worker/).
 */
export function onPage<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    await loadLibraries();
    const stage = await load();
    await probeSoftwareWebGL();
    return stage;
  };
}
