/** How often a fence is asked whether the GPU has got to it. */
const POLL_MS = 8;

/**
 * Resolves true once the GPU has run every command given to `gl` so far, without blocking the
 * page: a fence, asked on a timer (its status changes only between tasks, so asking never
 * waits). False after `maxMs`, or as soon as `live()` says the caller has gone.
 */
export async function gpuCaughtUp(
  gl: WebGL2RenderingContext,
  maxMs: number,
  { live = () => true, pollMs = POLL_MS }: { live?: () => boolean; pollMs?: number } = {},
): Promise<boolean> {
  const fence = gl.fenceSync(gl.SYNC_GPU_COMMANDS_COMPLETE, 0);
  // No fence from a lost context: nothing to wait for.
  if (!fence) return true;
  gl.flush();
  try {
    const deadline = performance.now() + maxMs;
    while (live() && performance.now() <= deadline) {
      await new Promise((resolve) => setTimeout(resolve, pollMs));
      if (live() && gl.getSyncParameter(fence, gl.SYNC_STATUS) === gl.SIGNALED) return true;
    }
    return false;
  } finally {
    gl.deleteSync(fence);
  }
}

/** A frame this soon after the one before it came on time (60 Hz, with some slack). */
const ON_TIME_MS = 20;
/** Longest wait for a frame on time. */
const ON_TIME_MAX_MS = 500;

/**
 * Resolves inside an animation frame that came on time after the one before it, or after
 * `maxMs`. Late frames mean the GPU process is behind on drawing the page; a synchronous call
 * to it (making a context) would wait for all of that, and on time it is answered at once.
 */
export function frameOnTime(maxMs = ON_TIME_MAX_MS): Promise<void> {
  return new Promise((resolve) => {
    let frame = 0;
    const done = () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      resolve();
    };
    // Frames stop in a hidden page; the timer does not.
    const timer = setTimeout(done, maxMs);
    let last: number | null = null;
    const tick = (now: number) => {
      if (last !== null && now - last < ON_TIME_MS) done();
      else {
        last = now;
        frame = requestAnimationFrame(tick);
      }
    };
    frame = requestAnimationFrame(tick);
  });
}
