/** How often a fence is asked for: it is signalled between tasks, never within one. */
export const FENCE_POLL_MS = 16;

export interface FenceWait {
  /** Stop asking (and never call `done`) once this says the wait is no longer wanted. */
  wanted?: () => boolean;
  /** Call `done` anyway at this time (`performance.now()`). */
  until?: number;
}

/**
 * Calls `done` once the GPU process has run the commands before `sync`, or the context is lost,
 * or `until` has passed, asking between tasks: the thread waits on nothing. Asking within one
 * task would make it wait for the GPU process, busy rasterising in software.
 */
export function whenFencePassed(
  gl: WebGL2RenderingContext,
  sync: WebGLSync,
  done: () => void,
  { wanted = () => true, until = Infinity }: FenceWait = {},
): void {
  const poll = () => {
    if (!wanted()) return;
    const passed =
      gl.isContextLost() ||
      gl.getSyncParameter(sync, gl.SYNC_STATUS) === gl.SIGNALED ||
      performance.now() > until;
    if (passed) done();
    else setTimeout(poll, FENCE_POLL_MS);
  };
  setTimeout(poll, FENCE_POLL_MS);
}

/** Settles once the GPU process has run what `gl` was given so far (or after `maxMs`). */
export function gpuCaughtUp(
  gl: WebGL2RenderingContext,
  maxMs: number,
  wanted?: () => boolean,
): Promise<void> {
  const sync = gl.fenceSync(gl.SYNC_GPU_COMMANDS_COMPLETE, 0);
  if (!sync) return Promise.resolve();
  gl.flush();
  return new Promise((done) =>
    whenFencePassed(
      gl,
      sync,
      () => {
        if (!gl.isContextLost()) gl.deleteSync(sync);
        done();
      },
      { until: performance.now() + maxMs, wanted },
    ),
  );
}
