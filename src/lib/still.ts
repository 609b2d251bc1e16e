/**
 * `?still` in the page URL stops the page's perpetual motion: the 3D render loops after their
 * first frames, and the CSS animations that never end (the caret's blink, the call to action's
 * ping). Software rendering makes every frame costly, which a phone's GPU does not: a WebGL frame
 * is a main-thread long task, and each composited frame keeps the GPU process busy, so the
 * main thread's WebGL calls wait behind it. The benchmark and the page-level tests use it to
 * measure the page without that cost. A stage worker is told the page's answer in its `start`
 * message (stillFromPage): its own location is a script's, or a `blob:` URL.
 */
export let STILL =
  typeof location !== 'undefined' && new URLSearchParams(location.search).has('still');

/** Sets STILL from the page's answer (in a stage worker, before its scene mounts). */
export function stillFromPage(still: boolean): void {
  STILL = still;
}

/** Adopted by every element under `?still`: no CSS animation runs (each rests in its base style). */
export const STILL_CSS = '*, *::before, *::after { animation: none !important; }';
