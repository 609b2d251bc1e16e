import type { FromStage, ToStage } from '../protocol.ts';

/**
 * The runtime's end of a stage's channel: a worker's global scope, or the stage's end of an
 * in-page pair (inPageLink) where the page draws the stage itself. The runtime cannot tell them
 * apart, which is the point: one runtime, one protocol, on either thread.
 */
export interface StagePort {
  postMessage(message: FromStage, transfer?: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ToStage>) => void): void;
}

/** The runtime's way to the page: `fail` tells it the stage failed (its fallback shows there). */
export interface PagePost {
  post(message: FromStage, transfer?: Transferable[]): void;
  fail(error: Error): void;
}

/** The page's end: a `Worker`, or the page's end of an in-page pair. */
export interface StageLink {
  postMessage(message: ToStage, transfer?: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<FromStage>) => void): void;
  addEventListener(type: 'error', listener: (event: ErrorEvent) => void): void;
  terminate(): void;
}

/** Each message in a task of its own, as a worker's arrive: one channel carries the ticks. */
const ticks = typeof MessageChannel === 'function' ? new MessageChannel() : null;
const due: (() => void)[] = [];
if (ticks) ticks.port1.onmessage = () => due.shift()?.();

function later(deliver: () => void): void {
  due.push(deliver);
  ticks!.port2.postMessage(null);
}

/** One end of an in-page pair: what it posts arrives at the other end, by reference. */
class InPageEnd extends EventTarget {
  other: InPageEnd | null = null;

  postMessage(message: unknown): void {
    const other = this.other;
    if (!other) return;
    // Not cloned: the canvas element itself, bitmaps and video frames are handed over as they
    // are (a worker's transfer list has nothing to move here).
    later(() => other.dispatchEvent(new MessageEvent('message', { data: message })));
  }

  close(): void {
    this.other = null;
  }
}

/**
 * A stage served on the page's thread by `serve` (the runtime's entry, stage-worker.tsx), behind
 * the same messages as a worker: what the page's StageCanvas gets in place of a `Worker`.
 */
export function inPageLink(serve: (port: StagePort) => void): StageLink {
  const page = new InPageEnd();
  const stage = new InPageEnd();
  page.other = stage;
  stage.other = page;
  serve(stage as unknown as StagePort);
  return Object.assign(page as unknown as StageLink, {
    terminate() {
      page.close();
      stage.close();
    },
  });
}
