/**
 * Functions evaluated in the page (pass them to `page.evaluate`): they must not close over
 * module scope.
 */

export interface SectionBox {
  tag: string;
  /** The section's box relative to the viewport, in CSS pixels. */
  top: number;
  bottom: number;
  /** The 3D stage's box, likewise. */
  stageTop: number;
  stageBottom: number;
  /** The 3D stage's `data-state`: idle, loading, ready, error or lost. */
  state: string;
  /** The CSS size of the section's canvas, when one exists. */
  canvas: { width: number; height: number } | null;
}

/** Every 3D section on the page: the elements whose shadow root holds a `part="stage"`. */
export function sectionBoxes(): SectionBox[] {
  const boxes: SectionBox[] = [];
  for (const host of document.querySelectorAll('*')) {
    const stage = host.shadowRoot?.querySelector('[part~="stage"]');
    if (!stage) continue;
    const rect = host.getBoundingClientRect();
    const stageRect = stage.getBoundingClientRect();
    const canvas = host.shadowRoot!.querySelector('canvas');
    boxes.push({
      tag: host.localName,
      top: rect.top,
      bottom: rect.bottom,
      stageTop: stageRect.top,
      stageBottom: stageRect.bottom,
      state: stage.getAttribute('data-state') ?? 'unknown',
      canvas: canvas ? { width: canvas.clientWidth, height: canvas.clientHeight } : null,
    });
  }
  return boxes;
}

/**
 * Drawing-buffer pixels per CSS pixel of a section's canvas (the page's first canvas for
 * `document`): adaptive resolution lowers it.
 */
export function pixelRatioOf(tag: string): number | null {
  const root = tag === 'document' ? document : document.querySelector(tag)?.shadowRoot;
  const canvas = root?.querySelector('canvas');
  return canvas?.clientWidth ? canvas.width / canvas.clientWidth : null;
}

/** Waits for `count` animation frames: a window counted in frames, whatever the machine's pace. */
export async function animationFrames(count: number): Promise<void> {
  for (let i = 0; i < count; i += 1) await new Promise(requestAnimationFrame);
}

/**
 * Waits until the pixel ratio of `tag`'s canvas has held for `frames` animation frames in a
 * row, or `limitMs` has passed.
 */
export async function ratioHeld([tag, frames, limitMs]: [string, number, number]): Promise<void> {
  const ratio = () => {
    const root = tag === 'document' ? document : document.querySelector(tag)?.shadowRoot;
    const canvas = root?.querySelector('canvas');
    return canvas?.clientWidth ? canvas.width / canvas.clientWidth : null;
  };
  const deadline = performance.now() + limitMs;
  let last = ratio();
  for (let held = 0; held < frames && performance.now() < deadline;) {
    await new Promise(requestAnimationFrame);
    const now = ratio();
    held = now === last ? held + 1 : 0;
    last = now;
  }
}

/** Scrolls at once (no smooth scrolling) and resolves after two frames have been produced. */
export function scrollToY(y: number): Promise<number> {
  window.scrollTo({ top: y, behavior: 'instant' });
  return new Promise((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY))),
  );
}

/** Scrolls so that the section's stage is in the middle of the viewport. */
export function centreStage(tag: string): Promise<void> {
  const host = document.querySelector(tag);
  const stage = host?.shadowRoot?.querySelector('[part~="stage"]') ?? host;
  if (!stage) throw new Error(`no <${tag}> on the page`);
  const rect = stage.getBoundingClientRect();
  const y = window.scrollY + rect.top + rect.height / 2 - window.innerHeight / 2;
  window.scrollTo({ top: Math.max(0, y), behavior: 'instant' });
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}

export interface PaintAndScripts {
  /** First contentful paint, ms after navigation start (null when none happened). */
  fcp: number | null;
  /** Script resources whose fetch started before first contentful paint. */
  scriptsBeforeFcp: { url: string; transfer: number; encoded: number }[];
}

/**
 * Resource timing for the scripts fetched before first contentful paint; waits up to
 * `timeout` ms for that paint.
 */
export async function scriptsBeforeFcp(timeout: number): Promise<PaintAndScripts> {
  const paint = await new Promise<PerformanceEntry | undefined>((resolve) => {
    const timer = setTimeout(() => resolve(undefined), timeout);
    new PerformanceObserver((list, observer) => {
      const entry = list.getEntriesByName('first-contentful-paint')[0];
      if (!entry) return;
      observer.disconnect();
      clearTimeout(timer);
      resolve(entry);
    }).observe({ type: 'paint', buffered: true });
  });
  const fcp = paint ? paint.startTime : null;
  const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    .filter((entry) => /\.m?js$/.test(new URL(entry.name).pathname))
    .filter((entry) => fcp !== null && entry.startTime < fcp)
    .map((entry) => ({
      url: entry.name,
      transfer: entry.transferSize,
      encoded: entry.encodedBodySize,
    }));
  return { fcp, scriptsBeforeFcp: scripts };
}

/**
 * Waits until every custom element on the page is defined and has rendered its view (which
 * comes in a deferred pass after the element's first, a placeholder).
 */
export async function elementsReady(timeout: number): Promise<string[]> {
  const deadline = performance.now() + timeout;
  const pending = [...document.querySelectorAll(':not(:defined)')].map((el) => el.localName);
  const defined = Promise.all([...new Set(pending)].map((tag) => customElements.whenDefined(tag)));
  const timer = new Promise((resolve) => setTimeout(resolve, timeout));
  await Promise.race([defined, timer]);
  const placeholders = () =>
    [...document.querySelectorAll(':defined')].some((el) =>
      el.shadowRoot?.querySelector('.config-loading'),
    );
  while (placeholders() && performance.now() < deadline) {
    await new Promise(requestAnimationFrame);
  }
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  return [...document.querySelectorAll(':not(:defined)')].map((el) => el.localName);
}
