import { addAfterEffect, useFrame, useThree } from '@react-three/fiber';
import { Suspense, useEffect, useState, type ComponentType } from 'react';
import type { AssetTracker } from './asset-tracker.ts';
import { TrackerContext } from './assets.ts';
import { ContextWatcher } from './start-up/ContextWatcher.tsx';
import type { SceneProps } from './stage-types.ts';

/** Tells once, after the first frame drawn with the whole scene mounted. */
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

export interface StageTreeProps {
  /** The section's scene module: its lighting, camera aim and models. */
  Scene: ComponentType<SceneProps>;
  props: Record<string, unknown>;
  reducedMotion: boolean;
  /** What the scene shows in the page's DOM (the globe's marker, the screen's URL). */
  report: (data: Record<string, unknown>) => void;
  tracker: AssetTracker;
  onContextLoss: (lost: boolean) => void;
  /** The scene has drawn whole: the stage is ready. */
  onDrawn: () => void;
}

/**
 * What a stage draws, the same in a worker's root and in the page's canvas: the scene with its
 * assets counted by the stage's tracker, context loss reported, ready after its first whole
 * frame.
 */
export function StageTree({
  Scene,
  props,
  reducedMotion,
  report,
  tracker,
  onContextLoss,
  onDrawn,
}: StageTreeProps) {
  return (
    <TrackerContext value={tracker}>
      <ContextWatcher onContextLoss={onContextLoss} />
      <Suspense fallback={null}>
        <Scene {...props} reducedMotion={reducedMotion} report={report} />
        <FirstFrame onDrawn={onDrawn} />
      </Suspense>
    </TrackerContext>
  );
}
