/**
 * Resolves in a later task, so long work can let the page answer between its steps: the
 * continuation goes first where the browser can say so (`scheduler.yield`), else a timer.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return afterQueuedTasks();
}

/**
 * Resolves in a task queued behind every task already waiting: for work that is not waited on,
 * which lets whatever else the thread has to do go first at each step.
 */
export function afterQueuedTasks(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Turns for work that starts as one chain of promises. Turns are handed out one at a time in
 * the order asked: each waits until the work of the turn before it has started, then goes at
 * once while the current slice has time left, else in a later task, where a new slice starts.
 * (Asking is not enough to measure by: a loader asks for all its parts before any of them runs.)
 */
export function taskSlicer(
  sliceMs: number,
  now: () => number = () => performance.now(),
  pause: () => Promise<void> = nextTask,
): () => Promise<void> {
  let sliceStart = now();
  let last = Promise.resolve();
  return () => {
    last = last.then(async () => {
      if (now() - sliceStart < sliceMs) return;
      await pause();
      sliceStart = now();
    });
    return last;
  };
}
