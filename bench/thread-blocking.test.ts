import assert from 'node:assert/strict';
import { test } from 'node:test';
import { threadBlockingTime, type TraceEvent } from './thread-blocking.ts';

const MAIN = { pid: 2, tid: 7 };

/** A task on the page's main thread: `ms` of wall time, `threadMs` of it running. */
const task = (atMs: number, ms: number, threadMs: number, thread = MAIN): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ...thread,
  ts: atMs * 1000,
  dur: ms * 1000,
  tdur: threadMs * 1000,
});

const trace = (...tasks: TraceEvent[]): TraceEvent[] => [
  { name: 'navigationStart', ...MAIN, ts: 0, args: { data: { documentLoaderURL: 'about:blank' } } },
  {
    name: 'navigationStart',
    ...MAIN,
    ts: 1000,
    args: { data: { documentLoaderURL: 'http://127.0.0.1:4000/?still' } },
  },
  { name: 'firstContentfulPaint', ...MAIN, ts: 500_000 },
  ...tasks,
];

test('counts each task after the first paint by the time its thread ran, slowed, less 50 ms', () => {
  const events = trace(
    // Before the first paint: not counted, however long.
    task(100, 200, 200),
    // 40 ms of wall, but the thread ran 10 ms of it: 4 x 10 = 40 ms blocks nothing.
    task(600, 40, 10),
    // 20 ms of thread time: 80 - 50 = 30 ms.
    task(700, 30, 20),
    // Another thread's task (a worker's, another process's) is not the page's main thread.
    task(800, 100, 100, { pid: 2, tid: 9 }),
  );
  assert.equal(threadBlockingTime(events, 4), 30);
  // Unslowed (the desktop preset), the same tasks block nothing.
  assert.equal(threadBlockingTime(events, 1), 0);
});

test('a task without thread time counts by its wall time', () => {
  const wallOnly = task(600, 20, 20);
  delete wallOnly.tdur;
  assert.equal(threadBlockingTime(trace(wallOnly), 4), 30);
});

test('no audited navigation or no first paint: no figure', () => {
  assert.equal(threadBlockingTime([task(600, 100, 100)], 4), null);
  assert.equal(threadBlockingTime(trace().slice(0, 2), 4), null);
});
