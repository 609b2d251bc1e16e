import { useEffect, useState } from 'react';

/**
 * With `defer`: `initial` until the first `value` that is not `initial` has waited one task,
 * then `value` as it comes. An element's view then renders in a task of its own, not in the one
 * that evaluated its module and upgraded the tag: the elements run on Preact, which renders a
 * view in one go (React's deferred pass cut it into slices), so the two together made one long
 * task. Without `defer`, `value` at once, and no task is waited on.
 */
export function useDeferredPass<T>(value: T, initial: T, defer: boolean): T {
  const [started, setStarted] = useState(!defer);
  const waiting = !started && value !== initial;
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setStarted(true));
    return () => clearTimeout(timer);
  }, [waiting]);
  return started ? value : initial;
}
