import { STILL } from '../lib/still.ts';
import type { AssetTracker } from './asset-tracker.ts';

/** What a section's lazily loaded stage component receives, besides its own props. */
export type StageProps<P = object> = P & {
  /** On screen: run frames. Off screen the frame loop stops. */
  active: boolean;
  reducedMotion: boolean;
  tracker: AssetTracker;
  /** The WebGL context was lost (true) or restored (false). */
  onContextLoss: (lost: boolean) => void;
};

/**
 * A stage's frame loop, on either thread: frames only while it is on screen, and one on demand
 * under reduced motion or `?still`.
 */
export function stageFrameloop(active: boolean, reducedMotion: boolean) {
  return !active ? 'never' : reducedMotion || STILL ? 'demand' : 'always';
}
