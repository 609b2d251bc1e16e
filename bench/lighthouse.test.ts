import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseReport } from './lighthouse.ts';
import { isOffHost } from './network.ts';

const audits = {
  'first-contentful-paint': { numericValue: 900 },
  'largest-contentful-paint': { numericValue: 1500 },
  'total-blocking-time': { numericValue: 120 },
  interactive: { numericValue: 2600 },
  'cumulative-layout-shift': { numericValue: 0.002 },
  'total-byte-weight': { numericValue: 400_000 },
  'bootup-time': {
    details: {
      items: [
        { url: 'http://127.0.0.1:4173/small.js', total: 20 },
        { url: 'http://127.0.0.1:4173/big.js', total: 900 },
      ],
    },
  },
  'mainthread-work-breakdown': {
    details: { items: [{ groupLabel: 'Script Evaluation', duration: 1200 }] },
  },
  'long-tasks': {
    details: {
      items: [
        { url: 'http://127.0.0.1:4173/a.js', startTime: 900, duration: 80 },
        { url: 'http://127.0.0.1:4173/b.js', startTime: 1500, duration: 620 },
        { url: 'Unattributable', startTime: 2100, duration: 'n/a' },
      ],
    },
  },
  'render-blocking-resources': {
    details: { items: [{ url: 'http://127.0.0.1:4173/assets/index-x.css', wastedMs: 160 }] },
  },
};

test('a Lighthouse report gives the score out of 100, the five metrics and its time to interactive, the main-thread cost by script, its long tasks and what held its first paint', () => {
  assert.deepEqual(parseReport({ categories: { performance: { score: 0.963 } }, audits }), {
    score: 96,
    fcp: 900,
    lcp: 1500,
    tbt: 120,
    tti: 2600,
    cls: 0.002,
    bytes: 400_000,
    scripts: [
      { url: '/big.js', ms: 900 },
      { url: '/small.js', ms: 20 },
    ],
    work: [{ kind: 'Script Evaluation', ms: 1200 }],
    longTasks: [
      { url: '/b.js', startMs: 1500, ms: 620 },
      { url: '/a.js', startMs: 900, ms: 80 },
    ],
    renderBlocking: ['/assets/index-x.css'],
  });
});

test('a report without a score or with a runtime error is an error, not a zero', () => {
  assert.throws(() => parseReport({ categories: { performance: { score: null } }, audits }));
  assert.throws(() =>
    parseReport({
      categories: { performance: { score: 0.5 } },
      audits,
      runtimeError: { message: 'NO_FCP' },
    }),
  );
});

test('only http(s) and ws(s) requests to a host other than 127.0.0.1 are off host', () => {
  assert.equal(isOffHost('http://127.0.0.1:4000/x.js'), false);
  assert.equal(isOffHost('data:image/png;base64,AAAA'), false);
  assert.equal(isOffHost('blob:http://127.0.0.1:4000/1234'), false);
  assert.equal(isOffHost('https://unpkg.com/three'), true);
  assert.equal(isOffHost('http://localhost:4000/x.js'), true);
});
