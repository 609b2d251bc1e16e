import { addAfterEffect, useFrame, useThree } from '@react-three/fiber';
import { Suspense, useEffect, useState } from 'react';
import { LookContext } from '../../platform/look.tsx';
import type { AssetTracker } from '../asset-tracker.ts';
import { TrackerContext } from '../assets.ts';
import { ContextWatcher } from '../start-up/ContextWatcher.tsx';
import { StageBoundary } from '../StageBoundary.tsx';
import { FrameReports } from './FrameReports.tsx';
import type { SceneInputs, StartMessage } from './protocol.ts';
import type { WorkerScenes } from './scene-props.ts';
import { fail, post } from './worker-scope.ts';

/** Marks the stage ready after the first frame drawn with the whole scene mounted. */
function FirstFrame({ onDrawn }: { onDrawn: () => void }) {
  const invalidate = useThree((state) => state.invalidate);
  const [frame] = useState({ drawn: false, told: false });
  useEffect(() => invalidate(), [invalidate]);
  useFrame(() => {
    frame.drawn = true;
  });
  useEffect(
    () =>
      addAfterEffect(() => {
        if (!frame.drawn || frame.told) return;
        frame.told = true;
        onDrawn();
      }),
    [frame, onDrawn],
  );
  return null;
}

export interface WorkerTreeProps {
  scenes: WorkerScenes;
  start: StartMessage;
  inputs: SceneInputs;
  tracker: AssetTracker;
}

/**
 * The React tree a worker renders into its root: the scene with the page's look, its tracker,
 * context loss and frame reports, ready once it has drawn whole.
 */
export function WorkerTree({ scenes, start, inputs, tracker }: WorkerTreeProps) {
  const Scene = scenes[start.scene];
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
        <TrackerContext value={tracker}>
          <ContextWatcher onContextLoss={onContextLoss} />
          <FrameReports post={post} ready={ready} />
          <Suspense fallback={null}>
            <Scene {...inputs.props} reducedMotion={inputs.reducedMotion} report={report} />
            <FirstFrame onDrawn={onDrawn} />
          </Suspense>
        </TrackerContext>
      </LookContext>
    </StageBoundary>
  );
}
