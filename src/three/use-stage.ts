import { useEffect, useState } from 'react';
import { INITIAL_STAGE, nextStage, type StageSignals, type StageState } from './stage-state.ts';

/** Import the chunk and create the context this close to the viewport. */
const NEAR_MARGIN = '200px 0px';
/** Release the context beyond one viewport height. */
const RANGE_MARGIN = '100% 0px';

/**
 * Wires IntersectionObservers and page visibility to the pure `nextStage` rule, like
 * model-viewer rendering only what is on screen.
 */
export function useStage(target: Element | null, eager: boolean): StageState {
  const [state, setState] = useState<StageState>(INITIAL_STAGE);

  useEffect(() => {
    if (!target) return;
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
  }, [target, eager]);

  return state;
}
