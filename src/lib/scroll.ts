import { prefersReducedMotion } from './use-reduced-motion.ts';

/**
 * Scrolls to an in-page anchor such as `#about`. Fragment navigation cannot see ids inside a
 * shadow root, so the page puts them on the elements; this adds smooth scrolling (instant under
 * reduced motion) and returns false when the target is not on this page, leaving the browser's
 * own navigation to happen.
 */
export function scrollToAnchor(href: string): boolean {
  if (!href.startsWith('#') || href.length < 2) return false;
  const target = document.getElementById(decodeURIComponent(href.slice(1)));
  if (!target) return false;
  if (prefersReducedMotion()) target.scrollIntoView({ block: 'start' });
  else {
    target.scrollIntoView({ behavior: 'smooth', block: 'start' });
    settleOn(target);
  }
  if (location.hash !== href) history.pushState(null, '', href);
  return true;
}

/** What a visitor does to scroll on their own: the page stops correcting its own scroll. */
const VISITOR_SCROLLS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** Corrections after a smooth scroll, at most: each settles what the one before revealed. */
const SETTLE_TRIES = 3;

/**
 * Where `scrollIntoView({ block: 'start' })` puts the page for `target` with the layout as it is
 * now: its top under the scroller's padding and its own margin, within the page's length.
 */
function startOf(target: Element): number {
  const root = document.documentElement;
  const margin = parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
  const padding = parseFloat(getComputedStyle(root).scrollPaddingTop) || 0;
  const top = scrollY + target.getBoundingClientRect().top - margin - padding;
  return Math.max(0, Math.min(top, root.scrollHeight - innerHeight));
}

/**
 * A smooth scroll aims where the target stood when it began. Sections laid out only near the
 * window (`content-visibility: auto`, as the page and the host snippet hold them) take their
 * real heights as it passes them, so it lands short: once it ends where it aimed, the page
 * scrolls again until the target stays put. A scroll that ended elsewhere was taken over (by
 * the visitor, or by the page's own script): it is left where it is.
 */
function settleOn(target: Element, tries = SETTLE_TRIES): void {
  if (!('onscrollend' in window) || tries === 0) return;
  const aimed = startOf(target);
  const controller = new AbortController();
  const stop = () => controller.abort();
  for (const type of VISITOR_SCROLLS) {
    addEventListener(type, stop, { once: true, passive: true, signal: controller.signal });
  }
  addEventListener(
    'scrollend',
    () => {
      stop();
      if (Math.abs(scrollY - aimed) > 2) return;
      const top = target.getBoundingClientRect().top;
      target.scrollIntoView({ behavior: 'instant', block: 'start' });
      if (Math.abs(target.getBoundingClientRect().top - top) > 1) settleOn(target, tries - 1);
    },
    { once: true, signal: controller.signal },
  );
}

/** onClick for anchor links: smooth in-page scroll, ordinary navigation otherwise. */
export function onAnchorClick(event: {
  currentTarget: HTMLAnchorElement;
  preventDefault(): void;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
}): void {
  if (event.metaKey || event.ctrlKey || event.shiftKey) return;
  if (scrollToAnchor(event.currentTarget.getAttribute('href') ?? '')) event.preventDefault();
}
