import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';

/** Reports the context lost by the browser (true) and given back (false), then redraws. */
export function ContextWatcher({ onContextLoss }: { onContextLoss: (lost: boolean) => void }) {
  const canvas = useThree((state) => state.gl.domElement);
  const invalidate = useThree((state) => state.invalidate);
  useEffect(() => {
    const lost = () => onContextLoss(true);
    const restored = () => {
      onContextLoss(false);
      invalidate();
    };
    canvas.addEventListener('webglcontextlost', lost);
    canvas.addEventListener('webglcontextrestored', restored);
    return () => {
      canvas.removeEventListener('webglcontextlost', lost);
      canvas.removeEventListener('webglcontextrestored', restored);
    };
  }, [canvas, onContextLoss, invalidate]);
  return null;
}
