import { afterEach, expect, test } from 'vitest';
import { frameOnTime, gpuCaughtUp } from './gpu-fence.ts';

const SIGNALED = 0x9119;
const { requestAnimationFrame, cancelAnimationFrame } = globalThis;

afterEach(() => {
  globalThis.requestAnimationFrame = requestAnimationFrame;
  globalThis.cancelAnimationFrame = cancelAnimationFrame;
});
const UNSIGNALED = 0x9118;

/** A WebGL 2 context's fence calls, whose GPU gets to the fence after `polls` status checks. */
function fakeContext(polls: number) {
  const log: string[] = [];
  let checks = 0;
  const fence = {};
  const gl = {
    SYNC_GPU_COMMANDS_COMPLETE: 0x9117,
    SYNC_STATUS: 0x9114,
    SIGNALED,
    fenceSync: () => (log.push('fence'), fence),
    flush: () => log.push('flush'),
    getSyncParameter: (sync: unknown) => {
      expect(sync).toBe(fence);
      checks += 1;
      return checks >= polls ? SIGNALED : UNSIGNALED;
    },
    deleteSync: (sync: unknown) => log.push(sync === fence ? 'delete' : 'delete other'),
  };
  return { gl: gl as unknown as WebGL2RenderingContext, log, checks: () => checks };
}

test('resolves once the GPU has got to the fence, asking between tasks, and deletes it', async () => {
  const { gl, log, checks } = fakeContext(3);
  let settled = false;
  const caughtUp = gpuCaughtUp(gl, 1000, { pollMs: 1 }).then((value) => ((settled = true), value));
  // Nothing is asked in the caller's task: the status only changes between tasks.
  expect(checks()).toBe(0);
  expect(settled).toBe(false);
  expect(await caughtUp).toBe(true);
  expect(checks()).toBe(3);
  expect(log).toEqual(['fence', 'flush', 'delete']);
});

test('gives up after the longest wait, and stops asking once its caller has gone', async () => {
  const slow = fakeContext(Infinity);
  expect(await gpuCaughtUp(slow.gl, 20, { pollMs: 5 })).toBe(false);
  expect(slow.log.at(-1)).toBe('delete');

  const gone = fakeContext(Infinity);
  let live = true;
  const waiting = gpuCaughtUp(gone.gl, 1000, { live: () => live, pollMs: 1 });
  live = false;
  expect(await waiting).toBe(false);
  expect(gone.checks()).toBe(0);
  expect(gone.log.at(-1)).toBe('delete');
});

test('a lost context (no fence) has nothing to wait for', async () => {
  const gl = {
    fenceSync: () => null,
    SYNC_GPU_COMMANDS_COMPLETE: 0,
  } as unknown as WebGL2RenderingContext;
  expect(await gpuCaughtUp(gl, 1000)).toBe(true);
});

/** Animation frames at the given times, one per timer turn; returns how many were asked for. */
function stubFrames(times: number[]) {
  let asked = 0;
  let cancelled = 0;
  globalThis.requestAnimationFrame = (callback: FrameRequestCallback) => {
    const time = times[asked];
    asked += 1;
    if (time !== undefined) setTimeout(() => callback(time), 0);
    return asked;
  };
  globalThis.cancelAnimationFrame = () => {
    cancelled += 1;
  };
  return { asked: () => asked, cancelled: () => cancelled };
}

test('waits for a frame that came on time after the one before it', async () => {
  // Late frames (40 ms apart: the GPU process is behind), then one 16 ms after the last.
  const frames = stubFrames([0, 40, 80, 96, 112]);
  await frameOnTime(1000);
  expect(frames.asked()).toBe(4);
});

test('goes ahead after the longest wait when no frame comes (a hidden page)', async () => {
  const frames = stubFrames([]);
  const started = performance.now();
  await frameOnTime(30);
  expect(performance.now() - started).toBeGreaterThanOrEqual(25);
  expect(frames.cancelled()).toBe(1);
});
