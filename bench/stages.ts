/** Which 3D stages the benchmark should still wait for, from what `sectionBoxes` reports. */
import type { SectionBox } from './page-fns.ts';

/** As src/three/use-stage.ts: a stage this close to the viewport loads. */
export const NEAR_MARGIN_PX = 200;

/**
 * Stages still on their way: loading, or idle although near enough to the viewport that they
 * are about to start (their observer has not fired yet).
 */
export function pendingStages(boxes: readonly SectionBox[], viewportHeight: number): string[] {
  return boxes
    .filter(
      (box) =>
        box.state === 'loading' ||
        (box.state === 'idle' &&
          box.stageBottom > -NEAR_MARGIN_PX &&
          box.stageTop < viewportHeight + NEAR_MARGIN_PX),
    )
    .map((box) => box.tag);
}
