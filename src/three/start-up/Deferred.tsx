import { useDeferredValue, type ReactNode } from 'react';

/**
 * Mounts the scene in a deferred pass, which React splits into short tasks: mounting it in the
 * renderer's first, urgent pass made one long task of it.
 */
export function Deferred({ children }: { children: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return ready ? children : null;
}
