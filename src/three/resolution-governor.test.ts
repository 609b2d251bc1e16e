import { describe, expect, it } from 'vitest';
import {
  FAST_WINDOWS,
  MAX_FLIPS,
  MIN_CHANGE,
  ResolutionGovernor,
  WINDOW_FRAMES,
} from './resolution-governor.ts';

/** Feeds frames at a pace until the ratio changes or `limit` frames pass; the new ratio or null. */
function run(governor: ResolutionGovernor, intervalMs: number, limit = 200): number | null {
  for (let frame = 0; frame < limit; frame += 1) {
    const next = governor.frame(intervalMs);
    if (next !== null) return next;
  }
  return null;
}

/** The ratios a governor passes through at a steady pace, until it stops changing. */
function descent(governor: ResolutionGovernor, intervalMs: number): number[] {
  const ratios: number[] = [];
  for (let next = run(governor, intervalMs); next !== null; next = run(governor, intervalMs)) {
    ratios.push(next);
  }
  return ratios;
}

describe('ResolutionGovernor', () => {
  it('starts sharp and leaves a scene at display rate alone', () => {
    const governor = new ResolutionGovernor({ max: 2, min: 1 });
    expect(governor.dpr).toBe(2);
    expect(run(governor, 16.7, 1000)).toBeNull();
    expect(governor.dpr).toBe(2);
  });

  it('starts where it is told, within its bounds', () => {
    expect(new ResolutionGovernor({ max: 1, min: 0.5, start: 0.7 }).dpr).toBe(0.7);
    expect(new ResolutionGovernor({ max: 1, min: 0.5, start: 0.2 }).dpr).toBe(0.5);
    expect(new ResolutionGovernor({ max: 1, min: 0.5, start: 3 }).dpr).toBe(1);
    const governor = new ResolutionGovernor({ max: 1, min: 0.5, start: 0.7 });
    expect(descent(governor, 40)).toEqual([0.56, 0.5]);
  });

  it('lowers the ratio step by step while frames are slow, never below the floor', () => {
    const governor = new ResolutionGovernor({ max: 1, min: 0.5 });
    expect(descent(governor, 40)).toEqual([0.8, 0.64, 0.51]);
    expect(descent(new ResolutionGovernor({ max: 1, min: 0.3 }), 40)).toEqual([
      0.8, 0.64, 0.51, 0.41, 0.33,
    ]);
  });

  it('makes no move that changes the pixels drawn by less than MIN_CHANGE', () => {
    // From 0.51 the floor (0.5) is 4% fewer pixels: not worth resizing the drawing buffer for.
    const governor = new ResolutionGovernor({ max: 1, min: 0.5, start: 0.51 });
    expect(run(governor, 40, 1000)).toBeNull();
    expect(governor.dpr).toBe(0.51);
    expect(1 - (0.5 / 0.51) ** 2).toBeLessThan(MIN_CHANGE);
  });

  it('judges a whole window, not one slow frame', () => {
    const governor = new ResolutionGovernor({ max: 1, min: 0.5 });
    for (let frame = 0; frame < WINDOW_FRAMES * 5; frame += 1) {
      // One hitch in every window: the median stays at display rate.
      expect(governor.frame(frame % WINDOW_FRAMES === 7 ? 120 : 16.7)).toBeNull();
    }
    expect(governor.dpr).toBe(1);
  });

  it('counts very slow frames: a loaded machine is where fewer pixels help most', () => {
    const governor = new ResolutionGovernor({ max: 1, min: 0.5 });
    expect(run(governor, 400)).toBe(0.8);
  });

  it('ignores pauses such as a hidden tab', () => {
    const governor = new ResolutionGovernor({ max: 1, min: 0.5 });
    expect(run(governor, 2000, 500)).toBeNull();
    expect(governor.dpr).toBe(1);
  });

  it('goes back up once frames are at display rate again, up to where it started', () => {
    const governor = new ResolutionGovernor({ max: 1, min: 0.5 });
    run(governor, 40);
    run(governor, 40);
    expect(governor.dpr).toBe(0.64);
    // A single fast window is not enough; a run of them is.
    for (let frame = 0; frame < WINDOW_FRAMES * (FAST_WINDOWS - 1) + 3; frame += 1) {
      expect(governor.frame(16)).toBeNull();
    }
    expect(run(governor, 16)).toBe(0.8);
  });

  it('settles instead of pulsing between two sharpnesses', () => {
    const governor = new ResolutionGovernor({ max: 1, min: 0.5 });
    expect(run(governor, 40)).toBe(0.8);
    // Fast at 0.8, slow at 1: up, then down again, then it stays.
    expect(run(governor, 16)).toBe(1);
    expect(run(governor, 40)).toBe(0.8);
    expect(governor.settled).toBe(true);
    expect(MAX_FLIPS).toBe(2);
    expect(run(governor, 40, 1000)).toBeNull();
    expect(run(governor, 16, 1000)).toBeNull();
    expect(governor.dpr).toBe(0.8);
  });

  it('keeps a floor above the start from raising the start', () => {
    const governor = new ResolutionGovernor({ max: 1, min: 2 });
    expect(governor.dpr).toBe(1);
    expect(run(governor, 40, 1000)).toBeNull();
  });
});
