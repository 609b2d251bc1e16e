import { PerformanceMonitor } from '@react-three/drei';
import { Canvas, useFrame, useThree, type CanvasProps } from '@react-three/fiber';
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import type { AssetTracker } from './asset-tracker.ts';
import { TrackerContext } from './assets.ts';
import { isSoftwareWebGL } from './renderer-caps.ts';
import { StageLighting } from './StageLighting.tsx';
import { STILL } from './still.ts';

/** Pixel ratio bounds: sharp on retina screens, never more than 2x the work. */
const DPR_MIN = 1;
const DPR_MAX = 2;

export interface SectionCanvasProps extends Omit<CanvasProps, 'children' | 'frameloop' | 'dpr'> {
  active: boolean;
  reducedMotion: boolean;
  tracker: AssetTracker;
  onContextLoss: (lost: boolean) => void;
  /** Skip the shared lighting (a stage that brings its own). */
  lighting?: boolean;
  children: ReactNode;
}

/** Marks the stage ready once everything suspended has loaded and a frame has been drawn. */
function ReadySignal({ tracker }: { tracker: AssetTracker }) {
  const frames = useRef(0);
  const invalidate = useThree((state) => state.invalidate);
  useEffect(() => invalidate(), [invalidate]);
  useFrame(() => {
    frames.current += 1;
    if (frames.current === 2) tracker.markReady();
    else if (frames.current < 2) invalidate();
  });
  return null;
}

function ContextWatcher({ onContextLoss }: { onContextLoss: (lost: boolean) => void }) {
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

/**
 * The r3f canvas every 3D section uses: frames only while active (on screen), a still frame
 * under reduced motion, pixel ratio clamped and lowered when frames are slow, and no
 * antialiasing where WebGL runs in software.
 */
export function SectionCanvas({
  active,
  reducedMotion,
  tracker,
  onContextLoss,
  lighting = true,
  children,
  ...canvasProps
}: SectionCanvasProps) {
  // In software WebGL: no multisampling and one pixel per CSS pixel (see isSoftwareWebGL).
  const [software] = useState(isSoftwareWebGL);
  const [dpr, setDpr] = useState(() =>
    software ? DPR_MIN : Math.min(DPR_MAX, Math.max(DPR_MIN, globalThis.devicePixelRatio || 1)),
  );
  const frameloop = !active ? 'never' : reducedMotion || STILL ? 'demand' : 'always';

  return (
    <Canvas
      frameloop={frameloop}
      dpr={dpr}
      gl={{ antialias: !software, alpha: true, powerPreference: 'high-performance' }}
      {...canvasProps}
    >
      <PerformanceMonitor onDecline={() => setDpr(DPR_MIN)} />
      <ContextWatcher onContextLoss={onContextLoss} />
      <TrackerContext value={tracker}>
        {lighting && <StageLighting />}
        <Suspense fallback={null}>
          {children}
          <ReadySignal tracker={tracker} />
        </Suspense>
      </TrackerContext>
    </Canvas>
  );
}
