/**
 * The blocking time a page's own work makes, read from the trace Lighthouse records: each
 * main-thread task after the first contentful paint, by its thread time (the time the thread
 * ran, not the time it waited for a core), times Lighthouse's CPU slowdown, less 50 ms.
 *
 * Lighthouse's TBT is the same sum over wall time. On a 2-core machine, where the browser's other
 * processes, Lighthouse itself and the page's workers share the cores, a task's wall time is
 * often twice its thread time or more, and the TBT of a page without any script moves by 100 ms
 * from run to run. This figure is beside it, so that a budget's miss can be told apart from the
 * machine's load; no budget reads it.
 */

/** Longer than this (at the slowed speed) a task blocks input: the excess counts. */
export const BLOCKING_THRESHOLD_MS = 50;

/** Lighthouse's CPU slowdown: 4x for mobile, none for the desktop preset. */
export const CPU_SLOWDOWN = { mobile: 4, desktop: 1 } as const;

export interface TraceEvent {
  name: string;
  ph?: string;
  pid?: number;
  tid?: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: { documentLoaderURL?: string } };
}

/**
 * Sums the blocking time of the audited page's main-thread tasks after its first contentful
 * paint; null when the trace has no navigation or no first contentful paint to start from.
 */
export function threadBlockingTime(events: readonly TraceEvent[], slowdown: number): number | null {
  // Lighthouse opens about:blank first: the audited page is the navigation to an http URL.
  const navigation = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      /^https?:/.test(event.args?.data?.documentLoaderURL ?? ''),
  );
  if (!navigation) return null;
  const onMainThread = (event: TraceEvent) =>
    event.pid === navigation.pid && event.tid === navigation.tid;
  const paint = events.find(
    (event) =>
      event.name === 'firstContentfulPaint' && onMainThread(event) && event.ts >= navigation.ts,
  );
  if (!paint) return null;
  let blocking = 0;
  for (const event of events) {
    if (event.name !== 'RunTask' || event.ph !== 'X' || !onMainThread(event)) continue;
    if (event.ts < paint.ts) continue;
    const threadMs = (event.tdur ?? event.dur ?? 0) / 1000;
    blocking += Math.max(0, threadMs * slowdown - BLOCKING_THRESHOLD_MS);
  }
  return blocking;
}
