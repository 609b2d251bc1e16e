import { describe, expect, it } from 'vitest';
import { approach, bobOffset, spinTurns } from './motion.ts';

describe('approach', () => {
  it('covers about 63% of the way in one smooth time', () => {
    expect(approach(0, 10, 0.25, 0.25)).toBeCloseTo(10 * (1 - Math.exp(-1)), 6);
  });

  it('does not depend on the frame rate', () => {
    const once = approach(0, 10, 0.25, 0.1);
    const twice = approach(approach(0, 10, 0.25, 0.05), 10, 0.25, 0.05);
    expect(twice).toBeCloseTo(once, 9);
  });

  it('never overshoots and settles on the target', () => {
    let x = 40;
    for (let i = 0; i < 300; i++) {
      x = approach(x, 30, 0.25, 1 / 60);
      expect(x).toBeGreaterThanOrEqual(30);
    }
    expect(x).toBeCloseTo(30, 6);
  });

  it('stays put when no time passes, and jumps with no smoothing', () => {
    expect(approach(3, 9, 0.25, 0)).toBe(3);
    expect(approach(3, 9, 0, 0.016)).toBe(9);
  });
});

describe('bobOffset', () => {
  it('rises by the amplitude over the half period and comes back', () => {
    expect(bobOffset(0, 0.5, 1.5)).toBe(0);
    expect(bobOffset(0.75, 0.5, 1.5)).toBeCloseTo(0.25, 6);
    expect(bobOffset(1.5, 0.5, 1.5)).toBeCloseTo(0.5, 6);
    expect(bobOffset(3, 0.5, 1.5)).toBeCloseTo(0, 6);
  });

  it('repeats forever within [0, amplitude]', () => {
    for (let t = 0; t < 100; t += 0.37) {
      const y = bobOffset(t, 0.5, 1.5);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(0.5 + 1e-9);
      expect(bobOffset(t + 3, 0.5, 1.5)).toBeCloseTo(y, 6);
    }
  });
});

describe('spinTurns', () => {
  it('turns once per cycle with no delay, evenly', () => {
    expect(spinTurns(0, 2.5)).toBe(0);
    expect(spinTurns(1.25, 2.5)).toBeCloseTo(0.5, 9);
    expect(spinTurns(2.5, 2.5)).toBeCloseTo(1, 9);
    expect(spinTurns(25, 2.5)).toBeCloseTo(10, 9);
  });

  it('holds still through the repeat delay', () => {
    expect(spinTurns(2.5, 2.5, 0.5, 'in-out')).toBeCloseTo(1, 9);
    expect(spinTurns(2.9, 2.5, 0.5, 'in-out')).toBeCloseTo(1, 9);
    expect(spinTurns(3, 2.5, 0.5, 'in-out')).toBeCloseTo(1, 9);
    expect(spinTurns(3 + 1.25, 2.5, 0.5, 'in-out')).toBeCloseTo(1.5, 9);
  });

  it('never goes backwards', () => {
    let last = 0;
    for (let t = 0; t < 30; t += 0.01) {
      const turns = spinTurns(t, 2.5, 0.5, 'in-out');
      expect(turns).toBeGreaterThanOrEqual(last - 1e-12);
      last = turns;
    }
  });
});
