import type { GLTFLoaderPlugin, GLTFParser } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { nextTask } from '../platform/next-task.ts';

/** Main-thread time the loader may take in one task before the page gets a turn. */
const SLICE_MS = 6;

/**
 * Turns for work that starts as one chain of promises. Turns are handed out one at a time in
 * the order asked: each waits until the work of the turn before it has started, then goes at
 * once while the current slice has time left, else in a later task, where a new slice starts.
 * (Asking is not enough to measure by: a loader asks for all its parts before any of them runs.)
 */
export function taskSlicer(
  sliceMs = SLICE_MS,
  now: () => number = () => performance.now(),
  pause: () => Promise<void> = nextTask,
): () => Promise<void> {
  let sliceStart = now();
  let last = Promise.resolve();
  return () => {
    last = last.then(async () => {
      if (now() - sliceStart < sliceMs) return;
      await pause();
      sliceStart = now();
    });
    return last;
  };
}

/**
 * A GLTFLoader plugin that lets the page answer while a model is set up. The loader starts
 * every node, mesh and material of a model in one chain of promises, which ran as a single
 * task (30 ms for the hero's desk in software, 4x that on a slow phone); here each one waits
 * for a turn first (taskSlicer), then loads as the loader itself would. The model is the same.
 */
export function taskSlicingPlugin(
  parser: GLTFParser,
  turn: () => Promise<void> = taskSlicer(),
): GLTFLoaderPlugin {
  return {
    name: 'portfolio_task_slicing',
    loadNode: (index) => turn().then(() => parser.loadNode(index)),
    loadMesh: (index) => turn().then(() => parser.loadMesh(index)),
    loadMaterial: (index) => turn().then(() => parser.loadMaterial(index)),
  };
}
