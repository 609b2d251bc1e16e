import assert from 'node:assert/strict';
import { test } from 'node:test';
import { evaluateBudgets } from './budgets.ts';
import type { Results } from './results.ts';

const lighthouse = (score: number, lcp = 1000, tbt = 50, cls = 0) => ({
  median: { score, fcp: 800, lcp, tbt, cls, bytes: 500_000 },
  runs: [],
  failures: [],
});

function measured(): Omit<Results, 'budgets'> {
  return {
    date: '',
    machine: { cpus: 2, node: 'v20', chromium: 'Chromium' },
    runs: { playwright: 3, lighthouseStill: 3, lighthouseShipped: 3 },
    durationMs: 0,
    lighthouse: {
      still: { mobile: lighthouse(97), desktop: lighthouse(100) },
      shipped: { mobile: lighthouse(95, 3000, 150), desktop: lighthouse(99) },
    },
    page: {
      total: 800_000,
      js: 500_000,
      jsBeforeFcp: 90_000,
      jsBeforeFcpRuns: [90_000],
      fcp: 300,
      scriptsBeforeFcp: [],
      resources: [],
      notReady: [],
      returns: {},
      heap: 1,
      errors: [],
    },
    chunks: [],
    alone: {
      'portfolio-nav': { total: 70_000, js: 60_000, requests: 5, stillFrames: 0, resources: [] },
      'portfolio-contact': {
        total: 79_000,
        js: 60_000,
        requests: 5,
        stillFrames: 0,
        resources: [],
      },
      'portfolio-footer': { total: 60_000, js: 50_000, requests: 5, stillFrames: 0, resources: [] },
    },
    offHost: [],
    contexts: { stops: [], excessPerRun: [0, -1, 0] },
    offScreenFrames: { 'portfolio-hero': [0, 0, 0] },
    frameTime: {
      'portfolio-hero': {
        status: 'measured',
        canvas: { width: 100, height: 100 },
        ms: 10,
        reference: 5,
        scriptMs: 1,
        ratio: 2,
        pixelRatio: 0.8,
        referencePixelRatio: 1,
        frames: [200, 200, 200],
        stages: [],
      },
    },
  };
}

type FrameTimeResult = Results['frameTime'][string];

/** A frame-time entry with no time: `fields` say why. */
const unmeasured = (fields: Partial<FrameTimeResult>): FrameTimeResult => ({
  status: 'not-ready',
  canvas: null,
  ms: null,
  reference: null,
  scriptMs: null,
  ratio: null,
  pixelRatio: null,
  referencePixelRatio: null,
  frames: [],
  stages: [],
  ...fields,
});

const failing = (results: Omit<Results, 'budgets'>) =>
  evaluateBudgets(results)
    .filter((budget) => !budget.pass)
    .map((budget) => budget.name);

test('figures on or inside every limit pass', () => {
  assert.deepEqual(failing(measured()), []);
});

test('one byte over a byte budget misses it', () => {
  const results = measured();
  results.page.jsBeforeFcp = 100_001;
  results.alone['portfolio-contact']!.total = 80_001;
  assert.deepEqual(failing(results), [
    'JS before first contentful paint (gzip)',
    'portfolio-contact alone (gzip)',
  ]);
});

test('Lighthouse budgets on ?still: score, LCP, TBT and CLS', () => {
  const results = measured();
  results.lighthouse.still.mobile = lighthouse(94, 1801, 151, 0.011);
  assert.deepEqual(failing(results), [
    'Lighthouse mobile score (?still)',
    'Lighthouse mobile LCP (?still)',
    'Lighthouse mobile TBT (?still)',
    'Lighthouse mobile CLS (?still)',
  ]);
});

test('Lighthouse budgets as shipped: both scores and mobile TBT, not LCP or CLS', () => {
  const results = measured();
  results.lighthouse.shipped.mobile = lighthouse(94, 9000, 151, 0.5);
  results.lighthouse.shipped.desktop = lighthouse(98);
  assert.deepEqual(failing(results), [
    'Lighthouse mobile score (as shipped)',
    'Lighthouse desktop score (as shipped)',
    'Lighthouse mobile TBT (as shipped)',
  ]);
});

test('a single off-screen frame in any run misses the zero budget', () => {
  const results = measured();
  results.offScreenFrames['portfolio-hero'] = [0, 1, 0];
  assert.deepEqual(failing(results), ['Frames drawn off screen: portfolio-hero']);
});

test('one extra live context at any stop misses', () => {
  const results = measured();
  results.contexts.excessPerRun = [0, 1, -1];
  assert.equal(failing(results).length, 1);
});

test('a page whose 3D sections did not all load cannot pass the whole-page budget', () => {
  const results = measured();
  results.page.notReady = ['portfolio-work'];
  const whole = evaluateBudgets(results).find((budget) => budget.name.startsWith('Whole page'));
  assert.equal(whole?.pass, false);
  assert.match(whole?.note ?? '', /portfolio-work/);
});

test('frame time over twice the cube misses; a section without a frame loop passes; an unmeasured one misses', () => {
  const results = measured();
  results.frameTime['portfolio-hero']!.ratio = 2.01;
  results.frameTime['portfolio-about'] = unmeasured({
    status: 'no-loop',
    canvas: { width: 10, height: 10 },
    frames: [0, 1, 0],
  });
  results.frameTime['portfolio-work'] = unmeasured({
    status: 'not-ready',
    frames: [0],
    stages: ['loading'],
  });
  assert.deepEqual(failing(results), [
    'Frame time in view vs one lit cube: portfolio-hero',
    'Frame time in view vs one lit cube: portfolio-work',
  ]);
  // The report says where the unmeasured section was left.
  const work = evaluateBudgets(results).find((budget) => budget.name.endsWith('portfolio-work'));
  assert.match(work?.note ?? '', /stage left loading/);
});

test('a missing alone measurement is a miss, not a pass', () => {
  const results = measured();
  delete results.alone['portfolio-footer'];
  assert.deepEqual(failing(results), ['portfolio-footer alone (gzip)']);
});

test('Lighthouse budgets with no completed run are misses that carry the reason', () => {
  const results = measured();
  results.lighthouse.still.desktop = {
    median: null,
    runs: [],
    failures: ['the page stopped responding'],
  };
  const desktop = evaluateBudgets(results).find((budget) => budget.name.includes('desktop'));
  assert.equal(desktop?.pass, false);
  assert.equal(desktop?.value, 'not measured');
  assert.match(desktop?.note ?? '', /stopped responding/);
});
