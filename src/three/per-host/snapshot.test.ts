import { expect, test } from 'vitest';
import { boxWithin, KEEP_INTERVAL_MS, keepDue, snapshotShows } from './snapshot.ts';

test('places the image where the live canvas sits inside the stage', () => {
  const stage = { left: 100, top: -2000, width: 800, height: 600 };
  const canvas = { left: 250, top: -1900, width: 400, height: 400 };
  expect(boxWithin(canvas, stage)).toEqual({ left: 150, top: 100, width: 400, height: 400 });
});

test('shows the image from the release until the live canvas draws again', () => {
  const shows = (taken: boolean, mounted: boolean, ready: boolean, failed = false) =>
    snapshotShows({ taken, mounted, ready, lost: false, failed });
  // Released, then remounting: the image until the first frame.
  expect(shows(true, false, true)).toBe(true);
  expect(shows(true, true, false)).toBe(true);
  expect(shows(true, true, true)).toBe(false);
  // Nothing taken (never drawn), or the stage failed: no image.
  expect(shows(false, false, false)).toBe(false);
  expect(shows(true, true, false, true)).toBe(false);
});

test('shows the kept image while the context is lost, until the restored canvas draws', () => {
  const shows = (taken: boolean, lost: boolean, failed = false) =>
    snapshotShows({ taken, mounted: true, ready: true, lost, failed });
  expect(shows(true, true)).toBe(true);
  expect(shows(true, false)).toBe(false);
  // Lost before any copy was kept: nothing to show (the stage shows its fallback).
  expect(shows(false, true)).toBe(false);
  expect(shows(true, true, true)).toBe(false);
});

test('a stage in a worker keeps its first frame, each changed one, then one per interval at most', () => {
  const frame = { now: 0, last: null, changed: false, inWorker: true };
  expect(keepDue(frame)).toBe(true);
  expect(keepDue({ ...frame, last: 1000, now: 1000 + KEEP_INTERVAL_MS - 1 })).toBe(false);
  expect(keepDue({ ...frame, last: 1000, now: 1000 + KEEP_INTERVAL_MS })).toBe(true);
  expect(keepDue({ ...frame, last: 1000, now: 1001, changed: true })).toBe(true);
});

test("on the page's thread a stage keeps only its first frame and the frames that changed", () => {
  const frame = { now: 0, last: null, changed: false, inWorker: false };
  expect(keepDue(frame)).toBe(true);
  expect(keepDue({ ...frame, last: 1000, now: 1000 + 10 * KEEP_INTERVAL_MS })).toBe(false);
  expect(keepDue({ ...frame, last: 1000, now: 1001, changed: true })).toBe(true);
});
