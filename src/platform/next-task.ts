/**
 * Resolves in a later task, so long work can let the page answer between its steps: the
 * continuation goes first where the browser can say so (`scheduler.yield`), else a timer.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
