import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  contextExcess,
  offScreenFrames,
  summariseFrames,
  summariseLighthouse,
  summariseReturns,
} from './aggregate.ts';
import type { FrameRun, FrameTime } from './frames.ts';
import type { ScrollRun } from './scroll.ts';

const canvas = { width: 100, height: 50 };

/** A measured window: ms per frame, frames drawn, and the pixel ratio it drew at. */
const measured = (ms: number, frames: number, pixelRatio: number): FrameTime => ({
  status: 'measured',
  ms,
  scriptMs: null,
  frames,
  canvas,
  pixelRatio,
});

test('frame ratios pair each section with the cube of the same run, then take the median', () => {
  const runs: FrameRun[] = [
    { sections: { a: measured(10, 100, 0.5) }, reference: { a: measured(5, 400, 1) } },
    { sections: { a: measured(30, 60, 0.64) }, reference: { a: measured(10, 200, 1) } },
    { sections: { a: measured(12, 90, 0.5) }, reference: { a: measured(3, 600, 1) } },
  ];
  const summary = summariseFrames(runs).a!;
  // Per-run ratios 2, 3 and 4: the median is 3, not median(ms) / median(reference) = 12 / 5.
  assert.equal(summary.ratio, 3);
  assert.equal(summary.status, 'measured');
  assert.deepEqual(summary.frames, [100, 60, 90]);
  // The ratio each drew at once adaptive resolution settled, beside the cube's.
  assert.equal(summary.pixelRatio, 0.5);
  assert.equal(summary.referencePixelRatio, 1);
});

test('a section that never drew a loop is no-loop; one that never loaded is not-ready', () => {
  const runs: FrameRun[] = [
    {
      sections: {
        idle: { status: 'no-loop', ms: null, scriptMs: null, frames: 1, canvas, pixelRatio: 1 },
        broken: {
          status: 'not-ready',
          ms: null,
          scriptMs: null,
          frames: 0,
          canvas: null,
          pixelRatio: null,
          stage: 'loading',
        },
      },
      reference: {
        idle: { status: 'measured', ms: 4, scriptMs: null, frames: 500, canvas, pixelRatio: 1 },
      },
    },
  ];
  const summary = summariseFrames(runs);
  assert.equal(summary.idle!.status, 'no-loop');
  assert.equal(summary.idle!.ratio, null);
  assert.equal(summary.broken!.status, 'not-ready');
  // Where it was left, for the report.
  assert.deepEqual(summary.broken!.stages, ['loading']);
  assert.deepEqual(summary.idle!.stages, []);
});

function scroll(stops: ScrollRun['stops'], returns: ScrollRun['returns'] = {}): ScrollRun {
  return {
    returns,
    stops,
    transfers: [],
    total: 0,
    js: 0,
    fcp: 0,
    jsBeforeFcp: 0,
    scriptsBeforeFcp: [],
    offHost: [],
    heap: 0,
    sections: [],
    notReady: [],
    errors: [],
  };
}

test('off-screen frames are summed over the stops of each run', () => {
  const runs = [
    scroll([
      { y: 0, contexts: 1, allowed: 1, offScreenFrames: { hero: 0, about: 2 } },
      { y: 360, contexts: 1, allowed: 1, offScreenFrames: { hero: 3 } },
    ]),
    scroll([{ y: 0, contexts: 1, allowed: 1, offScreenFrames: { hero: 0 } }]),
  ];
  assert.deepEqual(offScreenFrames(runs), { hero: [3, 0], about: [2, 0] });
});

test('context excess is the worst stop', () => {
  const run = scroll([
    { y: 0, contexts: 2, allowed: 2, offScreenFrames: {} },
    { y: 360, contexts: 3, allowed: 2, offScreenFrames: {} },
    { y: 720, contexts: 0, allowed: 2, offScreenFrames: {} },
  ]);
  assert.equal(contextExcess(run), 1);
});

test('re-entry, snapshot and keep figures are medians per section, null where never measured', () => {
  const runs = [
    scroll([], {
      hero: { reentryMs: 300, snapshotMs: 40, keepMs: 6 },
      work: { reentryMs: null, snapshotMs: null, keepMs: null },
    }),
    scroll([], {
      hero: { reentryMs: 500, snapshotMs: 20, keepMs: 2 },
      work: { reentryMs: null, snapshotMs: 9, keepMs: 3 },
    }),
    scroll([], { hero: { reentryMs: 100, snapshotMs: null, keepMs: 4 } }),
  ];
  assert.deepEqual(summariseReturns(runs), {
    hero: { reentryMs: 300, snapshotMs: 30, keepMs: 4 },
    work: { reentryMs: null, snapshotMs: 9, keepMs: 3 },
  });
});

test("a Lighthouse summary gives each figure's median and its lowest and highest run", () => {
  const run = (score: number, tbt: number) => ({
    score,
    fcp: 800,
    lcp: 1500,
    tbt,
    threadTbt: tbt / 2,
    tti: 3000,
    cls: 0,
    bytes: 1000,
    scripts: [],
    work: [],
    longTasks: [],
    renderBlocking: [],
  });
  const summary = summariseLighthouse([run(97, 120), run(99, 10), run(98, 60)]);
  assert.equal(summary.median?.tbt, 60);
  assert.deepEqual(
    [
      summary.range?.min.tbt,
      summary.range?.max.tbt,
      summary.range?.min.score,
      summary.range?.max.score,
    ],
    [10, 120, 97, 99],
  );
  assert.deepEqual(summariseLighthouse([], ['failed']), {
    median: null,
    range: null,
    runs: [],
    failures: ['failed'],
  });
});
