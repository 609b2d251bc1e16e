import { addAfterEffect, useFrame, useThree } from '@react-three/fiber';
import { Suspense, useEffect, useState } from 'react';
import type { AssetTracker } from '../asset-tracker.ts';
import { TrackerContext } from '../assets.ts';
import type { ListedScene } from '../stage-scene.ts';
import { ContextWatcher } from './ContextWatcher.tsx';

/** How long the first whole frame waits for the one that shows it before the stage is told. */
const SECOND_FRAME_WAIT_MS = 500;

/**
 * Tells once, after the second frame drawn with the whole scene mounted: with software
 * compositing, Chromium shows a worker's first whole frame only once the next one is committed,
 * so a stage shown at its first would be blank in between (a still stage, for its slowest frame).
 */
function FirstFrame({ onDrawn }: { onDrawn: () => void }) {
  const invalidate = useThree((state) => state.invalidate);
  const [frame] = useState({ drawn: 0, told: false });
  useEffect(() => invalidate(), [invalidate]);
  useFrame(() => {
    frame.drawn += 1;
  });
  useEffect(() => {
    let wait: ReturnType<typeof setTimeout> | undefined;
    const tell = () => {
      if (frame.told) return;
      frame.told = true;
      onDrawn();
    };
    const stop = addAfterEffect(() => {
      if (frame.drawn === 0 || frame.told) return;
      if (frame.drawn > 1) return tell();
      // Asked after the loop has run: an invalidation from within it is dropped.
      setTimeout(invalidate);
      // A loop that stops before that frame (paused, or on demand with nothing asked) must not
      // hold the stage back: it is told anyway after a moment.
      wait ??= setTimeout(tell, SECOND_FRAME_WAIT_MS);
    });
    return () => {
      stop();
      clearTimeout(wait);
    };
  }, [frame, onDrawn, invalidate]);
  return null;
}

export interface StageTreeProps {
  /** The section's scene module: its lighting, camera aim and models. */
  Scene: ListedScene;
  /** Its props, as the page sent them (the scene's StageScene types both sides). */
  props: unknown;
  reducedMotion: boolean;
  /** What the scene shows in the page's DOM (the globe's marker, the screen's URL). */
  report: (data: unknown) => void;
  tracker: AssetTracker;
  onContextLoss: (lost: boolean) => void;
  /** The scene has drawn whole: the stage is ready. */
  onDrawn: () => void;
}

/**
 * What a stage draws: the scene with its assets counted by the stage's tracker, context loss
 * reported, ready after its first whole frame.
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
        <Scene
          {...(props as Record<string, unknown>)}
          reducedMotion={reducedMotion}
          report={report}
        />
        <FirstFrame onDrawn={onDrawn} />
      </Suspense>
    </TrackerContext>
  );
}
