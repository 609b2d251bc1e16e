import { Canvas, useFrame, useThree, type CanvasProps } from '@react-three/fiber';
import {
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {
  type Camera,
  Line,
  type Material,
  Mesh,
  type Object3D,
  Points,
  type Scene,
  ShaderMaterial,
  Texture,
  WebGLRenderer,
  type WebGLRenderTarget,
} from 'three';
import type { AssetTracker } from './asset-tracker.ts';
import { TrackerContext } from './assets.ts';
import { frameOnTime, gpuCaughtUp } from './gpu-fence.ts';
import {
  CONTEXT_ATTRIBUTES,
  isSoftwareWebGL,
  pixelRatioBounds,
  takeProbeContext,
} from './renderer-caps.ts';
import { ResolutionGovernor } from './resolution-governor.ts';
import { StageLighting } from './StageLighting.tsx';
import { STILL } from '../lib/still.ts';
import { nextTask, taskSlicer } from '../lib/next-task.ts';

export interface SectionCanvasProps extends Omit<CanvasProps, 'children' | 'frameloop' | 'dpr'> {
  active: boolean;
  reducedMotion: boolean;
  tracker: AssetTracker;
  onContextLoss: (lost: boolean) => void;
  /** Skip the shared lighting (a stage that brings its own). */
  lighting?: boolean;
  children: ReactNode;
}

/**
 * Frames a scene is drawn in before it shows: the first uploads half of its objects' buffers,
 * the second the rest (see FirstFrames). The canvas stays hidden until the stage is ready.
 */
export const WARM_UP_FRAMES = 2;

function isDrawable(object: Object3D): object is Mesh | Points | Line {
  return object instanceof Mesh || object instanceof Points || object instanceof Line;
}

/**
 * Draws the scene's first frames and marks the stage ready once everything suspended has
 * loaded and the warm-up frames have been drawn; the frame that marks it draws the whole scene.
 * A first frame uploads the buffers of every object it draws and sets up their vertex arrays:
 * in software WebGL that was the longest task left of a section's start. So each warm-up frame
 * draws a growing share of the objects (the rest hidden for that frame only), and uploads only
 * its share. Frame callbacks all run before the frame is drawn, so the hiding holds for it.
 */
function FirstFrames({ tracker }: { tracker: AssetTracker }) {
  const scene = useThree((state) => state.scene);
  const invalidate = useThree((state) => state.invalidate);
  const frames = useRef(0);
  const hidden = useRef<Object3D[]>([]);
  useEffect(() => invalidate(), [invalidate]);
  useFrame(() => {
    for (const object of hidden.current) object.visible = true;
    hidden.current = [];
    frames.current += 1;
    if (frames.current === WARM_UP_FRAMES + 1) tracker.markReady();
    if (frames.current > WARM_UP_FRAMES) return;
    invalidate();
    if (frames.current === WARM_UP_FRAMES) return;
    const drawables: Object3D[] = [];
    scene.traverseVisible((object) => {
      if (isDrawable(object)) drawables.push(object);
    });
    const shown = Math.ceil((drawables.length * frames.current) / WARM_UP_FRAMES);
    hidden.current = drawables.slice(shown);
    for (const object of hidden.current) object.visible = false;
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

/** Longest wait for the GPU to set up a new context before three asks it anyway. */
const RENDERER_MAX_WAIT_MS = 1000;
/** Longest wait for the compiled shaders before drawing anyway. */
const PRECOMPILE_MAX_WAIT_MS = 2000;
const PRECOMPILE_POLL_MS = 16;
/** Main-thread time one slice of the precompile may take before the page gets a turn. */
const PRECOMPILE_SLICE_MS = 8;

/** Image textures a material samples (render targets and video are filled when drawn). */
function texturesOf(material: Material): Texture[] {
  const values: unknown[] = Object.values(material);
  if (material instanceof ShaderMaterial) {
    values.push(...Object.values(material.uniforms).map((uniform) => uniform.value));
  }
  return values.filter(
    (value): value is Texture =>
      value instanceof Texture &&
      !value.isRenderTargetTexture &&
      !(value as { isVideoTexture?: boolean }).isVideoTexture,
  );
}

/**
 * How a hidden object that an offscreen pass draws is drawn, which its program depends on
 * (tone mapping and colour space by target, lights by scene): set as `userData.precompile`.
 */
export interface OffscreenDraw {
  /** The target it draws into. */
  renderTarget: WebGLRenderTarget | null;
  /** Drawn on its own (`gl.render(object, camera)`), without the scene's lights. */
  alone?: boolean;
}

/**
 * What the first frame would otherwise do at once: upload the textures and link the programs of
 * the drawable objects (hidden ones too: offscreen passes keep theirs there). Each step is one
 * texture, or the first object with a given material.
 */
function precompileSteps(gl: WebGLRenderer, scene: Scene, camera: Camera): (() => void)[] {
  const steps: (() => void)[] = [];
  const seen = new Set<Material>();
  const textures = new Set<Texture>();
  scene.traverse((object) => {
    if (!isDrawable(object)) return;
    const materials = (
      Array.isArray(object.material) ? object.material : [object.material]
    ) as Material[];
    if (materials.every((material) => seen.has(material))) return;
    const { renderTarget, alone = false } = (object.userData as { precompile?: OffscreenDraw })
      .precompile ?? { renderTarget: null };
    steps.push(() => {
      const previous = gl.getRenderTarget();
      gl.setRenderTarget(renderTarget);
      gl.compile(object, camera, alone ? null : scene);
      gl.setRenderTarget(previous);
    });
    for (const material of materials) {
      seen.add(material);
      for (const texture of texturesOf(material)) textures.add(texture);
    }
  });
  // Textures first: an upload's first use of an extension (anisotropic filtering) is a
  // synchronous round trip, quick while the GPU has no programs to link queued before it.
  const uploads = [...textures].map((texture) => () => gl.initTexture(texture));
  return [...uploads, ...steps];
}

/**
 * Compiles the scene's shaders and uploads its textures before its first frame, then waits for
 * the GPU to finish without blocking: the first frame would otherwise stop the main thread
 * while every program links and every texture uploads (the longest task of a section's start).
 * The work runs in slices of a few milliseconds, so the page answers between them; a fence
 * polled on a timer says when the GPU is done, and the programs' tables are read back then,
 * while the GPU process has nothing else queued. It mounts with the scene, once everything
 * suspended has loaded, and says when drawing may start.
 */
function Precompile({ onDone }: { onDone: () => void }) {
  const gl = useThree((state) => state.gl);
  const scene = useThree((state) => state.scene);
  const camera = useThree((state) => state.camera);
  useLayoutEffect(() => {
    let live = true;
    // three.js renders through WebGL 2 only.
    const context = gl.getContext() as WebGL2RenderingContext;
    /** Runs the steps in slices; false once the stage has gone. */
    const sliced = async (steps: (() => void)[]) => {
      const turn = taskSlicer(PRECOMPILE_SLICE_MS);
      for (const step of steps) {
        await turn();
        if (!live) return false;
        step();
      }
      return live;
    };
    const run = async () => {
      // Not inside the commit that mounted the scene: that task is long enough already.
      await nextTask();
      if (!live || !(await sliced(precompileSteps(gl, scene, camera)))) return;
      const signalled = await gpuCaughtUp(context, PRECOMPILE_MAX_WAIT_MS, {
        live: () => live,
        pollMs: PRECOMPILE_POLL_MS,
      });
      if (!live) return;
      // Each program's uniform and attribute tables are read back from the GPU process, a
      // synchronous round trip that in the first frame would wait behind its draws.
      const programs = signalled ? (gl.info.programs ?? []) : [];
      const lookups = programs.map((program) => () => {
        program.getUniforms();
        program.getAttributes();
      });
      if (await sliced(lookups)) onDone();
    };
    void run();
    return () => {
      live = false;
    };
  }, [gl, scene, camera, onDone]);
  return null;
}

/**
 * The renderer, made over three tasks rather than one: the WebGL context (a synchronous round
 * trip to the GPU process), then three's renderer on it once the GPU has set the context up,
 * then r3f's configuration of it. As one task they were the longest of a section's start. In
 * software WebGL the first stage draws with the renderer probe's context instead, its canvas
 * in the place of r3f's (which has no context yet), so the page makes one context, not two. A
 * canvas without WebGL fails as three's own constructor does, so the stage shows its fallback.
 */
async function createRenderer(
  canvas: HTMLCanvasElement,
  antialias: boolean,
): Promise<WebGLRenderer> {
  const attributes: WebGLContextAttributes = { ...CONTEXT_ATTRIBUTES, antialias };
  const spare = antialias ? null : takeProbeContext();
  let context: WebGL2RenderingContext | null;
  if (spare) {
    spare.canvas.style.cssText = canvas.style.cssText;
    canvas.replaceWith(spare.canvas);
    canvas = spare.canvas;
    context = spare.gl;
    // The probe waited for the GPU to set its context up: three's set-up in a task of its own.
    await nextTask();
  } else {
    // Made in a frame on time, when the GPU process is not behind on drawing the page.
    await frameOnTime();
    context = canvas.getContext('webgl2', attributes);
    if (!context) throw new Error('Error creating WebGL context.');
    // three's set-up asks the context dozens of questions, each a synchronous round trip that
    // would wait for the GPU process to finish making the context: ask once it has.
    await gpuCaughtUp(context, RENDERER_MAX_WAIT_MS);
  }
  const renderer = new WebGLRenderer({ canvas, context, ...attributes });
  await nextTask();
  return renderer;
}

/**
 * Mounts the scene in a deferred pass, which React splits into short tasks: mounting it in the
 * renderer's first, urgent pass made one long task of it.
 */
function Deferred({ children }: { children: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return ready ? children : null;
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
      // r3f's own canvas: always an element here.
      gl={({ canvas }) => createRenderer(canvas as HTMLCanvasElement, !software)}
      {...canvasProps}
    >
      <AdaptiveResolution governor={governor} onChange={setDpr} />
      <ContextWatcher onContextLoss={onContextLoss} />
      <TrackerContext value={tracker}>
        {lighting && <StageLighting />}
        <Deferred>
          <Suspense fallback={null}>
            {children}
            <Precompile onDone={onCompiled} />
            {compiled && <FirstFrames tracker={tracker} />}
          </Suspense>
        </Deferred>
      </TrackerContext>
    </Canvas>
  );
}
