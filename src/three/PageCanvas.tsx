import { Canvas } from '@react-three/fiber';
import { useState, type ComponentType } from 'react';
import { CONTEXT_ATTRIBUTES, isSoftwareWebGL } from './renderer-caps.ts';
import { AdaptiveResolution, useStageGovernor } from './start-up/AdaptiveResolution.tsx';
import { KeepFrames } from './start-up/KeepFrames.tsx';
import { useReleaseSnapshot } from './start-up/use-snapshot.ts';
import { StageTree } from './StageTree.tsx';
import { stageFrameloop, type SceneProps } from './stage-types.ts';
import type { WorkerCanvasProps } from './worker/WorkerCanvas.tsx';

/** What the page draws a stage with: a worker's stage's props, and the scene module itself. */
export type PageCanvasProps = Pick<
  WorkerCanvasProps,
  | 'sceneProps'
  | 'active'
  | 'reducedMotion'
  | 'tracker'
  | 'onContextLoss'
  | 'camera'
  | 'flat'
  | 'softwarePixels'
  | 'onScene'
  | 'touchAction'
> & { Scene: ComponentType<SceneProps> };

/**
 * A stage drawn on the page's thread, where no worker can draw it: a plain r3f canvas around
 * the same tree a worker draws (StageTree). Frames run only while the stage is on screen (one
 * on demand under reduced motion or `?still`); in software WebGL it draws without multisampling
 * from a fixed pixel budget; its ratio adapts to its frame times; its frame is kept now and then
 * and at its release, so the section never shows blank.
 */
export default function PageCanvas({
  Scene,
  sceneProps,
  active,
  reducedMotion,
  tracker,
  onContextLoss,
  camera,
  flat = false,
  softwarePixels,
  onScene,
  touchAction,
}: PageCanvasProps) {
  const [software] = useState(isSoftwareWebGL);
  const governor = useStageGovernor(softwarePixels);
  const [dpr, setDpr] = useState(governor.dpr);
  const onCreated = useReleaseSnapshot(tracker);
  const [onDrawn] = useState(() => () => tracker.markReady());
  return (
    <Canvas
      frameloop={stageFrameloop(active, reducedMotion)}
      dpr={dpr}
      gl={{ ...CONTEXT_ATTRIBUTES, antialias: !software }}
      camera={camera}
      flat={flat}
      onCreated={onCreated}
      style={{ touchAction }}
    >
      <AdaptiveResolution governor={governor} onChange={setDpr} />
      <KeepFrames tracker={tracker} />
      <StageTree
        Scene={Scene}
        props={sceneProps}
        reducedMotion={reducedMotion}
        report={onScene}
        tracker={tracker}
        onContextLoss={onContextLoss}
        onDrawn={onDrawn}
      />
    </Canvas>
  );
}
