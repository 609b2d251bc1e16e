import type { GLTFLoaderPlugin, GLTFParser } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { taskSlicer } from '../lib/next-task.ts';

/** Main-thread time the loader may take in one task before the page gets a turn. */
const SLICE_MS = 6;

/**
 * A GLTFLoader plugin that lets the page answer while a model is set up. The loader starts
 * every node, mesh and material of a model in one chain of promises, which ran as a single
 * task (docs/performance.md); here each one waits
 * for a turn first (taskSlicer), then loads as the loader itself would. The model is the same.
 */
export function taskSlicingPlugin(
  parser: GLTFParser,
  turn: () => Promise<void> = taskSlicer(SLICE_MS),
): GLTFLoaderPlugin {
  return {
    name: 'portfolio_task_slicing',
    loadNode: (index) => turn().then(() => parser.loadNode(index)),
    loadMesh: (index) => turn().then(() => parser.loadMesh(index)),
    loadMaterial: (index) => turn().then(() => parser.loadMaterial(index)),
  };
}
