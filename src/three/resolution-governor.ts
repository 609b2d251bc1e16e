/**
 * Adaptive resolution: a scene that cannot keep up draws fewer pixels until it can.
 *
 * Where rasterisation is the bottleneck (software WebGL, a weak GPU on a large canvas) frame time
 * grows with the pixels drawn, so the pixel ratio is what gives way: a smooth, slightly softer
 * picture beats a sharp one that stutters. The governor watches frame intervals in windows;
 * a slow window lowers the ratio one step (down to `min`), a run of windows at display rate raises
 * it again (up to `max`). It stops moving once it has turned back and forth a few times, so a
 * scene on the edge of a step settles instead of pulsing between two sharpnesses.
 */

/** Frames per judgement: long enough to see past one hiccup, short enough to adapt in ~1 s. */
export const WINDOW_FRAMES = 20;
/** A window whose median interval is above this (under 40 fps) is slow. */
export const SLOW_MS = 25;
/** A window whose median interval is under this is at (60 Hz) display rate: there is headroom. */
export const FAST_MS = 18;
/** Fast windows in a row before the ratio goes back up. */
export const FAST_WINDOWS = 3;
/** Each step scales the pixel ratio by this (about 0.64x the pixels). */
export const STEP = 0.8;
/**
 * A move changes the drawn pixels by at least this share, or is not made: each move resizes the
 * drawing buffer, which costs a long task where rasterising is slow.
 */
export const MIN_CHANGE = 0.2;
/** Turns from lowering to raising (or back) before the ratio is left where it is. */
export const MAX_FLIPS = 2;
/**
 * Intervals longer than this are a pause (a hidden tab coming back), not the scene's pace. A
 * machine so loaded that every frame takes a few hundred milliseconds is the scene's pace, and
 * the one that most needs fewer pixels.
 */
const STALL_MS = 1000;
/** Frames skipped after a change: the resize and first frame at the new size are not steady. */
const SETTLE_FRAMES = 3;

export interface GovernorBounds {
  /** The ratio the canvas never goes above; where it starts unless `start` says otherwise. */
  max: number;
  /** The lowest ratio it may fall to. */
  min: number;
  /** Where it starts (clamped to the bounds): nearer the ratio it would settle at, fewer moves. */
  start?: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export class ResolutionGovernor {
  /** The current pixel ratio. */
  dpr: number;
  private readonly bounds: GovernorBounds;
  private intervals: number[] = [];
  private fastWindows = 0;
  private skip = SETTLE_FRAMES;
  private lastMove: -1 | 0 | 1 = 0;
  private flips = 0;

  constructor(bounds: GovernorBounds) {
    const { max } = bounds;
    const min = Math.min(bounds.min, max);
    this.bounds = { max, min };
    this.dpr = Math.min(max, Math.max(min, bounds.start ?? max));
  }

  /** Whether the ratio is settled for good (it turned back and forth too often). */
  get settled(): boolean {
    return this.flips >= MAX_FLIPS;
  }

  /**
   * Feeds the interval in milliseconds since the previous frame; returns the new pixel ratio
   * when it changes, otherwise null.
   */
  frame(intervalMs: number): number | null {
    if (this.settled) return null;
    if (this.skip > 0) {
      this.skip -= 1;
      return null;
    }
    if (!(intervalMs > 0) || intervalMs > STALL_MS) return null;
    this.intervals.push(intervalMs);
    if (this.intervals.length < WINDOW_FRAMES) return null;
    const pace = median(this.intervals);
    this.intervals = [];
    if (pace > SLOW_MS) {
      this.fastWindows = 0;
      return this.move(-1);
    }
    this.fastWindows = pace < FAST_MS ? this.fastWindows + 1 : 0;
    if (this.fastWindows < FAST_WINDOWS) return null;
    this.fastWindows = 0;
    return this.move(1);
  }

  private move(direction: -1 | 1): number | null {
    const { min, max } = this.bounds;
    const next = direction < 0 ? Math.max(min, this.dpr * STEP) : Math.min(max, this.dpr / STEP);
    // Rounded, so steps down and back up land on the same ratios.
    const rounded = Math.round(next * 100) / 100;
    if (Math.abs(1 - (rounded / this.dpr) ** 2) < MIN_CHANGE) return null;
    if (this.lastMove !== 0 && this.lastMove !== direction) this.flips += 1;
    this.lastMove = direction;
    this.dpr = rounded;
    this.skip = SETTLE_FRAMES;
    return rounded;
  }
}
