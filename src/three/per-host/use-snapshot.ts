import { createContext, useEffect, useLayoutEffect, useState } from 'react';
import { snapshotOf, type StageSnapshot } from './stage-snapshot.ts';

/** The host's snapshot, from Scene3D to the StageCanvas inside its stage. */
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
