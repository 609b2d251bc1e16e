import { pixelRatioBounds } from '../renderer-caps.ts';
import { ResolutionGovernor } from '../resolution-governor.ts';
import type { StageSnapshot } from './stage-snapshot.ts';

/** One governor per host (keyed by its snapshot, which is kept by host element). */
const governors = new WeakMap<object, ResolutionGovernor>();

/**
 * The stage's resolution governor. It starts from the stage's size (see pixelRatioBounds), and
 * lives as long as its host: a stage released off screen comes back at the ratio it had reached
 * rather than at the top of the ladder, whose every move resizes the drawing buffer again.
 * `software` is the renderer probe's answer: the page's own, unless a worker gave it.
 */
export function stageGovernor(
  snapshot: StageSnapshot | null,
  softwarePixels?: number,
  software?: boolean,
): ResolutionGovernor {
  const kept = snapshot && governors.get(snapshot);
  if (kept) return kept;
  // The snapshot lies in the stage, which is laid out before its 3D chunk has loaded.
  const box = snapshot?.element.parentElement?.getBoundingClientRect();
  const made = new ResolutionGovernor(
    pixelRatioBounds(box && box.width * box.height, softwarePixels, software),
  );
  if (snapshot) governors.set(snapshot, made);
  return made;
}
