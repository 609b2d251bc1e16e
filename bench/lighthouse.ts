/**
 * Lighthouse (the npm package's CLI, in a child process so each run starts clean) on Debian
 * Chromium, launched as the tests launch it (LEAN_CHROMIUM): chrome-launcher finds the browser
 * through CHROME_PATH and never downloads one.
 * Performance category only, mobile (the default: simulated slow 4G and 4x CPU slowdown) or
 * desktop preset.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { CHROMIUM_PATH, LEAN_CHROMIUM } from '../tests/support/chromium.mjs';
import {
  BLOCKING_THRESHOLD_MS,
  CPU_SLOWDOWN,
  threadBlockingTime,
  type TraceEvent,
} from './thread-blocking.ts';

export type FormFactor = 'mobile' | 'desktop';

export interface LighthouseRun {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  /**
   * The TBT of the page's own work: the same sum over its main-thread tasks' thread time, from
   * Lighthouse's trace (thread-blocking.ts). A figure beside the TBT; no budget reads it.
   */
  threadTbt: number;
  cls: number;
  bytes: number;
  /** Main-thread time per script (Lighthouse's bootup-time), largest first. */
  scripts: { url: string; ms: number }[];
  /** Main-thread time per kind of work (mainthread-work-breakdown), largest first. */
  work: { kind: string; ms: number }[];
  /** Lighthouse's time to interactive: the end of the window its TBT counts. */
  tti: number;
  /**
   * Every long main-thread task (long-tasks), longest first, at Lighthouse's simulated start
   * and length: what the TBT is made of, with the script each is attributed to.
   */
  longTasks: { url: string; startMs: number; ms: number }[];
  /** Requests that held the first paint (render-blocking-resources), by path. */
  renderBlocking: string[];
  /** Set when Lighthouse reported a run-time problem (e.g. the page never went quiet). */
  warning?: string;
}

/** Rows kept from each diagnostic table, and long tasks the report shows: enough to name what dominates. */
export const DIAGNOSTIC_ROWS = 6;

/** A run that never settles is cut off here; Lighthouse still scores what it saw. */
const MAX_WAIT_FOR_LOAD_MS = 30_000;
/** Hard limit on one run, launch and teardown included. */
const RUN_TIMEOUT_MS = 150_000;

/** A failure's reason is kept short enough for a table cell. */
const MAX_REASON_CHARS = 300;

const cli = join(
  dirname(createRequire(import.meta.url).resolve('lighthouse/package.json')),
  'cli/index.js',
);

interface Audit {
  numericValue?: number;
  details?: { items?: Record<string, unknown>[] };
}
interface Report {
  categories: { performance: { score: number | null } };
  audits: Record<string, Audit | undefined>;
  runWarnings?: string[];
  runtimeError?: { message: string };
}

function numeric(report: Report, id: string): number {
  const value = report.audits[id]?.numericValue;
  if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${id}`);
  return value;
}

/** The rows of an audit's table as [label, ms], largest first. */
function rows(report: Report, id: string, label: string, ms: string): [string, number][] {
  const items = report.audits[id]?.details?.items ?? [];
  return items
    .map((item): [string, number] => [String(item[label]), Number(item[ms])])
    .filter(([, value]) => Number.isFinite(value))
    .sort((a, b) => b[1] - a[1])
    .slice(0, DIAGNOSTIC_ROWS);
}

/** The bench server's URLs without their origin (its port changes every run). */
function localPath(url: string): string {
  return url.replace(/^https?:\/\/127\.0\.0\.1:\d+/, '');
}

export function parseReport(report: Report): Omit<LighthouseRun, 'threadTbt'> {
  if (report.runtimeError) throw new Error(`Lighthouse: ${report.runtimeError.message}`);
  const score = report.categories.performance.score;
  if (score === null) throw new Error('Lighthouse gave no performance score');
  const run: Omit<LighthouseRun, 'threadTbt'> = {
    score: Math.round(score * 100),
    fcp: numeric(report, 'first-contentful-paint'),
    lcp: numeric(report, 'largest-contentful-paint'),
    tbt: numeric(report, 'total-blocking-time'),
    tti: numeric(report, 'interactive'),
    cls: numeric(report, 'cumulative-layout-shift'),
    bytes: numeric(report, 'total-byte-weight'),
    scripts: rows(report, 'bootup-time', 'url', 'total').map(([url, ms]) => ({
      url: localPath(url),
      ms,
    })),
    work: rows(report, 'mainthread-work-breakdown', 'groupLabel', 'duration').map(([kind, ms]) => ({
      kind,
      ms,
    })),
    longTasks: (report.audits['long-tasks']?.details?.items ?? [])
      .map((item) => ({
        url: localPath(String(item.url)),
        startMs: Number(item.startTime),
        ms: Number(item.duration),
      }))
      .filter((task) => Number.isFinite(task.ms) && Number.isFinite(task.startMs))
      .sort((a, b) => b.ms - a.ms),
    renderBlocking: (report.audits['render-blocking-resources']?.details?.items ?? []).map((item) =>
      localPath(String(item.url)),
    ),
  };
  if (report.runWarnings?.length) run.warning = report.runWarnings.join(' | ');
  return run;
}

/**
 * The run's TBT counted from `fromMs` instead of its own first contentful paint: each long
 * task's time past 50 ms within [fromMs, time to interactive], as Lighthouse sums it. Two pages
 * whose first paints differ are compared over the same window with it, since TBT counts nothing
 * before a page's first paint. Lighthouse averages two windows (its optimistic and pessimistic
 * paint and interactive times), so from the run's own paint this reads within about 15% of
 * its TBT.
 */
export function blockingAfter(run: Pick<LighthouseRun, 'longTasks' | 'tti'>, fromMs: number) {
  let blocking = 0;
  for (const task of run.longTasks) {
    const start = Math.max(task.startMs, fromMs);
    const end = Math.min(task.startMs + task.ms, run.tti);
    blocking += Math.max(0, end - start - BLOCKING_THRESHOLD_MS);
  }
  return blocking;
}

/** The run's report, and the trace it was computed from (saved beside it), parsed. */
async function readRun(directory: string, slowdown: number): Promise<LighthouseRun> {
  const report = JSON.parse(await readFile(join(directory, 'report.json'), 'utf8')) as Report;
  const run = parseReport(report);
  const trace = JSON.parse(await readFile(join(directory, 'report-0.trace.json'), 'utf8')) as
    { traceEvents: TraceEvent[] } | TraceEvent[];
  const threadTbt = threadBlockingTime(Array.isArray(trace) ? trace : trace.traceEvents, slowdown);
  if (threadTbt === null) throw new Error('Lighthouse trace has no first contentful paint');
  return { ...run, threadTbt };
}

export async function lighthouse(url: string, formFactor: FormFactor): Promise<LighthouseRun> {
  const directory = await mkdtemp(join(tmpdir(), 'bench-lighthouse-'));
  try {
    await runCli(url, formFactor, directory);
    return await readRun(directory, CPU_SLOWDOWN[formFactor]);
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

/** One Lighthouse run, its report and trace written into `directory`. */
function runCli(url: string, formFactor: FormFactor, directory: string): Promise<void> {
  const args = [
    cli,
    url,
    '--quiet',
    '--output=json',
    `--output-path=${join(directory, 'report.json')}`,
    '--save-assets',
    '--only-categories=performance',
    `--max-wait-for-load=${MAX_WAIT_FOR_LOAD_MS}`,
    `--chrome-flags=--headless=new ${LEAN_CHROMIUM.args.join(' ')}`,
    ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
  ];
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      args,
      {
        env: {
          ...process.env,
          // chrome-launcher starts CHROME_PATH: the launcher, which starts the browser.
          CHROME_PATH: LEAN_CHROMIUM.executablePath,
          LAUNCHER_CHROMIUM: CHROMIUM_PATH,
        },
        maxBuffer: 64 * 1024 * 1024,
        timeout: RUN_TIMEOUT_MS,
        // chrome-launcher closes its browser on SIGINT; a SIGTERM would orphan it.
        killSignal: 'SIGINT',
      },
      (error, _stdout, stderr) => {
        if (error) {
          // Lighthouse prints its reason (e.g. "the page stopped responding") on stderr.
          const reason = /Runtime error encountered: (.*)/.exec(stderr)?.[1] ?? error.message;
          reject(new Error(reason.slice(0, MAX_REASON_CHARS)));
          return;
        }
        resolve();
      },
    );
  });
}
