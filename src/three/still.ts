/**
 * `?still` in the page URL stops the render loops after their first frames: software WebGL
 * makes every frame a main-thread long task, which a phone's GPU does not, so the benchmark
 * and the page-level tests can measure the page without that cost.
 */
export const STILL =
  typeof location !== 'undefined' && new URLSearchParams(location.search).has('still');
