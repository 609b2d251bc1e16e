import { useEffect, useState } from 'react';
import { whenNear } from '../lib/when-near.ts';

/** How far ahead of the window a section below it renders: one window's height. */
const NEAR_MARGIN = '100% 0px';

/**
 * With `defer`: `initial` until the first `value` that is not `initial` has waited one task (or,
 * given `near`, until the browser's first report of where that element is: at once unless it is
 * more than a window's height below the window, else once it comes that near or holds the focus,
 * or at the reader's first key or a print: lib/when-near.ts), then `value` as it comes.
 * An element's view then renders in a task of its own, not in the one that evaluated its module
 * and upgraded the tag: the elements run on Preact, which renders a view in one go (React's
 * deferred pass cut it into slices), so the two together made one long task. Without `defer`,
 * `value` at once, and no task is waited on.
 */
export function useDeferredPass<T>(value: T, initial: T, defer: boolean, near?: Element): T {
  const [started, setStarted] = useState(!defer);
  const waiting = !started && value !== initial;
  useEffect(() => {
    if (!waiting) return;
    if (near) return whenNear(near, NEAR_MARGIN, () => setStarted(true), { onlyBelow: true });
    const timer = setTimeout(() => setStarted(true));
    return () => clearTimeout(timer);
  }, [waiting, near]);
  return started ? value : initial;
}
