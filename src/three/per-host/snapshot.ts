/**
 * The last frame a stage drew, kept as pixels on a 2D canvas while the stage has no WebGL
 * context (off screen, its element moved, or the context lost), so a section that has drawn
 * never shows blank: a 2D canvas needs no blob: or data: URL, which the strict CSP may refuse.
 * The stage's runtime sends one when the context is given up; and, since a lost context can no
 * longer draw, also while the stage draws, at most once per KEEP_INTERVAL_MS.
 */

/** How often a drawing stage keeps a copy for a context the browser may take away. */
export const KEEP_INTERVAL_MS = 2000;

/** Whether a frame drawn at `now` is kept, the last copy having been kept at `last`. */
export function keepDue(last: number | null, now: number): boolean {
  return last === null || now - last >= KEEP_INTERVAL_MS;
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
