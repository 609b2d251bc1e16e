/** If no paint is ever reported (a hidden tab, an old browser), go on anyway after this. */
const PAINT_WAIT_MS = 3000;

/**
 * Resolves once the page has had its first contentful paint (at once if it already has), or
 * after PAINT_WAIT_MS where paint timing is missing. Work that must not hold up the page's
 * first text waits for it: the elements' code on a prerendered page, the 3D stages everywhere.
 */
export function firstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (performance.getEntriesByName('first-contentful-paint').length) return resolve();
    const timer = setTimeout(done, PAINT_WAIT_MS);
    let observer: PerformanceObserver | undefined;
    function done() {
      clearTimeout(timer);
      observer?.disconnect();
      resolve();
    }
    try {
      observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length) done();
      });
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      // No paint timing here: the timer decides.
    }
  });
}

/** A hidden tab runs no animation frames: go on after this. */
const FRAME_WAIT_MS = 100;

/**
 * Resolves once the browser has had a chance to render the page as it is (the task after an
 * animation frame), or after FRAME_WAIT_MS in a hidden tab. A host page whose elements render
 * in the browser paints its own text first, and their code's requests start after that paint,
 * so they do not delay it.
 */
export function afterFirstFrame(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, FRAME_WAIT_MS);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}
