import { addAfterEffect, useFrame, useThree } from '@react-three/fiber';
import { Suspense, useEffect, useState } from 'react';
import {
  Texture,
  type Camera,
  type Material,
  type Mesh,
  type Object3D,
  type Scene,
  type WebGLRenderer,
  type WebGLRenderTarget,
} from 'three';
import { afterQueuedTasks } from '../../lib/next-task.ts';
import { gpuCaughtUp } from '../gpu-fence.ts';
import { type OffGraphDraw, type StageStart, StageStartContext } from '../stage-start.ts';
import type { AssetTracker } from '../asset-tracker.ts';
import { TrackerContext } from '../assets.ts';
import type { ListedScene } from '../stage-scene.ts';
import { ON_PAGE_THREAD } from '../renderer-caps.ts';
import { ContextWatcher } from './ContextWatcher.tsx';
import { readingOn } from './frame-pixels.ts';

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
 * Draws the scene each frame r3f runs, as r3f itself would (a frame callback of a positive
 * priority takes its drawing over), except while the stage is held before its first frame, and,
 * on the page's thread, while a copy of a frame is on its way and the loop runs: reading it back
 * waits, on this thread, for the GPU process to draw every frame sent after it, so none is sent
 * until it is read (a few frames, at the first whole one and at a new pixel size). A stage drawn
 * on demand draws every frame asked for: none would come again.
 */
function Drawing({ start }: { start: StageStart }) {
  useFrame(({ gl, scene, camera, frameloop }) => {
    if (start.held) return;
    const context = gl.getContext() as WebGL2RenderingContext;
    if (ON_PAGE_THREAD && frameloop === 'always' && readingOn(context)) return;
    gl.render(scene, camera);
  }, 1);
  return null;
}

/** Longest wait for the programs to link before the first frame draws anyway. */
const LINK_MAX_WAIT_MS = 3000;
const LINK_POLL_MS = 10;

const DRAWABLE_KINDS = ['isMesh', 'isPoints', 'isLine', 'isSprite'] as const;
type DrawableKind = (typeof DRAWABLE_KINDS)[number];

/**
 * What the scene's first frame would otherwise do at once, a step a task: upload each image
 * texture, then compile each program its objects draw with (the first of each material) and
 * those the stage's parts draw with on their own, into the target each draws into.
 */
function prepareSteps(
  gl: WebGLRenderer,
  scene: Scene,
  camera: Camera,
  offGraph: Iterable<OffGraphDraw>,
): (() => void)[] {
  const textures = new Set<Texture>();
  const drawables = new Map<Material, Object3D>();
  scene.traverse((object) => {
    // What three.js draws with a material (as its own compile reads it).
    const drawable = object as Partial<Mesh> & Partial<Record<DrawableKind, boolean>>;
    if (!DRAWABLE_KINDS.some((kind) => drawable[kind])) return;
    for (const material of [drawable.material ?? []].flat()) {
      if (!drawables.has(material)) drawables.set(material, object);
      for (const value of Object.values(material)) {
        if (value instanceof Texture && !value.isRenderTargetTexture && value.image) {
          textures.add(value);
        }
      }
    }
  });
  const compileInto =
    (object: Object3D, target: WebGLRenderTarget | null, alone = false) =>
    () => {
      const previous = gl.getRenderTarget();
      gl.setRenderTarget(target);
      gl.compile(object, camera, alone ? (object as Scene) : scene);
      gl.setRenderTarget(previous);
    };
  return [
    ...[...textures].map((texture) => () => gl.initTexture(texture)),
    ...[...new Set(drawables.values())].map((object) => compileInto(object, null)),
    ...[...offGraph].map((draw) => compileInto(draw.object, draw.target, draw.alone)),
  ];
}

/** three's program asks KHR_parallel_shader_compile whether it has linked, without waiting. */
type LinkingProgram = { isReady(): boolean };

/** Settles once every program has linked, or after LINK_MAX_WAIT_MS. */
async function programsLinked(gl: WebGLRenderer, live: () => boolean): Promise<void> {
  const until = performance.now() + LINK_MAX_WAIT_MS;
  while (live() && performance.now() < until) {
    const programs = (gl.info.programs ?? []) as unknown as LinkingProgram[];
    if (programs.every((program) => program.isReady())) return;
    await new Promise((resolve) => setTimeout(resolve, LINK_POLL_MS));
  }
}

/**
 * The scene's first frame, once every program it draws with has linked and its tables have been
 * read, and every texture is uploaded. Where three.js reads a program's uniforms at its first
 * draw, the thread that draws waits for the GPU process to link it; each upload and each table
 * read is one more synchronous wait, behind whatever the GPU process is drawing. On the page's
 * thread that made the stage's first frame one long task (docs/performance.md). So each is a
 * task of its own: the uploads, the compiles, the links awaited without blocking, then once a
 * fence says the GPU process has caught up, each program's tables. Until then nothing draws
 * (parts that draw on their own read `held`). In a worker the first frame is as soon.
 */
function CompiledFirst({ onDrawn, start }: { onDrawn: () => void; start: StageStart }) {
  const gl = useThree((state) => state.gl);
  const scene = useThree((state) => state.scene);
  const camera = useThree((state) => state.camera);
  const [compiled, setCompiled] = useState(false);
  useEffect(() => {
    let live = true;
    const isLive = () => live;
    const context = gl.getContext() as WebGL2RenderingContext;
    const prepare = async () => {
      for (const step of prepareSteps(gl, scene, camera, start.offGraph)) {
        await afterQueuedTasks();
        if (!live) return;
        step();
      }
      await programsLinked(gl, isLive);
      if (live) await gpuCaughtUp(context, LINK_MAX_WAIT_MS, isLive);
      for (const program of gl.info.programs ?? []) {
        await afterQueuedTasks();
        if (!live) return;
        program.getUniforms();
        program.getAttributes();
      }
    };
    prepare()
      // A program or a texture that fails here fails again in the first frame, where the
      // stage's own handling says so.
      .catch(() => {})
      .then(() => {
        if (!live) return;
        start.held = false;
        setCompiled(true);
      });
    return () => {
      live = false;
    };
  }, [gl, scene, camera, start]);
  return compiled && <FirstFrame onDrawn={onDrawn} />;
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
  const [start] = useState<StageStart>(() => ({ held: true, offGraph: new Set() }));
  return (
    <TrackerContext value={tracker}>
      <StageStartContext value={start}>
        <ContextWatcher onContextLoss={onContextLoss} />
        <Suspense fallback={null}>
          <Scene
            {...(props as Record<string, unknown>)}
            reducedMotion={reducedMotion}
            report={report}
          />
          <CompiledFirst onDrawn={onDrawn} start={start} />
          <Drawing start={start} />
        </Suspense>
      </StageStartContext>
    </TrackerContext>
  );
}
