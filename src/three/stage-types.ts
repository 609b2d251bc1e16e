import type { ComponentType } from 'react';
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
 * What a section's scene module receives on either thread: its props (structured-cloneable, as
 * they are posted to a worker), and a way to tell the page's DOM what it shows.
 */
export type SceneProps = Record<string, unknown> & {
  reducedMotion: boolean;
  /** Sends something the scene shows in the page's DOM (the globe's marker). */
  report: (data: Record<string, unknown>) => void;
};

/** A section's scene module, as the page imports it where no worker can draw the stage. */
export type SceneModule = { default: ComponentType<SceneProps> };

/**
 * A stage's frame loop, on either thread: frames only while it is on screen, and one on demand
 * under reduced motion or `?still`.
 */
export function stageFrameloop(active: boolean, reducedMotion: boolean) {
  return !active ? 'never' : reducedMotion || STILL ? 'demand' : 'always';
}
