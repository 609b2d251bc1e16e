/**
 * The issues' budgets, checked against the measured figures. 1 KB = 1000 bytes. Lighthouse is
 * held on the `?still` page (score, LCP, TBT, CLS) and on the page as shipped, with its render
 * loops running (score and mobile TBT).
 */
import type { BudgetResult, LighthouseMetrics, LighthouseSummary, Results } from './results.ts';

export const BUDGETS = {
  mobileScore: 95,
  desktopScore: 99,
  mobileLcpMs: 1800,
  mobileTbtMs: 150,
  mobileCls: 0.01,
  jsBeforeFcpBytes: 100_000,
  wholePageBytes: 900_000,
  aloneBytes: 80_000,
  /** The elements held to the alone budget: the ones without 3D. */
  aloneTags: ['portfolio-nav', 'portfolio-contact', 'portfolio-footer'],
  offHostRequests: 0,
  offScreenFrames: 0,
  /** Each 3D section's frame time at most this many times the reference cube's. */
  frameTimeRatio: 2,
} as const;

export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
export const milliseconds = (ms: number) => `${Math.round(ms)} ms`;
export const cls = (shift: number) => shift.toFixed(3);

type Measured = Omit<Results, 'budgets'>;

function atMost(
  name: string,
  value: number,
  limit: number,
  show: (n: number) => string,
): BudgetResult {
  return { name, value: show(value), budget: `<= ${show(limit)}`, pass: value <= limit };
}

function atLeast(name: string, value: number, limit: number): BudgetResult {
  return { name, value: String(value), budget: `>= ${limit}`, pass: value >= limit };
}

/** A Lighthouse budget on a page's medians; no completed run is a miss, never a pass. */
function lighthouseBudget(
  name: string,
  summary: LighthouseSummary,
  check: (metrics: LighthouseMetrics) => BudgetResult,
  budget: string,
): BudgetResult {
  if (summary.median) return check(summary.median);
  return { name, value: 'not measured', budget, pass: false, note: summary.failures.join('; ') };
}

/** Score (both presets) and mobile TBT of one page's medians. */
function lighthouseCore(
  page: string,
  { mobile, desktop }: Results['lighthouse']['still'],
): BudgetResult[] {
  const score = (preset: string, summary: LighthouseSummary, limit: number) => {
    const name = `Lighthouse ${preset} score (${page})`;
    return lighthouseBudget(name, summary, (m) => atLeast(name, m.score, limit), `>= ${limit}`);
  };
  const tbt = `Lighthouse mobile TBT (${page})`;
  return [
    score('mobile', mobile, BUDGETS.mobileScore),
    score('desktop', desktop, BUDGETS.desktopScore),
    lighthouseBudget(
      tbt,
      mobile,
      (m) => atMost(tbt, m.tbt, BUDGETS.mobileTbtMs, milliseconds),
      `<= ${milliseconds(BUDGETS.mobileTbtMs)}`,
    ),
  ];
}

export function evaluateBudgets(results: Measured): BudgetResult[] {
  const { mobile } = results.lighthouse.still;
  const [stillMobileScore, stillDesktopScore, stillTbt] = lighthouseCore(
    '?still',
    results.lighthouse.still,
  );
  const list: BudgetResult[] = [
    stillMobileScore!,
    stillDesktopScore!,
    lighthouseBudget(
      'Lighthouse mobile LCP (?still)',
      mobile,
      (m) => atMost('Lighthouse mobile LCP (?still)', m.lcp, BUDGETS.mobileLcpMs, seconds),
      `<= ${seconds(BUDGETS.mobileLcpMs)}`,
    ),
    stillTbt!,
    lighthouseBudget(
      'Lighthouse mobile CLS (?still)',
      mobile,
      (m) => atMost('Lighthouse mobile CLS (?still)', m.cls, BUDGETS.mobileCls, cls),
      `<= ${cls(BUDGETS.mobileCls)}`,
    ),
    ...lighthouseCore('as shipped', results.lighthouse.shipped),
  ];

  const early = atMost(
    'JS before first contentful paint (gzip)',
    results.page.jsBeforeFcp,
    BUDGETS.jsBeforeFcpBytes,
    kb,
  );
  early.note = `per run: ${results.page.jsBeforeFcpRuns.map(kb).join(', ')}`;
  list.push(early);

  const whole = atMost(
    'Whole page, every 3D section loaded (gzip)',
    results.page.total,
    BUDGETS.wholePageBytes,
    kb,
  );
  if (results.page.notReady.length) {
    whole.pass = false;
    whole.note = `not every 3D section loaded: ${results.page.notReady.join(', ')}`;
  }
  list.push(whole);

  for (const tag of BUDGETS.aloneTags) {
    const alone = results.alone[tag];
    if (!alone) {
      list.push({
        name: `${tag} alone (gzip)`,
        value: 'not measured',
        budget: `<= ${kb(BUDGETS.aloneBytes)}`,
        pass: false,
      });
      continue;
    }
    list.push(atMost(`${tag} alone (gzip)`, alone.total, BUDGETS.aloneBytes, kb));
  }

  const offHost = atMost(
    'Requests off 127.0.0.1',
    results.offHost.length,
    BUDGETS.offHostRequests,
    String,
  );
  if (results.offHost.length) offHost.note = results.offHost.slice(0, 5).join(', ');
  list.push(offHost);

  for (const [tag, runs] of Object.entries(results.offScreenFrames)) {
    const worst = Math.max(...runs);
    const row = atMost(`Frames drawn off screen: ${tag}`, worst, BUDGETS.offScreenFrames, String);
    row.note = `worst of ${runs.length} runs (${runs.join(', ')})`;
    list.push(row);
  }

  const excess = Math.max(...results.contexts.excessPerRun);
  list.push({
    name: 'Live WebGL contexts beyond the 3D sections within one viewport height',
    value: String(Math.max(0, excess)),
    budget: '<= 0',
    pass: excess <= 0,
    note: `worst stop of ${results.contexts.excessPerRun.length} runs`,
  });

  for (const [tag, frame] of Object.entries(results.frameTime)) {
    const name = `Frame time in view vs one lit cube: ${tag}`;
    const budget = `<= ${BUDGETS.frameTimeRatio}x`;
    if (frame.status !== 'measured' || frame.ratio === null) {
      // A section that runs no frame loop in view costs nothing per frame; one that never
      // became ready was not measured, which is a miss, not a pass.
      list.push({
        name,
        value: frame.status === 'no-loop' ? 'no frame loop' : 'not measured',
        budget,
        pass: frame.status === 'no-loop',
        note: [
          `frames in the window: ${frame.frames.join(', ')}`,
          ...(frame.stages.length ? [`stage left ${frame.stages.join(', ')}`] : []),
        ].join('; '),
      });
      continue;
    }
    list.push({
      name,
      value: `${frame.ratio.toFixed(2)}x (${frame.ms!.toFixed(1)} vs ${frame.reference!.toFixed(1)} ms)`,
      budget,
      pass: frame.ratio <= BUDGETS.frameTimeRatio,
      note: frame.canvas
        ? `${frame.canvas.width}x${frame.canvas.height} canvas` +
          (frame.pixelRatio === null ? '' : ` at pixel ratio ${frame.pixelRatio.toFixed(2)}`)
        : undefined,
    });
  }
  return list;
}
