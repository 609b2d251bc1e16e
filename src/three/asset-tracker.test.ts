import { describe, expect, it } from 'vitest';
import { AssetTracker, type ProgressFn } from './asset-tracker.ts';

function deferred() {
  let resolve!: (value: string) => void;
  let reject!: (error: Error) => void;
  let progress!: ProgressFn;
  const loader = (_url: string, onProgress: ProgressFn) => {
    progress = onProgress;
    return new Promise<string>((res, rej) => {
      resolve = res;
      reject = rej;
    });
  };
  return {
    loader,
    resolve: (v: string) => resolve(v),
    reject: (e: Error) => reject(e),
    progress: (l: number, t: number) => progress(l, t),
  };
}

describe('AssetTracker', () => {
  it('starts at 0 and reaches 1 only when marked ready', async () => {
    const tracker = new AssetTracker();
    expect(tracker.progress).toBe(0);
    const a = deferred();
    const loaded = tracker.load('t', 'https://x.test/a-1', a.loader);
    a.progress(50, 100);
    expect(tracker.progress).toBeCloseTo(0.5);
    a.resolve('A');
    expect(await loaded).toBe('A');
    expect(tracker.progress).toBe(0.99);
    tracker.markReady();
    expect(tracker.progress).toBe(1);
  });

  it('never goes back when a new item joins', () => {
    const tracker = new AssetTracker();
    const a = deferred();
    tracker.load('t', 'https://x.test/a-5', a.loader);
    a.progress(90, 100);
    expect(tracker.progress).toBeCloseTo(0.9);
    tracker.load('t', 'https://x.test/b-5', deferred().loader);
    expect(tracker.progress).toBeCloseTo(0.9);
  });

  it('suspendable: resolves with the asset, or reports the failure and never settles', async () => {
    const tracker = new AssetTracker();
    const failures: string[] = [];
    tracker.onFailure((error) => failures.push(error.message));
    const ok = tracker.suspendable('t', 'https://x.test/ok-6', async () => 'fine');
    expect(tracker.suspendable('t', 'https://x.test/ok-6', async () => 'other')).toBe(ok);
    expect(await ok).toBe('fine');
    let settled = false;
    void tracker
      .suspendable('t', 'https://x.test/bad-6', async () => {
        throw new Error('404 bad-6');
      })
      .finally(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(failures).toEqual(['404 bad-6']);
    expect(settled).toBe(false);
  });

  it('averages several items and notifies listeners', () => {
    const tracker = new AssetTracker();
    let calls = 0;
    tracker.subscribe(() => calls++);
    const a = deferred();
    const b = deferred();
    tracker.load('t', 'https://x.test/a-2', a.loader);
    tracker.load('t', 'https://x.test/b-2', b.loader);
    a.progress(100, 100);
    expect(tracker.progress).toBeCloseTo(0.495);
    expect(calls).toBeGreaterThan(0);
  });

  it('shares a finished load across trackers and forgets failures', async () => {
    const first = deferred();
    const one = new AssetTracker().load('t', 'https://x.test/c-3', first.loader);
    first.resolve('C');
    await one;
    let called = false;
    const again = await new AssetTracker().load('t', 'https://x.test/c-3', async () => {
      called = true;
      return 'other';
    });
    expect(again).toBe('C');
    expect(called).toBe(false);

    const failing = deferred();
    const failed = new AssetTracker().load('t', 'https://x.test/d-4', failing.loader);
    failing.reject(new Error('404'));
    await expect(failed).rejects.toThrow('404');
    await Promise.resolve();
    const retried = await new AssetTracker().load('t', 'https://x.test/d-4', async () => 'D');
    expect(retried).toBe('D');
  });
});

describe('AssetTracker.follow (a stage drawn in a worker)', () => {
  it('shows the progress the worker reports, never going back, and is ready at 1', () => {
    const tracker = new AssetTracker();
    const seen: number[] = [];
    tracker.subscribe(() => seen.push(tracker.progress));
    tracker.follow(0.4);
    tracker.follow(0.2);
    expect(tracker.progress).toBeCloseTo(0.4);
    expect(tracker.isReady).toBe(false);
    tracker.follow(1);
    expect(tracker.isReady).toBe(true);
    expect(tracker.progress).toBe(1);
    expect(seen.at(-1)).toBe(1);
  });
});
