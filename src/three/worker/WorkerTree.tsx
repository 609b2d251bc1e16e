import { useState } from 'react';
import { LookContext } from '../../platform/look.tsx';
import type { AssetTracker } from '../asset-tracker.ts';
import { StageBoundary } from '../StageBoundary.tsx';
import { StageTree } from '../StageTree.tsx';
import { FrameReports } from './FrameReports.tsx';
import type { SceneInputs, StartMessage } from './protocol.ts';
import type { WorkerScenes } from './scene-props.ts';
import { fail, post } from './worker-scope.ts';

export interface WorkerTreeProps {
  scenes: WorkerScenes;
  start: StartMessage;
  inputs: SceneInputs;
  tracker: AssetTracker;
}

/**
 * The React tree a worker renders into its root: the stage's tree (StageTree, as the page draws
 * it) with the page's look, and the frame reports the page paces its resolution and keeps its
 * copies by.
 */
export function WorkerTree({ scenes, start, inputs, tracker }: WorkerTreeProps) {
  const [ready, setReady] = useState(false);
  const [onDrawn] = useState(() => () => {
    tracker.markReady();
    setReady(true);
  });
  const [report] = useState(() => (data: Record<string, unknown>) => post({ type: 'scene', data }));
  const [onContextLoss] = useState(
    () => (lost: boolean) => post({ type: lost ? 'lost' : 'restored' }),
  );
  return (
    <StageBoundary onError={fail} fallback={null}>
      <LookContext value={inputs.look}>
        <FrameReports post={post} ready={ready} />
        <StageTree
          Scene={scenes[start.scene]}
          props={inputs.props}
          reducedMotion={inputs.reducedMotion}
          report={report}
          tracker={tracker}
          onContextLoss={onContextLoss}
          onDrawn={onDrawn}
        />
      </LookContext>
    </StageBoundary>
  );
}
