/**
 * Work a page defers until a reader may need it: an element's, once it comes near the window or
 * focus moves into it (a screen reader's, a script's), and every such element's at the reader's
 * first key (Tab, find in page, a screen reader's commands) or as the page is printed.
 */
const waiting = new Set<() => void>();
let woken = false;

/** What wakes every waiting start at once. */
const WAKE_EVENTS = ['keydown', 'beforeprint'] as const;

/** Each waiting start in a task of its own: the key's own task stays short. */
function wakeAll(): void {
  woken = true;
  for (const start of [...waiting]) setTimeout(start);
  waiting.clear();
}

// Heard from the module's start, so a key pressed before any element waits still counts. A
// server's render and a worker have no window.
if (typeof window !== 'undefined') {
  for (const type of WAKE_EVENTS) {
    window.addEventListener(type, wakeAll, { once: true, capture: true });
  }
}

/**
 * Whether `element` starts below the window: a view that grows there moves nothing in view, and
 * one that waits for its reader is out of sight. Sections above it that have not rendered yet
 * only put it higher than it will be.
 */
export function startsBelowWindow(element: Element): boolean {
  return element.isConnected && element.getBoundingClientRect().top >= window.innerHeight;
}

export interface NearOptions {
  /**
   * Only an element below the window waits: one that starts above the window's bottom (in
   * view, or scrolled past, as a fixed bar's empty host is) starts with the first report. The
   * browser makes that report after its own next layout, so whether the element is below is
   * known without a layout forced in the caller's task.
   */
  onlyBelow?: boolean;
}

/**
 * Calls `start` once `element` comes within `margin` (an IntersectionObserver root margin) of
 * the window or focus moves into it, or at the page's first key press or print; at once if one
 * of those came first. A start set off by the window or a key runs in a task of its own.
 * Returns a function that cancels the wait.
 */
export function whenNear(
  element: Element,
  margin: string,
  start: () => void,
  { onlyBelow = false }: NearOptions = {},
): () => void {
  // Focus that reached it before it waited (a screen reader's, as the page loaded) counts too.
  if (woken || element.matches(':focus-within')) {
    start();
    return () => {};
  }
  const near = (entry: IntersectionObserverEntry) =>
    entry.isIntersecting || (onlyBelow && entry.boundingClientRect.top < window.innerHeight);
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The browser reports to every observer of the page in one task: each start that a report
  // sets off goes in a task of its own, so sections coming near together render one by one.
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some(near)) return;
      cancel();
      timer = setTimeout(start);
    },
    { rootMargin: margin },
  );
  const cancel = () => {
    observer.disconnect();
    element.removeEventListener('focusin', begin);
    waiting.delete(begin);
    clearTimeout(timer);
  };
  function begin() {
    cancel();
    start();
  }
  observer.observe(element);
  element.addEventListener('focusin', begin);
  waiting.add(begin);
  return cancel;
}
