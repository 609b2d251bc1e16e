/**
 * `npx tsx bench/blog-cpu.ts [dist…]` (after `npm run build`): the blog's blocking time as a quiet
 * machine would see it, for when the machine is shared. Lighthouse's mobile TBT (bench/blog-tbt.ts)
 * is lantern's simulation of each observed task's wall-clock time x4, and on a loaded machine a
 * task's wall-clock time is several times its CPU time. This loads the blog with the sections and
 * without them (`/?bare`) in Chromium at Lighthouse's mobile size, unthrottled, with a trace, and
 * takes each main-thread task's thread CPU time instead, x4, summing its excess over 50 ms after
 * the first contentful paint (over TRACE_MS). With several builds, each build's pair in every
 * round. Prints every run with its four longest tasks and what ran in them, then the medians.
 *
 * BENCH_RUNS (default 3): rounds.
 */
import type { Browser } from 'playwright-core';
import { launch } from './browser.ts';
import { serveBuildBlogs } from './build-blogs.ts';
import { median } from './stats.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** Lighthouse's mobile preset: its screen, and its CPU slowdown. */
const MOBILE = { width: 412, height: 823, deviceScaleFactor: 1.75 };
const SLOWDOWN = 4;
/** Tasks longer than this block (TBT counts each one's excess). */
const BLOCKING_MS = 50;
/** How long after the load event the trace runs. */
const TRACE_MS = 10_000;
/** What a long task is shown to hold, by trace event name. */
const SHOWN = new Set([
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'HandlePostMessage',
  'FireAnimationFrame',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'Commit',
]);

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** Thread CPU time, in microseconds. */
  tdur?: number;
  args?: { data?: { url?: string } };
}

interface Task {
  /** ms after the first contentful paint */
  at: number;
  /** thread CPU time x SLOWDOWN, ms */
  ms: number;
  holds: string;
}

const cpuMs = (event: TraceEvent) => ((event.tdur ?? event.dur ?? 0) / 1000) * SLOWDOWN;

async function traceOf(browser: Browser, url: string): Promise<TraceEvent[]> {
  const { width, height, deviceScaleFactor } = MOBILE;
  const context = await browser.newContext({
    viewport: { width, height },
    deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) =>
      events.push(...(value as unknown as TraceEvent[])),
    );
    const complete = new Promise<void>((done) => cdp.once('Tracing.tracingComplete', () => done()));
    await cdp.send('Tracing.start', {
      categories: 'devtools.timeline,disabled-by-default-devtools.timeline,loading,toplevel',
      transferMode: 'ReportEvents',
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(TRACE_MS);
    await cdp.send('Tracing.end');
    await complete;
    return events;
  } finally {
    await context.close();
  }
}

/** The page's main-thread tasks after its first contentful paint, longest first. */
function tasksOf(events: TraceEvent[]): Task[] {
  const fcp = events.find((event) => event.name === 'firstContentfulPaint');
  if (!fcp) throw new Error('the trace has no first contentful paint');
  const onMain = events.filter(
    (event) => event.pid === fcp.pid && event.tid === fcp.tid && event.ph === 'X',
  );
  return onMain
    .filter((event) => event.name === 'ThreadControllerImpl::RunTask' && event.ts >= fcp.ts)
    .map((task) => {
      const end = task.ts + (task.dur ?? 0);
      const held = new Map<string, number>();
      for (const event of onMain) {
        if (!SHOWN.has(event.name) || event.ts < task.ts || event.ts + (event.dur ?? 0) > end)
          continue;
        const file = event.args?.data?.url?.split('/').pop();
        const label = event.name === 'FunctionCall' ? `${file ?? 'script'}` : event.name;
        held.set(label, (held.get(label) ?? 0) + cpuMs(event));
      }
      const holds = [...held]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([label, ms]) => `${label} ${Math.round(ms)}`)
        .join(', ');
      return { at: Math.round((task.ts - fcp.ts) / 1000), ms: cpuMs(task), holds };
    })
    .sort((a, b) => b.ms - a.ms);
}

const sites = (await serveBuildBlogs(process.argv.slice(2))).map((site) => ({
  ...site,
  blocking: { sections: [] as number[], bare: [] as number[] },
}));
const browser = await launch();
try {
  for (let index = 0; index < RUNS; index += 1) {
    for (const site of sites) {
      for (const variant of ['sections', 'bare'] as const) {
        const url = variant === 'bare' ? `${site.blog.url}?bare` : site.blog.url;
        const tasks = tasksOf(await traceOf(browser, url));
        const blocking = Math.round(
          tasks.reduce((sum, task) => sum + Math.max(0, task.ms - BLOCKING_MS), 0),
        );
        site.blocking[variant].push(blocking);
        const longest = tasks
          .slice(0, 4)
          .map((task) => `${Math.round(task.ms)} ms at ${task.at} ms (${task.holds})`);
        console.log(
          `${site.dist} ${variant} ${index + 1}/${RUNS}: ${blocking} ms; ${longest.join('; ')}`,
        );
      }
    }
  }
  for (const { dist, blocking } of sites) {
    console.log(
      `${dist}: with the sections ${median(blocking.sections)} ms (${blocking.sections.join(', ')}), without ${median(blocking.bare)} ms (${blocking.bare.join(', ')})`,
    );
  }
} finally {
  await browser.close();
  await Promise.all(sites.map((site) => site.close()));
}
