/**
 * The typewriter as a pure state machine: it types a phrase one character at a time, pauses,
 * deletes it, and moves to the next phrase; `loop` is how many times the list plays (0 means
 * endless). When the last phrase of the last loop is typed it pauses once more and stops with
 * that phrase showing. Hooks drive it with timers, using `delayOf` for the wait before each tick.
 */

export interface TypewriterConfig {
  phrases: readonly string[];
  /** Wait before each typed character. */
  typeMs: number;
  /** Wait before each deleted character. */
  deleteMs: number;
  /** Wait with a phrase fully typed. */
  pauseMs: number;
  /** Plays of the whole list; 0 means endless. */
  loop: number;
}

export type TypewriterPhase = 'typing' | 'pausing' | 'deleting' | 'done';

export interface TypewriterState {
  phase: TypewriterPhase;
  /** Index of the phrase being typed or deleted. */
  index: number;
  /** The visible text. */
  text: string;
  /** Phrases fully typed so far. */
  typed: number;
}

export type TypewriterEvent =
  /** A timer fired: advance one step. */
  | { type: 'tick' }
  /** Jump to the end at once (reduced motion). */
  | { type: 'finish' };

export function initialState(config: TypewriterConfig): TypewriterState {
  if (config.phrases.length === 0) return { phase: 'done', index: 0, text: '', typed: 0 };
  return { phase: 'typing', index: 0, text: '', typed: 0 };
}

/**
 * The state with the first phrase just typed (or done, if it is the only one to play): what a
 * prerendered page shows, so the live typewriter goes on from there instead of starting empty.
 */
export function resumedState(config: TypewriterConfig): TypewriterState {
  const phrase = config.phrases[0];
  if (phrase === undefined) return initialState(config);
  const state: TypewriterState = { phase: 'pausing', index: 0, text: phrase, typed: 1 };
  return isLastPhrase(state, config) ? { ...state, phase: 'done' } : state;
}

/** The text the typewriter stops on: the last phrase, or the first when it loops forever. */
export function finalText(config: TypewriterConfig): string {
  const { phrases, loop } = config;
  return (loop > 0 ? phrases.at(-1) : phrases[0]) ?? '';
}

function isLastPhrase(state: TypewriterState, config: TypewriterConfig): boolean {
  return config.loop > 0 && state.typed >= config.phrases.length * config.loop;
}

export function step(
  state: TypewriterState,
  event: TypewriterEvent,
  config: TypewriterConfig,
): TypewriterState {
  if (state.phase === 'done') return state;
  if (event.type === 'finish') {
    const index = config.loop > 0 ? config.phrases.length - 1 : 0;
    return { phase: 'done', index, text: finalText(config), typed: state.typed };
  }
  const phrase = config.phrases[state.index] ?? '';
  switch (state.phase) {
    case 'typing': {
      // Array.from counts code points, so an emoji is typed whole, never half a surrogate pair.
      const target = Array.from(phrase);
      const text = target.slice(0, Array.from(state.text).length + 1).join('');
      if (text.length < phrase.length) return { ...state, text };
      return { ...state, text: phrase, phase: 'pausing', typed: state.typed + 1 };
    }
    case 'pausing':
      return isLastPhrase(state, config)
        ? { ...state, phase: 'done' }
        : { ...state, phase: 'deleting' };
    case 'deleting': {
      const text = Array.from(state.text).slice(0, -1).join('');
      if (text.length > 0) return { ...state, text };
      return {
        ...state,
        text: '',
        phase: 'typing',
        index: (state.index + 1) % config.phrases.length,
      };
    }
  }
}

/** How long to wait before the next tick, or null once done. */
export function delayOf(state: TypewriterState, config: TypewriterConfig): number | null {
  switch (state.phase) {
    case 'typing':
      return config.typeMs;
    case 'pausing':
      return config.pauseMs;
    case 'deleting':
      return config.deleteMs;
    case 'done':
      return null;
  }
}
