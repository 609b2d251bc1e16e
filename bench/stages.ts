/** Which 3D stages the benchmark should still wait for, from what `sectionBoxes` reports. */
import type { SectionBox } from './page-fns.ts';

/** Longest wait for a 3D section to load (software WebGL on a busy 2-core machine is slow). */
export const LOAD_TIMEOUT_MS = 30_000;

/**
 * Stages on screen that have not finished: loading, or idle because their observer has not
 * fired yet. A stage near the screen but off it loads its assets and then waits for its first
 * frame, which only comes on screen, so it is not waited for (its bytes arrive regardless).
 */
export function pendingStages(boxes: readonly SectionBox[], viewportHeight: number): string[] {
  return boxes
    .filter(
      (box) =>
        (box.state === 'loading' || box.state === 'idle') &&
        box.stageBottom > 0 &&
        box.stageTop < viewportHeight,
    )
    .map((box) => box.tag);
}
