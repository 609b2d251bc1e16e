import { Canvas, useFrame, useThree, type CanvasProps } from '@react-three/fiber';
import {
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { AssetTracker } from './asset-tracker.ts';
import { TrackerContext } from './assets.ts';
import { isSoftwareWebGL, pixelRatioBounds } from './renderer-caps.ts';
import { ResolutionGovernor } from './resolution-governor.ts';
import { StageLighting } from './StageLighting.tsx';
import { STILL } from '../platform/still.ts';

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

/**
 * Adaptive resolution (see ResolutionGovernor): lowers the pixel ratio while frames are slow.
 * Frames drawn on demand (reduced motion, `?still`) are not a pace, so only a running loop
 * counts; the ratio reached is kept when the loop stops and starts again.
 */
function AdaptiveResolution({
  governor,
  onChange,
}: {
  governor: ResolutionGovernor;
  onChange: (dpr: number) => void;
}) {
  const last = useRef<number | null>(null);
  const frameloop = useThree((state) => state.frameloop);
  useFrame(() => {
    const now = performance.now();
    const previous = last.current;
    last.current = frameloop === 'always' ? now : null;
    if (previous === null || frameloop !== 'always') return;
    const next = governor.frame(now - previous);
    if (next !== null) onChange(next);
  });
  return null;
}

/** Longest wait for the compiled shaders before drawing anyway. */
const PRECOMPILE_MAX_WAIT_MS = 2000;
const PRECOMPILE_POLL_MS = 16;

/**
 * Compiles the scene's shaders before its first frame, then waits for the GPU to finish without
 * blocking: the first frame would otherwise stop the main thread while every program links (the
 * longest task of a section's start). Issuing them all first and polling a fence lets that work
 * run while the page stays responsive. It mounts with the scene, once everything suspended has
 * loaded, and says when drawing may start.
 */
function Precompile({ onDone }: { onDone: () => void }) {
  const gl = useThree((state) => state.gl);
  const scene = useThree((state) => state.scene);
  const camera = useThree((state) => state.camera);
  useLayoutEffect(() => {
    gl.compile(scene, camera);
    // three.js renders through WebGL 2 only.
    const context = gl.getContext() as WebGL2RenderingContext;
    const fence = context.fenceSync(context.SYNC_GPU_COMMANDS_COMPLETE, 0);
    context.flush();
    const deadline = performance.now() + PRECOMPILE_MAX_WAIT_MS;
    let timer: ReturnType<typeof setTimeout>;
    const poll = () => {
      const signalled =
        !fence || context.getSyncParameter(fence, context.SYNC_STATUS) === context.SIGNALED;
      if (signalled || performance.now() > deadline) onDone();
      else timer = setTimeout(poll, PRECOMPILE_POLL_MS);
    };
    timer = setTimeout(poll, PRECOMPILE_POLL_MS);
    return () => {
      clearTimeout(timer);
      if (fence) context.deleteSync(fence);
    };
  }, [gl, scene, camera, onDone]);
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
 * under reduced motion, pixel ratio clamped and lowered while frames are slow (adaptive
 * resolution), and no antialiasing where WebGL runs in software.
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
  // In software WebGL: no multisampling, and at most one pixel per CSS pixel (isSoftwareWebGL).
  const [software] = useState(isSoftwareWebGL);
  const [governor] = useState(() => new ResolutionGovernor(pixelRatioBounds()));
  const [dpr, setDpr] = useState(governor.dpr);
  // No frame until the scene's shaders are compiled (see Precompile).
  const [compiled, setCompiled] = useState(false);
  const onCompiled = useCallback(() => setCompiled(true), []);
  const frameloop = !active || !compiled ? 'never' : reducedMotion || STILL ? 'demand' : 'always';

  return (
    <Canvas
      frameloop={frameloop}
      dpr={dpr}
      gl={{ antialias: !software, alpha: true, powerPreference: 'high-performance' }}
      {...canvasProps}
    >
      <AdaptiveResolution governor={governor} onChange={setDpr} />
      <ContextWatcher onContextLoss={onContextLoss} />
      <TrackerContext value={tracker}>
        {lighting && <StageLighting />}
        <Suspense fallback={null}>
          {children}
          <Precompile onDone={onCompiled} />
          {compiled && <ReadySignal tracker={tracker} />}
        </Suspense>
      </TrackerContext>
    </Canvas>
  );
}
