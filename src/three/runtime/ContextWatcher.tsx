import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';

/**
 * Reports the context lost by the browser (true) and given back (false). Given back, the scene
 * is drawn at once, in the same task (three has set the context up again by then: its own
 * listener came first), so the live canvas has a frame before the kept image is taken away.
 */
export function ContextWatcher({ onContextLoss }: { onContextLoss: (lost: boolean) => void }) {
  const canvas = useThree((state) => state.gl.domElement);
  const get = useThree((state) => state.get);
  useEffect(() => {
    const lost = () => onContextLoss(true);
    const restored = () => {
      // Stopped while lost, the loop takes the clock's own time: no jump in the animations.
      const { advance, clock } = get();
      advance(clock.elapsedTime);
      onContextLoss(false);
    };
    canvas.addEventListener('webglcontextlost', lost);
    canvas.addEventListener('webglcontextrestored', restored);
    return () => {
      canvas.removeEventListener('webglcontextlost', lost);
      canvas.removeEventListener('webglcontextrestored', restored);
    };
  }, [canvas, get, onContextLoss]);
  return null;
}
