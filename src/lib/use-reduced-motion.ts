import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia(QUERY).matches;
}

/** The answer when rendering without a browser: the prerender renders each view under both. */
let serverAnswer = false;

export function setServerReducedMotion(reduce: boolean): void {
  serverAnswer = reduce;
}

/** Live `prefers-reduced-motion: reduce`, re-rendering when the visitor changes it. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => serverAnswer);
}
