import { useState } from 'react';
import { LookContext } from '../../platform/look.tsx';
import type { AssetTracker } from '../asset-tracker.ts';
import type { SceneInputs, StartMessage } from '../protocol.ts';
import { StageBoundary } from '../StageBoundary.tsx';
import type { SceneList } from '../stage-scene.ts';
import { FrameReports } from './FrameReports.tsx';
import type { PagePost } from './port.ts';
import { StageTree } from './StageTree.tsx';

export interface StageRootProps {
  scenes: SceneList;
  start: StartMessage;
  inputs: SceneInputs;
  tracker: AssetTracker;
  page: PagePost;
}

/**
 * The React tree a stage's root renders, on either thread: the stage's tree (StageTree) with the
 * page's look, and the frame reports the page paces its resolution and keeps its copies by.
 */
export function StageRoot({ scenes, start, inputs, tracker, page }: StageRootProps) {
  const [ready, setReady] = useState(false);
  const [onDrawn] = useState(() => () => {
    tracker.markReady();
    setReady(true);
  });
  const [report] = useState(() => (data: unknown) => page.post({ type: 'scene', data }));
  const [onContextLoss] = useState(
    () => (lost: boolean) => page.post({ type: lost ? 'lost' : 'restored' }),
  );
  const Scene = scenes.get(start.scene);
  if (!Scene) throw new Error(`No scene named "${start.scene}" in this stage runtime`);
  return (
    <StageBoundary onError={page.fail} fallback={null}>
      <LookContext value={inputs.look}>
        <FrameReports post={page.post} ready={ready} inputs={inputs} />
        <StageTree
          Scene={Scene}
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
