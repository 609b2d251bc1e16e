import { useEffect, useRef } from 'react';

/**
 * The pointer over the whole window, -1..1 on each axis (y up), in a ref the render loop reads.
 * The window, not the canvas: the hero's text lies over the canvas and would hide the pointer.
 */
export function useWindowPointer() {
  const pointer = useRef({ x: 0, y: 0 });
  useEffect(() => {
    const onMove = (event: PointerEvent) => {
      pointer.current.x = (event.clientX / window.innerWidth) * 2 - 1;
      pointer.current.y = 1 - (event.clientY / window.innerHeight) * 2;
    };
    window.addEventListener('pointermove', onMove, { passive: true });
    return () => window.removeEventListener('pointermove', onMove);
  }, []);
  return pointer;
}
