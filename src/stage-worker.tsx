/**
 * The entry of the worker that draws a 3D stage off the page's thread (src/three/worker/). Its
 * scenes are imported, not `import()`ed: the bundler's preloading of a dynamic import's chunks
 * reads the document, which a worker has not. Built as an entry of the page's build, it shares
 * three's and r3f's chunks, and each section's scene module, with the stages the page draws
 * itself where no worker can.
 */
import GlobeStageScene from './elements/about/globe-stage-scene.tsx';
import HeroStageScene from './elements/hero/hero-stage-scene.tsx';
import ProjectsStageScene from './elements/projects/projects-stage-scene.tsx';
import WorkStageScene from './elements/work/work-stage-scene.tsx';
import { serveStage } from './three/worker/serve-stage.tsx';

serveStage({
  globe: GlobeStageScene,
  hero: HeroStageScene,
  projects: ProjectsStageScene,
  work: WorkStageScene,
});
