/** Folds the runs of each measurement into the medians and worst cases the report shows. */
import type { AloneRun } from './alone.ts';
import type { ChunkSize } from './chunks.ts';
import type { FrameRun, FrameTime } from './frames.ts';
import type { LighthouseRun } from './lighthouse.ts';
import type { FrameSummary, LighthouseMetrics, LighthouseSummary, Results } from './results.ts';
import type { ScrollRun } from './scroll.ts';
import { median, medianOf } from './stats.ts';

const LIGHTHOUSE_FIGURES = ['score', 'fcp', 'lcp', 'tbt', 'threadTbt', 'cls', 'bytes'] as const;

export function summariseLighthouse(
  runs: LighthouseRun[],
  failures: string[] = [],
): LighthouseSummary {
  if (!runs.length) return { median: null, range: null, runs, failures };
  const extreme = (pick: (...values: number[]) => number) =>
    Object.fromEntries(
      LIGHTHOUSE_FIGURES.map((key) => [key, pick(...runs.map((run) => run[key]))]),
    ) as LighthouseMetrics;
  return {
    median: medianOf(runs, LIGHTHOUSE_FIGURES),
    range: { min: extreme(Math.min), max: extreme(Math.max) },
    runs,
    failures,
  };
}

export function summariseFrames(runs: readonly FrameRun[]): Record<string, FrameSummary> {
  const tags = [...new Set(runs.flatMap((run) => Object.keys(run.sections)))];
  return Object.fromEntries(
    tags.map((tag): [string, FrameSummary] => {
      const own = runs.map((run) => run.sections[tag]).filter((frame) => frame !== undefined);
      const pairs = runs.flatMap((run) => {
        const section = run.sections[tag];
        const reference = run.reference[tag];
        return section?.ms != null && reference?.ms != null
          ? [{ ms: section.ms, reference: reference.ms }]
          : [];
      });
      const scripts = own.flatMap((frame) => (frame.scriptMs === null ? [] : [frame.scriptMs]));
      const ratios = (frames: (FrameTime | undefined)[]) =>
        frames.flatMap((frame) => (frame?.pixelRatio == null ? [] : [frame.pixelRatio]));
      const ownRatios = ratios(own);
      const cubeRatios = ratios(runs.map((run) => run.reference[tag]));
      const status = pairs.length
        ? 'measured'
        : own.length && own.every((frame) => frame.status === 'no-loop')
          ? 'no-loop'
          : 'not-ready';
      return [
        tag,
        {
          status,
          canvas: own.find((frame) => frame.canvas)?.canvas ?? null,
          ms: pairs.length ? median(pairs.map((pair) => pair.ms)) : null,
          scriptMs: scripts.length ? median(scripts) : null,
          pixelRatio: ownRatios.length ? median(ownRatios) : null,
          referencePixelRatio: cubeRatios.length ? median(cubeRatios) : null,
          reference: pairs.length ? median(pairs.map((pair) => pair.reference)) : null,
          ratio: pairs.length ? median(pairs.map((pair) => pair.ms / pair.reference)) : null,
          frames: own.map((frame) => frame.frames),
          stages: own.flatMap((frame) => (frame.stage === undefined ? [] : [frame.stage])),
        },
      ];
    }),
  );
}

/** Off-screen frames of each section per run, summed over the stops. */
export function offScreenFrames(runs: readonly ScrollRun[]): Record<string, number[]> {
  const tags = [
    ...new Set(
      runs.flatMap((run) => run.stops.flatMap((stop) => Object.keys(stop.offScreenFrames))),
    ),
  ];
  return Object.fromEntries(
    tags.map((tag) => [
      tag,
      runs.map((run) => run.stops.reduce((sum, stop) => sum + (stop.offScreenFrames[tag] ?? 0), 0)),
    ]),
  );
}

export function contextExcess(run: ScrollRun): number {
  return Math.max(...run.stops.map((stop) => stop.contexts - stop.allowed));
}

export function summarisePage(runs: readonly ScrollRun[]): Results['page'] {
  const first = runs[0]!;
  const fcps = runs.map((run) => run.fcp).filter((fcp) => fcp !== null);
  return {
    ...medianOf(runs, ['total', 'js', 'jsBeforeFcp', 'heap']),
    jsBeforeFcpRuns: runs.map((run) => run.jsBeforeFcp),
    fcp: fcps.length ? median(fcps) : null,
    scriptsBeforeFcp: [...new Set(runs.flatMap((run) => run.scriptsBeforeFcp))],
    resources: first.transfers.map(({ path, type, bytes }) => ({ path, type, bytes })),
    notReady: [...new Set(runs.flatMap((run) => run.notReady))],
    returns: summariseReturns(runs),
    errors: [...new Set(runs.flatMap((run) => run.errors))],
  };
}

export function summariseAlone(runs: Record<string, AloneRun[]>): Results['alone'] {
  return Object.fromEntries(
    Object.entries(runs).map(([tag, list]) => [
      tag,
      {
        ...medianOf(list, ['total', 'js', 'requests', 'stillFrames']),
        resources: list[0]?.resources ?? [],
      },
    ]),
  );
}

export function markChunks(chunks: ChunkSize[], runs: readonly ScrollRun[]): Results['chunks'] {
  const loaded = new Set(runs.flatMap((run) => run.transfers.map((transfer) => transfer.path)));
  const early = new Set(runs.flatMap((run) => run.scriptsBeforeFcp));
  return chunks.map((chunk) => ({
    ...chunk,
    loaded: loaded.has(chunk.path),
    beforeFcp: early.has(chunk.path),
  }));
}

/** Medians per section of the figures measured on the way back up (null: never measured). */
export function summariseReturns(runs: readonly ScrollRun[]): Results['page']['returns'] {
  const tags = [...new Set(runs.flatMap((run) => Object.keys(run.returns)))];
  const medianOrNull = (values: (number | null | undefined)[]) => {
    const known = values.filter((value): value is number => typeof value === 'number');
    return known.length ? median(known) : null;
  };
  return Object.fromEntries(
    tags.map((tag) => [
      tag,
      {
        reentryMs: medianOrNull(runs.map((run) => run.returns[tag]?.reentryMs)),
        snapshotMs: medianOrNull(runs.map((run) => run.returns[tag]?.snapshotMs)),
        keepMs: medianOrNull(runs.map((run) => run.returns[tag]?.keepMs)),
      },
    ]),
  );
}
