/**
 * Which animation the character plays, as a pure step function (the spec's "Work animation"
 * state): idle by default; hovering, clicking, focusing a job or pressing Enter on it sets that
 * job's animation name in lowercase; pointer-out (and keyboard focus leaving the list) sets idle.
 * An animation name the character does not know plays idle.
 */

export const CHARACTER_ANIMATIONS = ['idle', 'salute', 'clapping', 'victory'] as const;
export type CharacterAnimation = (typeof CHARACTER_ANIMATIONS)[number];

export const IDLE: CharacterAnimation = 'idle';

export interface WorkAnimationState {
  animation: CharacterAnimation;
  /** The job whose animation plays (highlighted in the list), or null when idle. */
  job: number | null;
}

export type WorkAnimationEvent =
  | { type: 'hover' | 'click' | 'focus' | 'enter'; job: number; animation: string }
  | { type: 'pointer-out' | 'blur' };

export const INITIAL_WORK_ANIMATION: WorkAnimationState = { animation: IDLE, job: null };

/** The lowercase name if the character knows it, otherwise idle. */
export function toAnimation(name: string): CharacterAnimation {
  const lower = name.trim().toLowerCase();
  return (CHARACTER_ANIMATIONS as readonly string[]).includes(lower)
    ? (lower as CharacterAnimation)
    : IDLE;
}

export function step(state: WorkAnimationState, event: WorkAnimationEvent): WorkAnimationState {
  let next = INITIAL_WORK_ANIMATION;
  if ('animation' in event) {
    next = { animation: toAnimation(event.animation), job: event.job };
  }
  // Same state, same object: callers compare by identity to skip renders and events.
  return next.animation === state.animation && next.job === state.job ? state : next;
}

/** A transition between two clips: how long the cross-fade lasts (0: a cut). */
export interface FadePlan {
  from: CharacterAnimation | null;
  to: CharacterAnimation;
  duration: number;
}

export function planFade(
  from: CharacterAnimation | null,
  to: CharacterAnimation,
  fadeSeconds: number,
  reducedMotion: boolean,
): FadePlan {
  // Nothing to fade from, or motion is unwanted: the new pose appears at once.
  const cut = from === null || from === to || reducedMotion;
  return { from, to, duration: cut ? 0 : fadeSeconds };
}

/**
 * Advances per-clip blend weights by `dt` seconds toward `target` playing alone: each weight
 * moves linearly at 1/duration per second, so a full cross-fade takes exactly `duration`, and
 * the weights are normalised so a fade interrupted midway never sums above or below one (the
 * rig would otherwise sag toward its bind pose).
 */
export function stepWeights(
  weights: Readonly<Partial<Record<CharacterAnimation, number>>>,
  target: CharacterAnimation,
  dt: number,
  duration: number,
): Partial<Record<CharacterAnimation, number>> {
  if (duration <= 0) return { [target]: 1 };
  const rate = dt / duration;
  const moved: Partial<Record<CharacterAnimation, number>> = {};
  let sum = 0;
  for (const name of CHARACTER_ANIMATIONS) {
    const now = weights[name] ?? 0;
    const goal = name === target ? 1 : 0;
    const value = goal > now ? Math.min(goal, now + rate) : Math.max(goal, now - rate);
    if (value > 0) {
      moved[name] = value;
      sum += value;
    }
  }
  if (sum === 0) return { [target]: 1 };
  for (const name of Object.keys(moved) as CharacterAnimation[]) moved[name]! /= sum;
  return moved;
}
