import { lazy, useState } from 'react';
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

/**
 * A section's stage, drawn by the one scene module on either thread: in a worker (WorkerCanvas)
 * where the browser can start one, else on the page (PageCanvas, a plain r3f canvas), whose
 * 3D libraries load only then.
 */
export function StageCanvas({ loadScene, inWorker, ...props }: StageCanvasProps) {
  const [PageStage] = useState(() =>
    lazy(async () => {
      const [{ default: Scene }, { default: PageCanvas }] = await Promise.all([
        loadScene(),
        import('./PageCanvas.tsx'),
      ]);
      return {
        default: (page: Omit<PageCanvasProps, 'Scene'>) => <PageCanvas {...page} Scene={Scene} />,
      };
    }),
  );
  return inWorker ? <WorkerCanvas {...props} /> : <PageStage {...props} />;
}
