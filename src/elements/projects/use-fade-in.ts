import { useLayoutEffect, type RefObject } from 'react';
import { FADE_IN_DURATION_S, FADE_IN_STAGGER_S } from '../../lib/constants.ts';

/** Elements inside the scope that fade in, in document order. */
export const FADE_SELECTOR = '[data-fade]';
/** A soft start and a soft landing: a cubic ease-in-out. */
const FADE_EASING = 'cubic-bezier(0.645, 0.045, 0.355, 1)';
const FADE_KEYFRAMES: Keyframe[] = [{ opacity: 0 }, { opacity: 1 }];
/** Web Animations count milliseconds; converted once, so delays are whole numbers (no 600.0…01). */
const DURATION_MS = FADE_IN_DURATION_S * 1000;
const STAGGER_MS = FADE_IN_STAGGER_S * 1000;

/**
 * Timing of the `position`-th faded element: 1 s each, 0.2 s after the one before. It holds the
 * first keyframe through its delay (`fill: 'backwards'`), so later lines wait hidden, and keeps
 * nothing once done: the stylesheet's opacity shows again.
 */
export function fadeTiming(position: number): KeyframeAnimationOptions {
  return {
    duration: DURATION_MS,
    delay: position * STAGGER_MS,
    easing: FADE_EASING,
    fill: 'backwards',
  };
}

/**
 * Fades the scope's `[data-fade]` elements in (1 s each, 0.2 s apart) whenever `key` changes,
 * with the Web Animations API. The query runs on an element inside the shadow root, because
 * selectors do not cross shadow boundaries. Cleanup cancels every animation it started (on a
 * quick second click, on unmount, or when reduced motion turns on), which also removes their
 * effect, so the next fade starts clean. Reduced motion skips the fade: text shows at once.
 */
export function useFadeIn(
  scope: RefObject<HTMLElement | null>,
  key: unknown,
  reducedMotion: boolean,
): void {
  useLayoutEffect(() => {
    const element = scope.current;
    if (!element || reducedMotion) return;
    const animations = [...element.querySelectorAll<HTMLElement>(FADE_SELECTOR)].map(
      (target, position) => target.animate(FADE_KEYFRAMES, fadeTiming(position)),
    );
    return () => {
      for (const animation of animations) animation.cancel();
    };
  }, [scope, key, reducedMotion]);
}
