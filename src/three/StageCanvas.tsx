import { lazy, type ComponentType } from 'react';
import type { SceneModule } from './stage-types.ts';
import type { PageCanvasProps } from './PageCanvas.tsx';
import { WorkerCanvas, type WorkerCanvasProps } from './worker/WorkerCanvas.tsx';

export type StageCanvasProps = Omit<WorkerCanvasProps, 'onUnavailable'> & {
  /**
   * The section's scene module, for the page's thread: imported only where no worker draws the
   * stage (the worker's script imports it there).
   */
  loadScene: () => Promise<SceneModule>;
  /** Where the page must draw the stage itself (see canDrawInWorker), or once a worker could not. */
  inWorker: boolean;
  onUnavailable: () => void;
};

type PageStage = ComponentType<Omit<PageCanvasProps, 'Scene'>>;

/**
 * The page-drawn stage of each scene module, made once per module: a lazy component made during
 * a render that suspends would be thrown away with that render's state, and made anew (and
 * suspend anew) at every retry.
 */
const pageStages = new WeakMap<StageCanvasProps['loadScene'], PageStage>();

function pageStage(loadScene: StageCanvasProps['loadScene']): PageStage {
  let stage = pageStages.get(loadScene);
  if (!stage) {
    stage = lazy(async () => {
      const [{ default: Scene }, { default: PageCanvas }] = await Promise.all([
        loadScene(),
        import('./PageCanvas.tsx'),
      ]);
      return {
        default: (page: Omit<PageCanvasProps, 'Scene'>) => <PageCanvas {...page} Scene={Scene} />,
      };
    });
    pageStages.set(loadScene, stage);
  }
  return stage;
}

/**
 * A section's stage, drawn by the one scene module on either thread: in a worker (WorkerCanvas)
 * where the browser can start one, else on the page (PageCanvas, a plain r3f canvas), whose
 * 3D libraries load only then. `loadScene` is the section's module-level loader.
 */
export function StageCanvas({ loadScene, inWorker, ...props }: StageCanvasProps) {
  const PageStage = pageStage(loadScene);
  return inWorker ? <WorkerCanvas {...props} /> : <PageStage {...props} />;
}
