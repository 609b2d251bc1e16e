import { useState } from 'react';
import { windowPointer } from '../../three/runtime/window-pointer.ts';

/**
 * The pointer over the whole window, -1..1 on each axis (y up), as the page forwards it to the
 * stage (page/forward.ts), in a ref the render loop reads. The window, not the canvas: the
 * hero's text lies over the canvas and would hide the pointer.
 */
export function useWindowPointer(): { readonly current: { x: number; y: number } } {
  const [pointer] = useState(() => ({ current: windowPointer }));
  return pointer;
}
