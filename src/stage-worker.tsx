/**
 * The entry of the worker that draws a 3D stage off the page's thread (src/three/worker/). Its
 * scenes are imported, not `import()`ed: the bundler's preloading of a dynamic import's chunks
 * reads the document, which a worker has not. Built as an entry of the page's build, it shares
 * three's and r3f's chunks with the stages the page draws itself.
 */
import GlobeWorkerScene from './elements/about/globe-worker-scene.tsx';
import HeroWorkerScene from './elements/hero/hero-worker-scene.tsx';
import ProjectsWorkerScene from './elements/projects/projects-worker-scene.tsx';
import WorkWorkerScene from './elements/work/work-worker-scene.tsx';
import { serveStage } from './three/worker/serve-stage.tsx';

serveStage({
  globe: GlobeWorkerScene,
  hero: HeroWorkerScene,
  projects: ProjectsWorkerScene,
  work: WorkWorkerScene,
});
