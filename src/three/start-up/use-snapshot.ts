import type { RootState } from '@react-three/fiber';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useState,
} from 'react';
import type { AssetTracker } from '../asset-tracker.ts';
import { snapshotOf, type StageSnapshot } from './stage-snapshot.ts';

/** The host's snapshot, from Scene3D to the canvas inside its stage (the page's or a worker's). */
export const SnapshotContext = createContext<StageSnapshot | null>(null);

export interface StageSignals {
  mounted: boolean;
  ready: boolean;
  lost: boolean;
  failed: boolean;
}

/**
 * For Scene3D: lays `host`'s snapshot over `stage` and shows it from a release or a loss until
 * the live canvas has drawn again. The time from a remount to that frame is measured as
 * `portfolio-reentry <tag>` (the benchmark reports it).
 */
export function useStageSnapshot(
  host: HTMLElement,
  stage: HTMLElement | null,
  { mounted, ready, lost, failed }: StageSignals,
): StageSnapshot {
  const [snapshot] = useState(() => snapshotOf(host));
  const [reentry] = useState<{ start: number | null }>(() => ({ start: null }));

  useLayoutEffect(() => {
    if (!stage) return;
    // First, so the progress chip and the fallback sit above it.
    stage.prepend(snapshot.element);
    return () => snapshot.element.remove();
  }, [stage, snapshot]);

  useLayoutEffect(() => {
    if (mounted && !ready && snapshot.shown) reentry.start ??= performance.now();
    snapshot.update({ mounted, ready, lost, failed });
  }, [snapshot, reentry, mounted, ready, lost, failed]);

  useEffect(() => {
    if (!ready || reentry.start === null) return;
    performance.measure(`portfolio-reentry ${host.localName}`, { start: reentry.start });
    reentry.start = null;
  }, [host, reentry, ready]);

  return snapshot;
}

/**
 * For PageCanvas: when the canvas goes (its context released with it), its last frame is
 * drawn again and kept, if the stage had drawn one. Returns the canvas's `onCreated`. The copy
 * is taken while the canvas unmounts, before its renderer is let go.
 */
export function useReleaseSnapshot(tracker: AssetTracker): (state: RootState) => void {
  const snapshot = useContext(SnapshotContext);
  const [root] = useState<{ state: RootState | null }>(() => ({ state: null }));
  useLayoutEffect(
    () => () => {
      const { state } = root;
      if (!snapshot || !state || !tracker.isReady) return;
      const { gl, scene, camera } = state;
      if (gl.getContext().isContextLost()) return;
      snapshot.take(gl.domElement, () => {
        gl.setRenderTarget(null);
        gl.render(scene, camera);
      });
    },
    [snapshot, root, tracker],
  );
  return useCallback(
    (state: RootState) => {
      root.state = state;
    },
    [root],
  );
}
