/** The shape of bench/results.json. Byte figures are bytes; times are milliseconds. */
import type { BundleSizes } from './bundles.ts';
import type { AuditId } from './audits.ts';
import type { ChunkSize } from './chunks.ts';
import type { RestCost } from './rest.ts';
import type { AppLongTasks } from './next-app.ts';
import type { LighthouseRun } from './lighthouse.ts';
import type { ReferenceSummary } from './reference.ts';
import type { ScrollStop } from './scroll.ts';

export type LighthouseMetrics = Omit<
  LighthouseRun,
  'warning' | 'tti' | 'scripts' | 'work' | 'longTasks' | 'renderBlocking'
>;

export interface LighthouseSummary {
  /** Medians over the runs that completed; null when none did. */
  median: LighthouseMetrics | null;
  /** The lowest and highest of each figure over the runs that completed; null when none did. */
  range: { min: LighthouseMetrics; max: LighthouseMetrics } | null;
  runs: LighthouseRun[];
  /** Runs Lighthouse could not complete (e.g. the page stopped responding), with its reason. */
  failures: string[];
}

export interface FrameSummary {
  /** measured in some run; no-loop: drew no frame loop in view; not-ready: never loaded. */
  status: 'measured' | 'no-loop' | 'not-ready';
  /** CSS size of the section's canvas (the reference cube's canvas has the same). */
  canvas: { width: number; height: number } | null;
  /** Median ms per frame of the section in view; null when it ran no frame loop. */
  ms: number | null;
  /** Median main-thread ms of the section's frame callbacks (JavaScript, WebGL calls). */
  scriptMs: number | null;
  /** Median pixel ratio the section's canvas drew at once adaptive resolution settled. */
  pixelRatio: number | null;
  /** The same for the reference cube. */
  referencePixelRatio: number | null;
  /** Median ms per frame of the reference cube. */
  reference: number | null;
  /** Median over runs of section / reference, each pair measured in the same run. */
  ratio: number | null;
  /** Frames the section drew in each run's counting window. */
  frames: number[];
  /** Where the section was left in each run it never became ready (see FrameTime.stage). */
  stages: string[];
}

export interface Results {
  date: string;
  machine: { cpus: number; node: string; chromium: string };
  runs: { playwright: number; lighthouse: number; lighthouseShipped: number };
  durationMs: number;
  /**
   * The reference commit measured beside ours (bench/reference.ts); null when BENCH_REFERENCE=none.
   * `error`: it could not be built or served, and its audits did not run.
   */
  reference: ReferenceSummary;
  /** Each audit run (bench/audits.ts); the reference's are absent when it was skipped. */
  lighthouse: Partial<Record<AuditId, LighthouseSummary>>;
  page: {
    /** Medians over runs of the whole page scrolled top to bottom, every 3D section loaded. */
    total: number;
    js: number;
    jsBeforeFcp: number;
    /** JS before first contentful paint in each run (it depends on a race: see the README). */
    jsBeforeFcpRuns: number[];
    fcp: number | null;
    scriptsBeforeFcp: string[];
    /** Bytes per served path in the first run (gzip-encoded where the server compressed). */
    resources: { path: string; type: string; bytes: number }[];
    /** 3D sections that never became ready in some run. */
    notReady: string[];
    heap: number;
    /**
     * Per 3D section scrolled back to once released (medians over runs; null when never
     * measured): remount to live first frame, the cost of keeping its last frame at release, and
     * of the copy a drawing stage keeps now and then for a lost context.
     */
    returns: Record<
      string,
      { reentryMs: number | null; snapshotMs: number | null; keepMs: number | null }
    >;
    errors: string[];
  };
  chunks: (ChunkSize & { loaded: boolean; beforeFcp: boolean })[];
  /** First-load bytes of each element alone on an otherwise empty page (medians). */
  alone: Record<
    string,
    {
      total: number;
      js: number;
      requests: number;
      /** Frames drawn in a second with `?still` once loaded (0 when it honours the flag). */
      stillFrames: number;
      resources: { path: string; bytes: number }[];
    }
  >;
  /** Each element's bundle before it renders, against the build before languages. */
  bundles: BundleSizes;
  /** Every request to a host other than 127.0.0.1, in any run. */
  offHost: string[];
  contexts: {
    /** The first run's stops. */
    stops: ScrollStop[];
    /** Worst (contexts - allowed) over the stops of each run. */
    excessPerRun: number[];
  };
  /** Frames each 3D section drew while off screen, per run (summed over the stops). */
  offScreenFrames: Record<string, number[]>;
  frameTime: Record<string, FrameSummary>;
  /** What each section's resting frame at the screen's whole ratio costs, on each thread. */
  rest: Record<string, RestCost[]>;
  /** Long tasks while scrolling: the Next.js app against the standalone page, per run. */
  apps: AppLongTasks;
  budgets: BudgetResult[];
}

export interface BudgetResult {
  name: string;
  /** The figure as shown, e.g. "1.2 s". */
  value: string;
  /** The budget as shown, e.g. "<= 1.8 s". */
  budget: string;
  pass: boolean;
  note?: string;
}
