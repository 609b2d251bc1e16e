/**
 * Drag to turn the globe: a horizontal drag on the canvas turns `spin` by hand, and only
 * horizontally, so vertical swipes keep scrolling the page (touch-action).
 */
import { useThree } from '@react-three/fiber';
import { useEffect, type RefObject } from 'react';
import type { Group } from 'three';

/** Radians of turn per pixel dragged. */
const DRAG_RATE = 0.008;

export function useGlobeDrag(spin: RefObject<Group | null>): void {
  const canvas = useThree((state) => state.gl.domElement);
  const invalidate = useThree((state) => state.invalidate);
  useEffect(() => {
    let from: number | null = null;
    const down = (event: PointerEvent) => {
      from = event.clientX;
      // Drawn in a worker, the page's canvas captures the pointer and forwards its events.
      if ('setPointerCapture' in canvas) canvas.setPointerCapture(event.pointerId);
    };
    const move = (event: PointerEvent) => {
      if (from === null || !spin.current) return;
      spin.current.rotation.y += (event.clientX - from) * DRAG_RATE;
      from = event.clientX;
      invalidate();
    };
    const up = () => {
      from = null;
    };
    canvas.addEventListener('pointerdown', down);
    canvas.addEventListener('pointermove', move);
    canvas.addEventListener('pointerup', up);
    canvas.addEventListener('pointercancel', up);
    return () => {
      canvas.removeEventListener('pointerdown', down);
      canvas.removeEventListener('pointermove', move);
      canvas.removeEventListener('pointerup', up);
      canvas.removeEventListener('pointercancel', up);
    };
  }, [canvas, invalidate, spin]);
}
