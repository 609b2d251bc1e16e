/** bench/results.md: every figure beside its budget, then the detail behind it. */
import { AUDITS, auditName, type AuditId } from './audits.ts';
import { bytes, FIGURES, kb, milliseconds } from './budgets.ts';
import { DIAGNOSTIC_ROWS } from './lighthouse.ts';
import type { LighthouseSummary, Results } from './results.ts';

/** Fetches named per element alone: enough to see what dominates. */
const LARGEST_SHOWN = 3;

function pixelRatioText(ratio: number | null): string {
  return ratio === null ? '-' : ratio.toFixed(2);
}

function table(head: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

/** A figure's median with its spread over the runs, e.g. "1.74 s (1.70-1.81 s)". */
function spread(summary: LighthouseSummary, figure: keyof typeof FIGURES): string {
  const { show } = FIGURES[figure];
  const { median, range } = summary;
  if (!median || !range) return '-';
  const low = show(range.min[figure]);
  const high = show(range.max[figure]);
  if (low === high) return show(median[figure]);
  // The unit once, after the highest: "1.70-1.81 s".
  const unit = / [a-zA-Z]+$/.exec(high)?.[0] ?? '';
  const lowest = low.endsWith(unit) ? low.slice(0, low.length - unit.length) : low;
  return `${show(median[figure])} (${lowest}-${high})`;
}

function lighthouseRow(id: AuditId, summary: LighthouseSummary) {
  const runs = String(summary.runs.length);
  const failed = summary.failures.length
    ? `; ${summary.failures.length} failed: ${summary.failures.join('; ')}`
    : '';
  return [
    auditName(id),
    ...(['score', 'fcp', 'lcp', 'tbt', 'threadTbt', 'cls', 'bytes'] as const).map((figure) =>
      spread(summary, figure),
    ),
    runs + failed,
  ];
}

/** The audits that ran, in AUDITS order. */
const audited = (results: Results) =>
  (Object.keys(AUDITS) as AuditId[]).flatMap((id): [AuditId, LighthouseSummary][] => {
    const summary = results.lighthouse[id];
    return summary ? [[id, summary]] : [];
  });

function referenceLine(reference: Results['reference']): string {
  if (!reference) return 'Reference commit: skipped (BENCH_REFERENCE=none).';
  const commit = reference.commit.slice(0, 7);
  if (reference.error) return `Reference commit ${commit}: **not measured**: ${reference.error}`;
  return `Reference commit ${commit}, ${reference.built ? 'built in this run' : 'built by an earlier run'}.`;
}

/** The Next.js app's long tasks beside the page's, run by run, and the ratio of the medians. */
function appsTable(apps: Results['apps'] | undefined): string {
  if (!apps?.page.length) return 'not measured';
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
  const runs = (list: Results['apps']['page']) =>
    list
      .map(
        (run) => `${Math.round(run.total)} ms (${run.count}, longest ${Math.round(run.longest)})`,
      )
      .join('; ');
  const page = median(apps.page.map((run) => run.total));
  const next = median(apps.next.map((run) => run.total));
  return table(
    ['site', 'long tasks per run (count, longest)', 'median'],
    [
      ['standalone page', runs(apps.page), `${Math.round(page)} ms`],
      [
        'Next.js app',
        runs(apps.next),
        `${Math.round(next)} ms (${page ? (next / page).toFixed(2) : '-'}x)`,
      ],
    ],
  );
}

const THREAD_TBT_NOTE =
  "TBT from thread time: Lighthouse's sum (each main-thread task after the first contentful paint, " +
  'slowed 4x on mobile, less 50 ms) over the time each task ran rather than the time it took, from ' +
  "the trace of the same run (bench/thread-blocking.ts). On this machine's two cores a task often " +
  'waits for a core as long as it runs, so this is the part of the TBT that is the page’s own work. ' +
  'A figure only: every budget reads the TBT.';

export function renderReport(results: Results): string {
  const missed = results.budgets.filter((budget) => !budget.pass);
  const { page } = results;
  const parts = [
    '# Benchmark results',
    `${results.date} · ${results.machine.cpus} CPUs · Node ${results.machine.node} · ${results.machine.chromium} (software WebGL) · ` +
      `${results.runs.playwright} Playwright runs, Lighthouse ${results.runs.lighthouse} runs on ?still and ${results.runs.lighthouseShipped} as shipped · ` +
      `${Math.round(results.durationMs / 1000)} s`,
    referenceLine(results.reference),
    missed.length
      ? `**${missed.length} of ${results.budgets.length} budgets missed.**`
      : `**All ${results.budgets.length} budgets hold.**`,
    '## Budgets',
    table(
      ['measure', 'figure', 'budget', '', 'note'],
      results.budgets.map((budget) => [
        budget.name,
        budget.value,
        budget.budget,
        budget.pass ? 'ok' : '**MISSED**',
        budget.note ?? '',
      ]),
    ),
    '## Lighthouse (medians, lowest-highest run in brackets; performance only; mobile = simulated slow 4G, 4x CPU)',
    "page: the standalone page (dist/index.html), and its text floor (the same HTML without stylesheets, inline styles, preloads and scripts); blog (snippets): an owner's blog on another origin with dist/snippet.html's lines, the hero's snippet in its first screen and the other sections' bare tags further down, and the same blog without the sections; reference: the reference commit's standalone page. Runs go in rounds, one of each audit a round.",
    THREAD_TBT_NOTE,
    table(
      ['audit', 'score', 'FCP', 'LCP', 'TBT', 'TBT from thread time', 'CLS', 'total bytes', 'runs'],
      audited(results).map(([id, summary]) => lighthouseRow(id, summary)),
    ),
    '## Lighthouse, every run (in the order they ran; a round holds one run of each audit)',
    table(
      [
        'audit',
        'run',
        'score',
        'FCP',
        'LCP',
        'TBT',
        'TBT from thread time',
        'CLS',
        'render-blocking',
      ],
      audited(results).flatMap(([id, summary]) =>
        summary.runs.map((run, index) => [
          auditName(id),
          index + 1,
          ...(['score', 'fcp', 'lcp', 'tbt', 'threadTbt', 'cls'] as const).map((figure) =>
            FIGURES[figure].show(run[figure]),
          ),
          (run.renderBlocking ?? []).join(', ') || '-',
        ]),
      ),
    ),
    '## Main-thread work seen by Lighthouse (first completed run of each)',
    table(
      ['audit', 'by kind', 'by script', 'longest tasks (start: length, script)'],
      audited(results).map(([id, summary]) => {
        const run = summary.runs[0];
        if (!run) return [auditName(id), '-', '-', '-'];
        return [
          auditName(id),
          run.work.map((item) => `${item.kind} ${milliseconds(item.ms)}`).join(', '),
          run.scripts.map((item) => `${item.url} ${milliseconds(item.ms)}`).join(', '),
          run.longTasks
            .slice(0, DIAGNOSTIC_ROWS)
            .map((task) => `${milliseconds(task.startMs)}: ${milliseconds(task.ms)} ${task.url}`)
            .join(', ') || '-',
        ];
      }),
    ),
    '## Whole page at 1280x720, scrolled top to bottom (medians, gzip on the wire)',
    table(
      ['figure', 'value'],
      [
        ['transferred, total', kb(page.total)],
        ['transferred, JS', kb(page.js)],
        ['JS fetched before first contentful paint', kb(page.jsBeforeFcp)],
        ['first contentful paint', page.fcp === null ? 'none' : milliseconds(page.fcp)],
        ['JS heap after scrolling (after GC)', `${(page.heap / 1e6).toFixed(1)} MB`],
        ['requests off 127.0.0.1', results.offHost.length],
        ['3D sections never ready', page.notReady.join(', ') || 'none'],
        ['page errors', page.errors.join('; ') || 'none'],
      ],
    ),
    '## Returning to a released 3D section (scrolled back up after the heap was read, medians)',
    table(
      [
        'section',
        're-entry to live first frame',
        'last frame kept at release',
        'copy kept while drawing (for a loss)',
      ],
      Object.entries(page.returns).map(([tag, figures]) => [
        tag,
        ...[figures.reentryMs, figures.snapshotMs, figures.keepMs].map((ms) =>
          ms === null ? '-' : milliseconds(ms),
        ),
      ]),
    ),
    '## Scripts in dist/ (sorted by gzip size)',
    table(
      ['script', 'raw', 'gzip', 'brotli', 'loaded by the page', 'before FCP'],
      results.chunks.map((chunk) => [
        chunk.path,
        kb(chunk.raw),
        kb(chunk.gzip),
        kb(chunk.brotli),
        chunk.loaded ? 'yes' : '',
        chunk.beforeFcp ? 'yes' : '',
      ]),
    ),
    '## Each element alone on an empty page (first load, medians)',
    table(
      [
        'element',
        'transferred',
        'of which JS',
        'requests',
        'frames/s with ?still',
        'largest fetches',
      ],
      Object.entries(results.alone).map(([tag, alone]) => [
        tag,
        kb(alone.total),
        kb(alone.js),
        alone.requests,
        alone.stillFrames,
        alone.resources
          .slice(0, LARGEST_SHOWN)
          .map((resource) => `${resource.path.split('/').pop()} ${kb(resource.bytes)}`)
          .join(', '),
      ]),
    ),
    `## Each element's bundle on an English-only page (gzip: its entry and every chunk it imports statically), against ${results.bundles.before.commit.slice(0, 7)}, before languages`,
    table(
      ['element', 'now', 'before languages', 'growth'],
      Object.entries(results.bundles.elements).map(([tag, element]) => [
        tag,
        bytes(element.bytes),
        element.before === null ? '-' : bytes(element.before),
        element.before === null ? '-' : bytes(element.bytes - element.before),
      ]),
    ),
    '## Live WebGL contexts while scrolling (first run)',
    table(
      ['scroll y', 'live contexts', 'allowed (3D sections within one viewport height)'],
      results.contexts.stops.map((stop) => [stop.y, stop.contexts, stop.allowed]),
    ),
    '## Frames drawn while off screen (per run, summed over the stops)',
    table(
      ['section', 'frames'],
      Object.entries(results.offScreenFrames).map(([tag, runs]) => [tag, runs.join(', ')]),
    ),
    '## Frame time in view: counting window / frames drawn (medians over the windows)',
    table(
      [
        'section',
        'canvas',
        'section',
        'one lit cube',
        'ratio',
        'pixel ratio (section / cube)',
        'main-thread JS per frame',
        'frames per window',
      ],
      Object.entries(results.frameTime).map(([tag, frame]) => [
        tag,
        frame.canvas ? `${frame.canvas.width}x${frame.canvas.height}` : '-',
        frame.ms === null ? frame.status : `${frame.ms.toFixed(1)} ms`,
        frame.reference === null ? '-' : `${frame.reference.toFixed(1)} ms`,
        frame.ratio === null ? '-' : `${frame.ratio.toFixed(2)}x`,
        `${pixelRatioText(frame.pixelRatio)} / ${pixelRatioText(frame.referencePixelRatio)}`,
        frame.scriptMs === null ? '-' : `${frame.scriptMs.toFixed(1)} ms`,
        frame.frames.join(', '),
      ]),
    ),
    '## Long tasks while scrolling: the Next.js app (tests/consumers/next) against the page',
    appsTable(results.apps),
    "## At rest: the frame drawn at the screen's whole pixel ratio once motion stops",
    table(
      [
        'section',
        'thread',
        'pixel ratio (running / at rest)',
        'to the resting frame',
        "page's long tasks meanwhile",
      ],
      Object.entries(results.rest ?? {}).flatMap(([tag, costs]) =>
        costs.map((cost) => [
          tag,
          cost.thread === 'page' ? "page's (?worker=off)" : 'worker',
          `${pixelRatioText(cost.runningRatio)} / ${pixelRatioText(cost.restRatio)}`,
          cost.ms === null ? 'never shown' : `${Math.round(cost.ms)} ms`,
          `${Math.round(cost.pageLongTasksMs)} ms`,
        ]),
      ),
    ),
  ];
  return parts.join('\n\n') + '\n';
}
