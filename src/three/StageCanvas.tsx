import { useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { PageStage, PageStageProps } from '../page-stage.js';
import { SnapshotContext } from './start-up/use-snapshot.ts';
import { WorkerCanvas, type WorkerCanvasProps } from './worker/WorkerCanvas.tsx';

export type StageCanvasProps = Omit<WorkerCanvasProps, 'onUnavailable'> & {
  /** Where the page must draw the stage itself (see canDrawInWorker), or once a worker could not. */
  inWorker: boolean;
  onUnavailable: () => void;
};

/**
 * `dist/page-stage.js`, beside the chunks and the elements alike. The path is literal so that an
 * app's bundler, rebundling the package, follows it; the elements' build marks it external, the
 * page's build writes it.
 */
const loadPageStage = () => import('../page-stage.js');

/**
 * A section's stage, drawn by the one scene module on either thread: in a worker (WorkerCanvas)
 * where the browser can start one, else on the page (PageStageHost), whose React, r3f and three
 * load only then.
 */
export function StageCanvas({ inWorker, ...props }: StageCanvasProps) {
  return inWorker ? <WorkerCanvas {...props} /> : <PageStageHost {...props} />;
}

/**
 * The page's stage in a root of its own (page-stage.tsx), inside this element's tree: it gets
 * the props on every render, and what it throws is thrown here, to the section's boundary.
 */
function PageStageHost(props: Omit<PageStageProps, 'snapshot' | 'onError'>) {
  const snapshot = useContext(SnapshotContext);
  const ref = useRef<HTMLDivElement>(null);
  const [stage, setStage] = useState<PageStage | null>(null);
  const [failure, setFailure] = useState<Error | null>(null);
  if (failure) throw failure;

  useEffect(() => {
    let gone = false;
    let started: PageStage | null = null;
    loadPageStage().then(({ mountPageStage }) => {
      if (gone || !ref.current) return;
      started = mountPageStage(ref.current);
      setStage(started);
    }, setFailure);
    return () => {
      gone = true;
      started?.unmount();
    };
  }, []);

  // Each render hands the stage its props anew (a new object each time, as a parent's render).
  useLayoutEffect(() => {
    stage?.render({ ...props, snapshot, onError: setFailure });
  }, [stage, props, snapshot]);

  return <div ref={ref} className="page-stage" />;
}
