/**
 * `dist/page-stage.js`: a 3D stage drawn on the page's thread, where no worker can draw it
 * (StageCanvas). The elements run on Preact (vite.elements.config.ts); react-three-fiber needs
 * React itself, so the page's stage is React, r3f and the section's scene module in a root of
 * their own inside the element's stage. Built as an entry of the page's build, beside the
 * worker, with which it shares three's and r3f's chunks and the scene modules: only a page that
 * falls back loads any of it.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import type { PageCanvasProps } from './three/PageCanvas.tsx';
import { StageBoundary } from './three/StageBoundary.tsx';
import type { SceneModule } from './three/stage-types.ts';
import type { StageSnapshot } from './three/start-up/stage-snapshot.ts';
import { SnapshotContext } from './three/start-up/use-snapshot.ts';
import type { WorkerSceneName } from './three/worker/protocol.ts';

/** What the element's stage hands the page's stage: the scene by name, and its snapshot. */
export type PageStageProps = Omit<PageCanvasProps, 'Scene'> & {
  scene: WorkerSceneName;
  snapshot: StageSnapshot | null;
  /** Anything the stage throws (no WebGL, a model that fails), for the element's boundary. */
  onError: (error: Error) => void;
};

export interface PageStage {
  render(props: PageStageProps): void;
  unmount(): void;
}

type Stage = ComponentType<Omit<PageCanvasProps, 'Scene'>>;

function stageOf(load: () => Promise<SceneModule>): Stage {
  return lazy(async () => {
    const [{ default: Scene }, { default: PageCanvas }] = await Promise.all([
      load(),
      import('./three/PageCanvas.tsx'),
    ]);
    return {
      default: (props: Omit<PageCanvasProps, 'Scene'>) => <PageCanvas {...props} Scene={Scene} />,
    };
  });
}

const STAGES: Record<WorkerSceneName, Stage> = {
  globe: stageOf(() => import('./elements/about/globe-stage-scene.tsx')),
  hero: stageOf(() => import('./elements/hero/hero-stage-scene.tsx')),
  projects: stageOf(() => import('./elements/projects/projects-stage-scene.tsx')),
  work: stageOf(() => import('./elements/work/work-stage-scene.tsx')),
};

/** Starts a page's stage in `container`; `render` again with new props, `unmount` at the end. */
export function mountPageStage(container: HTMLElement): PageStage {
  const root = createRoot(container);
  return {
    render({ scene, snapshot, onError, ...props }) {
      const Stage = STAGES[scene];
      root.render(
        // What the stage throws goes to the element, whose own boundary shows the fallback.
        <StageBoundary onError={onError} fallback={null}>
          <Suspense fallback={null}>
            <SnapshotContext value={snapshot}>
              <Stage {...props} />
            </SnapshotContext>
          </Suspense>
        </StageBoundary>,
      );
    },
    unmount() {
      root.unmount();
    },
  };
}
