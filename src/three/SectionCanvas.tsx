import { Canvas, type CanvasProps, type RootState } from '@react-three/fiber';
import { Suspense, useCallback, useState, type ReactNode } from 'react';
import type { AssetTracker } from './asset-tracker.ts';
import { TrackerContext } from './assets.ts';
import { isSoftwareWebGL } from './renderer-caps.ts';
import {
  AdaptiveResolution,
  ContextWatcher,
  createRenderer,
  Deferred,
  FirstFrames,
  KeepFrames,
  Precompile,
  useReleaseSnapshot,
  useStageGovernor,
  WarmUpContext,
  type WarmUp,
} from './start-up/index.ts';
import { StageLighting } from './StageLighting.tsx';
import { STILL } from '../lib/still.ts';

export type { OffscreenDraw } from './start-up/index.ts';

export interface SectionCanvasProps extends Omit<CanvasProps, 'children' | 'frameloop' | 'dpr'> {
  active: boolean;
  reducedMotion: boolean;
  tracker: AssetTracker;
  onContextLoss: (lost: boolean) => void;
  /** Skip the shared lighting (a stage that brings its own). */
  lighting?: boolean;
  /** Drawing-buffer pixels to start with in software WebGL (see SOFTWARE_START_PIXELS). */
  softwarePixels?: number;
  children: ReactNode;
}

/**
 * The r3f canvas every 3D section uses: frames only while active (on screen), a still frame
 * under reduced motion, pixel ratio clamped and lowered while frames are slow (adaptive
 * resolution), and no antialiasing where WebGL runs in software. Its start runs in the order
 * that `start-up/index.ts` lists; this file only composes the stages.
 */
export function SectionCanvas({
  active,
  reducedMotion,
  tracker,
  onContextLoss,
  lighting = true,
  softwarePixels,
  onCreated,
  children,
  ...canvasProps
}: SectionCanvasProps) {
  // In software WebGL: no multisampling, and at most one pixel per CSS pixel (isSoftwareWebGL).
  const [software] = useState(isSoftwareWebGL);
  const governor = useStageGovernor(softwarePixels);
  const [dpr, setDpr] = useState(governor.dpr);
  const [warmUp] = useState<WarmUp>(() => ({ frame: 0 }));
  // No frame until the scene's shaders are compiled (see Precompile).
  const [compiled, setCompiled] = useState(false);
  const onCompiled = useCallback(() => setCompiled(true), []);
  const keepRoot = useReleaseSnapshot(tracker);
  const created = useCallback(
    (state: RootState) => {
      keepRoot(state);
      onCreated?.(state);
    },
    [keepRoot, onCreated],
  );
  const frameloop = !active || !compiled ? 'never' : reducedMotion || STILL ? 'demand' : 'always';

  return (
    <Canvas
      frameloop={frameloop}
      dpr={dpr}
      // r3f's own canvas: always an element here.
      gl={({ canvas }) => createRenderer(canvas as HTMLCanvasElement, !software, dpr)}
      onCreated={created}
      {...canvasProps}
    >
      <AdaptiveResolution governor={governor} onChange={setDpr} />
      <ContextWatcher onContextLoss={onContextLoss} />
      <KeepFrames tracker={tracker} />
      <TrackerContext value={tracker}>
        <WarmUpContext value={warmUp}>
          {lighting && <StageLighting />}
          <Deferred>
            <Suspense fallback={null}>
              {children}
              <Precompile onDone={onCompiled} />
              {compiled && <FirstFrames tracker={tracker} />}
            </Suspense>
          </Deferred>
        </WarmUpContext>
      </TrackerContext>
    </Canvas>
  );
}
