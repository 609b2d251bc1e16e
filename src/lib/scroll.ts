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
  target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  if (location.hash !== href) history.pushState(null, '', href);
  return true;
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
