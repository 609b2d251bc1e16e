import gsap from 'gsap';
import { useLayoutEffect, type RefObject } from 'react';
import { FADE_IN_DURATION_S, FADE_IN_STAGGER_S } from '../../constants.ts';

/** Elements inside the scope that fade in, in document order. */
export const FADE_SELECTOR = '[data-fade]';
/** The spec's curve: a soft start and a soft landing. */
const FADE_EASE = 'power2.inOut';

/**
 * Fades the scope's `[data-fade]` elements in (1 s each, 0.2 s apart) whenever `key` changes.
 * gsap.context is scoped to an element inside the shadow root, because selector strings do not
 * cross shadow boundaries; reverting it on cleanup removes every inline style it wrote, so a
 * quick second click starts a clean fade. Reduced motion skips the fade: text shows at once.
 */
export function useFadeIn(
  scope: RefObject<HTMLElement | null>,
  key: unknown,
  reducedMotion: boolean,
): void {
  useLayoutEffect(() => {
    const element = scope.current;
    if (!element || reducedMotion) return;
    const context = gsap.context(() => {
      gsap.fromTo(
        FADE_SELECTOR,
        { opacity: 0 },
        {
          opacity: 1,
          duration: FADE_IN_DURATION_S,
          stagger: FADE_IN_STAGGER_S,
          ease: FADE_EASE,
        },
      );
    }, element);
    return () => context.revert();
  }, [scope, key, reducedMotion]);
}
