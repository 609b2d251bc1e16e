import { Canvas } from '@react-three/fiber';
import { useState, type ComponentType } from 'react';
import { STILL } from '../lib/still.ts';
import { CONTEXT_ATTRIBUTES, isSoftwareWebGL } from './renderer-caps.ts';
import { AdaptiveResolution, useStageGovernor } from './start-up/AdaptiveResolution.tsx';
import { KeepFrames } from './start-up/KeepFrames.tsx';
import { useReleaseSnapshot } from './start-up/use-snapshot.ts';
import { StageTree } from './StageTree.tsx';
import type { SceneProps, StageProps } from './stage-types.ts';

export type PageCanvasProps = StageProps<{
  Scene: ComponentType<SceneProps>;
  sceneProps: Record<string, unknown>;
  camera: Record<string, unknown>;
  flat?: boolean;
  softwarePixels?: number;
  onScene: (data: Record<string, unknown>) => void;
  touchAction?: string;
}>;

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
  const frameloop = !active ? 'never' : reducedMotion || STILL ? 'demand' : 'always';
  return (
    <Canvas
      frameloop={frameloop}
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
