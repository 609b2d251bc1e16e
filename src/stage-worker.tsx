/**
 * The stage runtime's entry (`dist/stage-worker.js`), the one module that draws every 3D stage:
 * started as a worker, it serves the page's messages off the main thread; imported by the page
 * where no worker can draw (page/StageCanvas.tsx, through stage-steps.ts), it serves the same
 * messages on the page's thread through an in-page port (serveOnPage). The scene list lives here alone. Its scenes are
 * imported, not `import()`ed: the runtime draws any of them, and a worker has no document for a
 * bundler's preloading of a dynamic import's chunks.
 */
import GlobeStageScene from './elements/about/globe-stage-scene.tsx';
import { GLOBE_SCENE } from './elements/about/globe-stage-types.ts';
import HeroStageScene from './elements/hero/hero-stage-scene.tsx';
import { HERO_SCENE } from './elements/hero/hero-stage-types.ts';
import ProjectsStageScene from './elements/projects/projects-stage-scene.tsx';
import { PROJECTS_SCENE } from './elements/projects/projects-stage-types.ts';
import WorkStageScene from './elements/work/work-stage-scene.tsx';
import { WORK_SCENE } from './elements/work/work-stage-types.ts';
import type { StagePort } from './three/runtime/port.ts';
import { serveStage, serveWorker } from './three/runtime/serve-stage.ts';
import { drawnBy, type SceneList } from './three/stage-scene.ts';

const SCENES: SceneList = new Map([
  drawnBy(GLOBE_SCENE, GlobeStageScene),
  drawnBy(HERO_SCENE, HeroStageScene),
  drawnBy(PROJECTS_SCENE, ProjectsStageScene),
  drawnBy(WORK_SCENE, WorkStageScene),
]);

/** Serves a stage on the page's thread, on the stage's end of an in-page pair. */
export function serveOnPage(port: StagePort): void {
  serveStage(port, SCENES);
}

// Started as a worker: this worker's one stage. Imported by a page: nothing until asked.
if (typeof document === 'undefined' && 'WorkerGlobalScope' in globalThis) {
  serveWorker(SCENES);
}
