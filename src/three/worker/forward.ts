import type { ForwardedPointer } from './protocol.ts';

/** The pointer events a scene drawn in a worker hears, forwarded from the page's canvas. */
export const FORWARDED_POINTER_EVENTS = [
  'pointerdown',
  'pointermove',
  'pointerup',
  'pointercancel',
] as const satisfies readonly ForwardedPointer['type'][];

type PointerFields = Pick<
  PointerEvent,
  'type' | 'pointerId' | 'button' | 'offsetX' | 'offsetY' | 'clientX' | 'clientY'
>;

/** The fields of a pointer event the scenes read, as a message can carry them. */
export function forwardPointer(event: PointerFields): ForwardedPointer {
  return {
    type: event.type as ForwardedPointer['type'],
    pointerId: event.pointerId,
    button: event.button,
    offsetX: event.offsetX,
    offsetY: event.offsetY,
    clientX: event.clientX,
    clientY: event.clientY,
  };
}
