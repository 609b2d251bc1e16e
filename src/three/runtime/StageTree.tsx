import { addAfterEffect, useFrame, useThree } from '@react-three/fiber';
import { Suspense, useEffect, useState } from 'react';
import { Texture, type Mesh, type Object3D } from 'three';
import type { AssetTracker } from '../asset-tracker.ts';
import { TrackerContext } from '../assets.ts';
import type { ListedScene } from '../stage-scene.ts';
import { ContextWatcher } from './ContextWatcher.tsx';

/** How long the first whole frame waits for the one that shows it before the stage is told. */
const SECOND_FRAME_WAIT_MS = 500;

/**
 * Tells once, after the second frame drawn with the whole scene mounted: with software
 * compositing, Chromium shows a worker's first whole frame only once the next one is committed,
 * so a stage shown at its first would be blank in between (a still stage, for its slowest frame).
 */
function FirstFrame({ onDrawn }: { onDrawn: () => void }) {
  const invalidate = useThree((state) => state.invalidate);
  const [frame] = useState({ drawn: 0, told: false });
  useEffect(() => invalidate(), [invalidate]);
  useFrame(() => {
    frame.drawn += 1;
  });
  useEffect(() => {
    let wait: ReturnType<typeof setTimeout> | undefined;
    const tell = () => {
      if (frame.told) return;
      frame.told = true;
      onDrawn();
    };
    const stop = addAfterEffect(() => {
      if (frame.drawn === 0 || frame.told) return;
      if (frame.drawn > 1) return tell();
      // Asked after the loop has run: an invalidation from within it is dropped.
      setTimeout(invalidate);
      // A loop that stops before that frame (paused, or on demand with nothing asked) must not
      // hold the stage back: it is told anyway after a moment.
      wait ??= setTimeout(tell, SECOND_FRAME_WAIT_MS);
    });
    return () => {
      stop();
      clearTimeout(wait);
    };
  }, [frame, onDrawn, invalidate]);
  return null;
}

/**
 * While mounted, r3f draws nothing: a frame callback of a positive priority takes the drawing
 * over.
 */
function HoldDrawing() {
  useFrame(() => {}, 1);
  return null;
}

/** The image textures the scene's materials sample, each once. */
function texturesOf(scene: Object3D): Texture[] {
  const found = new Set<Texture>();
  scene.traverse((object) => {
    for (const material of [(object as Partial<Mesh>).material ?? []].flat()) {
      for (const value of Object.values(material)) {
        if (value instanceof Texture && !value.isRenderTargetTexture) found.add(value);
      }
    }
  });
  return [...found];
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * The scene's first frame, once every program it draws with has linked and every texture is
 * uploaded. Where three.js reads a program's uniforms at its first draw, the thread that draws
 * waits for the GPU process to link it, and a texture's upload is one more wait: on the page's
 * thread that was one long task at a stage's start (docs/performance.md). compileAsync asks for
 * the links and polls KHR_parallel_shader_compile, and the textures go up one a task, so the
 * thread goes on meanwhile; in a worker, the first frame is as soon.
 */
function CompiledFirst({ onDrawn }: { onDrawn: () => void }) {
  const gl = useThree((state) => state.gl);
  const scene = useThree((state) => state.scene);
  const camera = useThree((state) => state.camera);
  const [compiled, setCompiled] = useState(false);
  useEffect(() => {
    let live = true;
    const prepare = async () => {
      await gl.compileAsync(scene, camera);
      for (const texture of texturesOf(scene)) {
        await nextTask();
        if (!live) return;
        if (texture.image) gl.initTexture(texture);
      }
    };
    prepare()
      // A program or a texture that fails here fails again in the first frame, where the
      // stage's own handling says so.
      .catch(() => {})
      .then(() => {
        if (live) setCompiled(true);
      });
    return () => {
      live = false;
    };
  }, [gl, scene, camera]);
  return compiled ? <FirstFrame onDrawn={onDrawn} /> : <HoldDrawing />;
}

export interface StageTreeProps {
  /** The section's scene module: its lighting, camera aim and models. */
  Scene: ListedScene;
  /** Its props, as the page sent them (the scene's StageScene types both sides). */
  props: unknown;
  reducedMotion: boolean;
  /** What the scene shows in the page's DOM (the globe's marker, the screen's URL). */
  report: (data: unknown) => void;
  tracker: AssetTracker;
  onContextLoss: (lost: boolean) => void;
  /** The scene has drawn whole: the stage is ready. */
  onDrawn: () => void;
}

/**
 * What a stage draws: the scene with its assets counted by the stage's tracker, context loss
 * reported, ready after its first whole frame.
 */
export function StageTree({
  Scene,
  props,
  reducedMotion,
  report,
  tracker,
  onContextLoss,
  onDrawn,
}: StageTreeProps) {
  return (
    <TrackerContext value={tracker}>
      <ContextWatcher onContextLoss={onContextLoss} />
      <Suspense fallback={null}>
        <Scene
          {...(props as Record<string, unknown>)}
          reducedMotion={reducedMotion}
          report={report}
        />
        <CompiledFirst onDrawn={onDrawn} />
      </Suspense>
    </TrackerContext>
  );
}
