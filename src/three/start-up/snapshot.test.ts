import { expect, test } from 'vitest';
import {
  boxWithin,
  copyFrame,
  KEEP_INTERVAL_MS,
  keepDue,
  snapshotShows,
  type FrameTarget,
} from './snapshot.ts';

/** A 2D canvas that logs sizes set and images drawn. */
function fakeTarget(log: string[], context = true): FrameTarget {
  let width = 300;
  let height = 150;
  return {
    get width() {
      return width;
    },
    set width(value) {
      width = value;
      log.push(`width ${value}`);
    },
    get height() {
      return height;
    },
    set height(value) {
      height = value;
      log.push(`height ${value}`);
    },
    getContext: () =>
      context
        ? {
            drawImage: ((source: { name: string }, x: number, y: number) =>
              log.push(
                `draw ${source.name} at ${x},${y}`,
              )) as unknown as CanvasRenderingContext2D['drawImage'],
          }
        : null,
  };
}

test('redraws the frame, then copies it at the source pixel size, in that order', () => {
  const log: string[] = [];
  const source = { name: 'live', width: 1440, height: 900 };
  const copied = copyFrame(source, fakeTarget(log), () => log.push('redraw'));
  expect(copied).toBe(true);
  expect(log).toEqual(['redraw', 'width 1440', 'height 900', 'draw live at 0,0']);
});

test('keeps a 2x canvas at its device pixels', () => {
  const log: string[] = [];
  const target = fakeTarget(log);
  copyFrame({ name: 'live', width: 780, height: 1688 }, target, () => {});
  expect([target.width, target.height]).toEqual([780, 1688]);
});

test('copies nothing, and does not redraw, from an empty canvas or without a 2D context', () => {
  const log: string[] = [];
  const redraw = () => log.push('redraw');
  expect(copyFrame({ name: 'empty', width: 0, height: 900 }, fakeTarget(log), redraw)).toBe(false);
  expect(copyFrame({ name: 'live', width: 10, height: 10 }, fakeTarget(log, false), redraw)).toBe(
    false,
  );
  expect(log).toEqual([]);
});

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

test('copies the frame being drawn, without drawing it again, when there is no redraw', () => {
  const log: string[] = [];
  expect(copyFrame({ name: 'live', width: 64, height: 32 }, fakeTarget(log))).toBe(true);
  expect(log).toEqual(['width 64', 'height 32', 'draw live at 0,0']);
});

test('a drawing stage keeps its first frame, then one copy per interval at most', () => {
  expect(keepDue(null, 0)).toBe(true);
  expect(keepDue(1000, 1000 + KEEP_INTERVAL_MS - 1)).toBe(false);
  expect(keepDue(1000, 1000 + KEEP_INTERVAL_MS)).toBe(true);
});
