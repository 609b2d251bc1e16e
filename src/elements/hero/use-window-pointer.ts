import { useEffect, useRef } from 'react';
import { windowPlace } from '../../three/worker/forward.ts';
import { windowPointer } from '../../three/worker/window-pointer.ts';

/**
 * The pointer over the whole window, -1..1 on each axis (y up), in a ref the render loop reads.
 * The window, not the canvas: the hero's text lies over the canvas and would hide the pointer.
 * In a worker (no window), the page forwards it (windowPointer).
 */
export function useWindowPointer() {
  const pointer = useRef(typeof window === 'undefined' ? windowPointer : { x: 0, y: 0 });
  useEffect(() => {
    if (typeof window === 'undefined') return;
    const onMove = (event: PointerEvent) => Object.assign(pointer.current, windowPlace(event));
    window.addEventListener('pointermove', onMove, { passive: true });
    return () => window.removeEventListener('pointermove', onMove);
  }, []);
  return pointer;
}
