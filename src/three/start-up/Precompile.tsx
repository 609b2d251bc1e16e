import { useThree } from '@react-three/fiber';
import { useLayoutEffect } from 'react';
import { nextTask, taskSlicer } from '../../lib/next-task.ts';
import { gpuCaughtUp } from '../gpu-fence.ts';
import { precompileSteps } from './precompile-steps.ts';

/** Longest wait for the compiled shaders before drawing anyway. */
const PRECOMPILE_MAX_WAIT_MS = 2000;
const PRECOMPILE_POLL_MS = 16;
/** Main-thread time one slice of the precompile may take before the page gets a turn. */
const PRECOMPILE_SLICE_MS = 8;

/**
 * Compiles the scene's shaders and uploads its textures before its first frame, then waits for
 * the GPU to finish without blocking: the first frame would otherwise stop the main thread
 * while every program links and every texture uploads (the longest task of a section's start).
 * The work runs in slices of a few milliseconds, so the page answers between them; a fence
 * polled on a timer says when the GPU is done, and the programs' tables are read back then,
 * while the GPU process has nothing else queued. It mounts with the scene, once everything
 * suspended has loaded, and says when drawing may start.
 */
export function Precompile({ onDone }: { onDone: () => void }) {
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
