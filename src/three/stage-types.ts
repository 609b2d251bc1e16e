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

/** A stage component's props split in two: what its canvas takes, and the scene's own. */
export function splitStage<P extends object>({
  active,
  reducedMotion,
  tracker,
  onContextLoss,
  ...own
}: StageProps<P>) {
  return [{ active, reducedMotion, tracker, onContextLoss }, own] as const;
}
