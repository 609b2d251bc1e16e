/**
 * The last frame a stage drew, kept as pixels on a 2D canvas while the stage has no WebGL
 * context (off screen, its element moved, or the context lost), so a section that has drawn
 * never shows blank: a 2D canvas needs no blob: or data: URL, which the strict CSP may refuse.
 * The stage's runtime sends one when the context is given up; and, since a lost context can no
 * longer draw, also while the stage draws: its first frame, a frame at a new size or with new
 * inputs, and in a worker one at most every KEEP_INTERVAL_MS besides.
 */

/** How often a stage drawing in a worker keeps a copy for a context the browser may take away. */
export const KEEP_INTERVAL_MS = 2000;

/** What a frame just drawn is, for whether it is kept (keepDue). */
export interface DrawnFrame {
  /** When it was drawn, and when the last copy was kept (null: none yet). */
  now: number;
  last: number | null;
  /** Its size, or the inputs it was drawn with, differ from the last copy's. */
  changed: boolean;
  /**
   * Whether it is drawn in a worker. On the page's thread a copy is a read-back that waits for
   * the GPU process to finish the frame (in software WebGL, 60-280 ms tasks at a phone's speed,
   * docs/performance.md), so there a stage keeps only the copies that change what a loss shows.
   */
  inWorker: boolean;
}

/** Whether a frame is kept: the first, one that changed, and in a worker one per interval. */
export function keepDue({ now, last, changed, inWorker }: DrawnFrame): boolean {
  if (last === null || changed) return true;
  return inWorker && now - last >= KEEP_INTERVAL_MS;
}

/** A box in CSS pixels, relative to the stage. */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

type Rect = Pick<DOMRectReadOnly, 'left' | 'top' | 'width' | 'height'>;

/** Where the live canvas sits inside the stage, so the image covers exactly its place. */
export function boxWithin(canvas: Rect, stage: Rect): Box {
  return {
    left: canvas.left - stage.left,
    top: canvas.top - stage.top,
    width: canvas.width,
    height: canvas.height,
  };
}

/** What decides whether the image shows. */
export interface SnapshotSignals {
  /** An image has been taken (the stage drew before). */
  taken: boolean;
  /** The stage is mounted (has, or is making, a context). */
  mounted: boolean;
  /** The mounted stage has drawn its first frame since it mounted. */
  ready: boolean;
  /** The browser took the context away (and has not given it back and drawn again). */
  lost: boolean;
  failed: boolean;
}

/**
 * The image shows from a release or a loss until the live canvas has drawn again; not on a
 * failure.
 */
export function snapshotShows({ taken, mounted, ready, lost, failed }: SnapshotSignals): boolean {
  return taken && !failed && (!mounted || !ready || lost);
}
