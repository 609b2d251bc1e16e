import { describe, expect, it } from 'vitest';
import {
  delayOf,
  finalText,
  initialState,
  resumedState,
  step,
  type TypewriterConfig,
  type TypewriterState,
} from './typewriter.ts';

const config = (phrases: string[], loop = 1): TypewriterConfig => ({
  phrases,
  typeMs: 80,
  deleteMs: 50,
  pauseMs: 1500,
  loop,
});

const tick = { type: 'tick' } as const;

/** Runs ticks, recording the visible text and phase after each, until done or `limit`. */
function run(c: TypewriterConfig, limit = 1000) {
  let state = initialState(c);
  const trace: TypewriterState[] = [state];
  for (let i = 0; i < limit && state.phase !== 'done'; i++) {
    state = step(state, tick, c);
    trace.push(state);
  }
  return trace;
}

describe('typewriter', () => {
  it('starts typing the first phrase from nothing', () => {
    expect(initialState(config(['ab']))).toEqual({ phase: 'typing', index: 0, text: '', typed: 0 });
  });

  it('types one character per tick', () => {
    const c = config(['abc', 'x']);
    const s1 = step(initialState(c), tick, c);
    expect(s1).toMatchObject({ phase: 'typing', text: 'a' });
    expect(step(s1, tick, c)).toMatchObject({ phase: 'typing', text: 'ab' });
  });

  it('pauses when the phrase is complete and counts it', () => {
    const c = config(['ab', 'x']);
    const s = step({ phase: 'typing', index: 0, text: 'a', typed: 0 }, tick, c);
    expect(s).toEqual({ phase: 'pausing', index: 0, text: 'ab', typed: 1 });
  });

  it('deletes after the pause, one character per tick', () => {
    const c = config(['ab', 'x']);
    const paused: TypewriterState = { phase: 'pausing', index: 0, text: 'ab', typed: 1 };
    const deleting = step(paused, tick, c);
    expect(deleting).toEqual({ ...paused, phase: 'deleting' });
    expect(step(deleting, tick, c)).toMatchObject({ phase: 'deleting', text: 'a' });
  });

  it('moves to the next phrase when the text is deleted', () => {
    const c = config(['ab', 'xy']);
    const s = step({ phase: 'deleting', index: 0, text: 'a', typed: 1 }, tick, c);
    expect(s).toEqual({ phase: 'typing', index: 1, text: '', typed: 1 });
  });

  it('wraps from the last phrase to the first when looping', () => {
    const c = config(['ab', 'xy'], 0);
    const s = step({ phase: 'deleting', index: 1, text: 'x', typed: 2 }, tick, c);
    expect(s).toMatchObject({ phase: 'typing', index: 0, text: '' });
  });

  it('with loop count 1 plays every phrase once and stops on the last', () => {
    const c = config(['ab', 'cd', 'ef'], 1);
    const trace = run(c);
    const last = trace.at(-1)!;
    expect(last).toEqual({ phase: 'done', index: 2, text: 'ef', typed: 3 });
    // Each phrase is fully shown exactly once, in order.
    const shown = trace.filter((s) => s.phase === 'pausing').map((s) => s.text);
    expect(shown).toEqual(['ab', 'cd', 'ef']);
    // The last phrase is not deleted.
    expect(trace.filter((s) => s.phase === 'deleting' && s.index === 2)).toHaveLength(0);
  });

  it('with loop count 2 plays the list twice', () => {
    const trace = run(config(['ab', 'cd'], 2));
    const shown = trace.filter((s) => s.phase === 'pausing').map((s) => s.text);
    expect(shown).toEqual(['ab', 'cd', 'ab', 'cd']);
    expect(trace.at(-1)).toMatchObject({ phase: 'done', text: 'cd' });
  });

  it('with loop count 0 never finishes', () => {
    const c = config(['ab', 'cd'], 0);
    const trace = run(c, 500);
    expect(trace.at(-1)!.phase).not.toBe('done');
    const shown = trace.filter((s) => s.phase === 'pausing').map((s) => s.text);
    expect(shown.length).toBeGreaterThan(10);
    expect(shown.slice(0, 4)).toEqual(['ab', 'cd', 'ab', 'cd']);
  });

  it('a single phrase with loop 1 types, pauses and stops (the greeting)', () => {
    const c = config(['Hi, I am Jordan'], 1);
    const trace = run(c);
    expect(trace.map((s) => s.phase)).toEqual([
      ...Array<string>(15).fill('typing'),
      'pausing',
      'done',
    ]);
    expect(trace.at(-1)!.text).toBe('Hi, I am Jordan');
  });

  it('finish jumps to the final text at once', () => {
    const once = config(['ab', 'cd'], 1);
    expect(step(initialState(once), { type: 'finish' }, once)).toMatchObject({
      phase: 'done',
      index: 1,
      text: 'cd',
    });
    const endless = config(['ab', 'cd'], 0);
    expect(step(initialState(endless), { type: 'finish' }, endless)).toMatchObject({
      phase: 'done',
      text: 'ab',
    });
    expect(finalText(endless)).toBe('ab');
  });

  it('stays done whatever happens next', () => {
    const c = config(['ab']);
    const done: TypewriterState = { phase: 'done', index: 0, text: 'ab', typed: 1 };
    expect(step(done, tick, c)).toBe(done);
    expect(step(done, { type: 'finish' }, c)).toBe(done);
  });

  it('is done at once with no phrases', () => {
    const c = config([]);
    expect(initialState(c)).toMatchObject({ phase: 'done', text: '' });
    expect(finalText(c)).toBe('');
  });

  it('types characters outside the BMP whole', () => {
    const c = config(['a👋'], 1);
    const s1 = step(initialState(c), tick, c);
    const s2 = step(s1, tick, c);
    expect(s2).toMatchObject({ phase: 'pausing', text: 'a👋' });
  });

  it('waits the type, pause and delete times, and nothing once done', () => {
    const c = config(['ab']);
    const at = (phase: TypewriterState['phase']) =>
      delayOf({ phase, index: 0, text: '', typed: 0 }, c);
    expect(at('typing')).toBe(80);
    expect(at('pausing')).toBe(1500);
    expect(at('deleting')).toBe(50);
    expect(at('done')).toBeNull();
  });
});

describe('resumedState (the prerendered page)', () => {
  it('is a state the typewriter passes through: the first phrase typed, pausing', () => {
    const c = config(['React', 'Vue']);
    const resumed = resumedState(c);
    expect(resumed).toEqual({ phase: 'pausing', index: 0, text: 'React', typed: 1 });
    expect(run(c)).toContainEqual(resumed);
  });

  it('goes on from there as the live typewriter does: deletes, then types the next phrase', () => {
    const c = config(['React', 'Vue']);
    let state = resumedState(c);
    state = step(state, tick, c);
    expect(state.phase).toBe('deleting');
    while (state.phase !== 'done') state = step(state, tick, c);
    expect(state.text).toBe('Vue');
  });

  it('is done at once when the only phrase plays once (the greeting)', () => {
    expect(resumedState(config(['Hi, I am Jordan']))).toEqual({
      phase: 'done',
      index: 0,
      text: 'Hi, I am Jordan',
      typed: 1,
    });
  });

  it('keeps an empty list empty', () => {
    expect(resumedState(config([]))).toEqual(initialState(config([])));
  });
});
