import { describe, expect, it } from 'vitest';
import { CHARACTER_ANIMATION_FADE_S } from '../../lib/constants.ts';
import {
  INITIAL_WORK_ANIMATION,
  planFade,
  step,
  stepWeights,
  toAnimation,
  type WorkAnimationState,
} from './work-animation.ts';

const salute: WorkAnimationState = { animation: 'salute', job: 3 };

describe('work animation state', () => {
  it('starts idle with no job', () => {
    expect(INITIAL_WORK_ANIMATION).toEqual({ animation: 'idle', job: null });
  });

  it.each(['hover', 'click', 'focus', 'enter'] as const)(
    '%s sets the job and its animation in lowercase',
    (type) => {
      const next = step(INITIAL_WORK_ANIMATION, { type, job: 2, animation: 'Clapping' });
      expect(next).toEqual({ animation: 'clapping', job: 2 });
    },
  );

  it.each(['pointer-out', 'blur'] as const)('%s returns to idle', (type) => {
    expect(step(salute, { type })).toEqual({ animation: 'idle', job: null });
  });

  it('an unknown animation name plays idle, but still marks the job', () => {
    expect(step(INITIAL_WORK_ANIMATION, { type: 'hover', job: 1, animation: 'moonwalk' })).toEqual({
      animation: 'idle',
      job: 1,
    });
  });

  it('moving between jobs switches straight to the next animation', () => {
    const next = step(salute, { type: 'hover', job: 1, animation: 'victory' });
    expect(next).toEqual({ animation: 'victory', job: 1 });
  });

  it('returns the same object when nothing changes', () => {
    expect(step(salute, { type: 'focus', job: 3, animation: 'salute' })).toBe(salute);
    expect(step(INITIAL_WORK_ANIMATION, { type: 'pointer-out' })).toBe(INITIAL_WORK_ANIMATION);
  });

  it('knows the spec names and nothing else', () => {
    expect(['IDLE', ' salute ', 'Victory', 'clapping'].map(toAnimation)).toEqual([
      'idle',
      'salute',
      'victory',
      'clapping',
    ]);
    expect(toAnimation('')).toBe('idle');
    expect(toAnimation('dance')).toBe('idle');
  });
});

describe('cross-fade', () => {
  it('lasts the spec 0.5 s between two clips', () => {
    expect(CHARACTER_ANIMATION_FADE_S).toBe(0.5);
    expect(planFade('idle', 'salute', CHARACTER_ANIMATION_FADE_S, false)).toEqual({
      from: 'idle',
      to: 'salute',
      duration: 0.5,
    });
  });

  it('cuts when there is nothing to fade from, or under reduced motion', () => {
    expect(planFade(null, 'idle', 0.5, false).duration).toBe(0);
    expect(planFade('idle', 'idle', 0.5, false).duration).toBe(0);
    expect(planFade('idle', 'victory', 0.5, true).duration).toBe(0);
  });

  it('moves the weights linearly and completes after exactly the fade duration', () => {
    const fade = CHARACTER_ANIMATION_FADE_S;
    let weights = stepWeights({ idle: 1 }, 'salute', 0.25, fade);
    expect(weights.idle).toBeCloseTo(0.5);
    expect(weights.salute).toBeCloseTo(0.5);
    weights = stepWeights(weights, 'salute', 0.2, fade);
    expect(weights.salute).toBeCloseTo(0.9);
    expect(weights.idle).toBeCloseTo(0.1);
    weights = stepWeights(weights, 'salute', 0.05, fade);
    expect(weights).toEqual({ salute: 1 });
  });

  it('keeps the weights summing to one when a fade is interrupted', () => {
    let weights = stepWeights({ idle: 1 }, 'salute', 0.2, 0.5);
    for (let i = 0; i < 5; i++) {
      weights = stepWeights(weights, 'victory', 0.05, 0.5);
      const sum = Object.values(weights).reduce((a, b) => a + b, 0);
      expect(sum).toBeCloseTo(1);
    }
    for (let i = 0; i < 10; i++) weights = stepWeights(weights, 'victory', 0.05, 0.5);
    expect(weights).toEqual({ victory: 1 });
  });

  it('a zero duration switches at once', () => {
    expect(stepWeights({ idle: 1 }, 'clapping', 0.016, 0)).toEqual({ clapping: 1 });
  });
});
