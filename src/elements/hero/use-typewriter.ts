import { useEffect, useState } from 'react';
import {
  delayOf,
  initialState,
  resumedState,
  step,
  type TypewriterConfig,
  type TypewriterState,
} from './typewriter.ts';

/**
 * Drives the typewriter with one timer at a time while `enabled`; a changed config starts it
 * over. Disabled, it stays at its first state (the view shows the full text instead). `resume`
 * starts from the first phrase typed, as the prerendered page shows it.
 */
export function useTypewriter(
  config: TypewriterConfig,
  enabled: boolean,
  resume = false,
): TypewriterState {
  // The config arrives as a fresh object each render; its content is what matters.
  const key = JSON.stringify(config);
  const start = resume ? resumedState : initialState;
  const [state, setState] = useState(() => ({ key, value: start(config) }));

  useEffect(() => {
    const current = JSON.parse(key) as TypewriterConfig;
    let value = start(current);
    setState({ key, value });
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      const delay = delayOf(value, current);
      if (delay === null) return;
      timer = setTimeout(() => {
        value = step(value, { type: 'tick' }, current);
        setState({ key, value });
        schedule();
      }, delay);
    };
    schedule();
    return () => clearTimeout(timer);
  }, [key, enabled, start]);

  return state.key === key ? state.value : start(config);
}
