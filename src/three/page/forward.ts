import type { ForwardedPointer, ToStage } from '../protocol.ts';

/** The pointer events a scene drawn in a worker hears, forwarded from the page's canvas. */
export const FORWARDED_POINTER_EVENTS = [
  'pointerdown',
  'pointermove',
  'pointerup',
  'pointercancel',
  'pointerleave',
] as const satisfies readonly ForwardedPointer['type'][];

type PointerFields = Pick<PointerEvent, Exclude<keyof ForwardedPointer, 'type'>> & {
  type: string;
};

/** The fields of a pointer event the scenes read, as a message can carry them. */
export function forwardPointer(event: PointerFields): ForwardedPointer {
  return {
    type: event.type as ForwardedPointer['type'],
    pointerId: event.pointerId,
    pointerType: event.pointerType,
    button: event.button,
    ctrlKey: event.ctrlKey,
    metaKey: event.metaKey,
    shiftKey: event.shiftKey,
    offsetX: event.offsetX,
    offsetY: event.offsetY,
    clientX: event.clientX,
    clientY: event.clientY,
    pageX: event.pageX,
    pageY: event.pageY,
  };
}

/** Where a pointer event is over the page's window: -1..1 on each axis, y up. */
export function windowPlace(event: Pick<PointerEvent, 'clientX' | 'clientY'>) {
  return {
    x: (event.clientX / innerWidth) * 2 - 1,
    y: 1 - (event.clientY / innerHeight) * 2,
  };
}

export interface Forwarded {
  /** The pointer over the canvas: a worker's canvas hears none of its own. */
  pointer: boolean;
  /** The pointer over the whole window (the hero's tilt). */
  window: boolean;
}

/**
 * Sends the stage what the page's canvas hears: its size (its box's: on the page's thread the
 * renderer sizes the canvas itself), with `pointer` the pointer over it (captured on
 * pointerdown, so a drag's moves come here), and with `window` the pointer over the whole
 * window. Returns the way to stop.
 */
export function forwardInputs(
  canvas: HTMLCanvasElement,
  post: (message: ToStage) => void,
  forwarded: Forwarded,
): () => void {
  const resize = new ResizeObserver(([entry]) => {
    if (!entry) return;
    post({ type: 'size', width: entry.contentRect.width, height: entry.contentRect.height });
  });
  resize.observe(canvas.parentElement ?? canvas);
  const forward = (event: PointerEvent) => {
    if (event.type === 'pointerdown') canvas.setPointerCapture(event.pointerId);
    post({ type: 'pointer', event: forwardPointer(event) });
  };
  if (forwarded.pointer) {
    for (const type of FORWARDED_POINTER_EVENTS) canvas.addEventListener(type, forward);
  }
  const onWindowPointer = (event: PointerEvent) =>
    post({ type: 'window-pointer', ...windowPlace(event) });
  if (forwarded.window) addEventListener('pointermove', onWindowPointer, { passive: true });
  return () => {
    resize.disconnect();
    for (const type of FORWARDED_POINTER_EVENTS) canvas.removeEventListener(type, forward);
    removeEventListener('pointermove', onWindowPointer);
  };
}
