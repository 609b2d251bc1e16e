import { useEffect, useState } from 'react';
import { firstContentfulPaint } from '../lib/first-paint.ts';
import { INITIAL_STAGE, nextStage, type StageSignals, type StageState } from './stage-state.ts';

/** Import the chunk and create the context this close to the viewport. */
const NEAR_MARGIN = '200px 0px';
/** Release the context beyond one viewport height. */
const RANGE_MARGIN = '100% 0px';

let settled: Promise<void> | null = null;

function loaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/**
 * Resolves once the page has loaded and painted its text, and the main thread is idle:
 * nothing 3D competes with the first contentful paint, and lazy stages start after it.
 */
function pageSettled(): Promise<void> {
  settled ??= Promise.all([loaded(), firstContentfulPaint()]).then(
    () =>
      new Promise<void>((resolve) => {
        if ('requestIdleCallback' in window)
          requestIdleCallback(() => resolve(), { timeout: 1000 });
        else setTimeout(resolve, 0);
      }),
  );
  return settled;
}

/**
 * Wires IntersectionObservers and page visibility to the pure `nextStage` rule, like
 * model-viewer rendering only what is on screen.
 */
export function useStage(target: Element | null, eager: boolean): StageState {
  const [state, setState] = useState<StageState>(INITIAL_STAGE);

  useEffect(() => {
    if (!target) return;
    let stop: (() => void) | undefined;
    let live = true;
    const start = () => {
      if (live) stop = observe(target, eager, setState);
    };
    // An eager stage is the owner's explicit choice; lazy ones wait for the first paint.
    if (eager) start();
    else void pageSettled().then(start);
    return () => {
      live = false;
      stop?.();
    };
  }, [target, eager]);

  return state;
}

/** Feeds the observers' answers to `nextStage`; returns the cleanup. */
function observe(
  target: Element,
  eager: boolean,
  setState: (update: (previous: StageState) => StageState) => void,
): () => void {
  const signals: StageSignals = {
    eager,
    near: false,
    inRange: false,
    visible: false,
    pageVisible: document.visibilityState !== 'hidden',
  };
  const update = () => setState((previous) => nextStage(previous, signals));
  const watch = (key: 'near' | 'inRange' | 'visible', rootMargin: string) => {
    const observer = new IntersectionObserver(
      (entries) => {
        signals[key] = entries.at(-1)?.isIntersecting ?? false;
        update();
      },
      { rootMargin },
    );
    observer.observe(target);
    return observer;
  };
  const observers = [
    watch('near', NEAR_MARGIN),
    watch('inRange', RANGE_MARGIN),
    watch('visible', '0px'),
  ];
  const onVisibility = () => {
    signals.pageVisible = document.visibilityState !== 'hidden';
    update();
  };
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    for (const observer of observers) observer.disconnect();
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
