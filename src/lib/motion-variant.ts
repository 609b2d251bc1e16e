/**
 * The prerender renders a view that moves under both answers of `prefers-reduced-motion` and
 * marks each render's top elements with this attribute, `full` or `reduced`; its CSS hides the
 * one the visitor's answer does not show (scripts/build/prerender-html.ts, motionVariants).
 */
export const MOTION_VARIANT_ATTRIBUTE = 'data-prerender-motion';

/** Whether `node` belongs to the prerendered render that the visitor's answer hides. */
export function hiddenMotionVariant(node: Element, reducedMotion: boolean): boolean {
  return node.getAttribute(MOTION_VARIANT_ATTRIBUTE) === (reducedMotion ? 'full' : 'reduced');
}
