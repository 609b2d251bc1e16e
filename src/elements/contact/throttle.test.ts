import { describe, expect, it } from 'vitest';
import { createMemoryStorage, toWaitSeconds, waitLeft } from './throttle.ts';

describe('waitLeft', () => {
  it('is the rest of the throttle since the stamp', () => {
    expect(waitLeft('1000', 30_000, 11_000)).toBe(20_000);
  });

  it('is 0 once the throttle has passed, and without a stamp', () => {
    expect(waitLeft('1000', 30_000, 31_000)).toBe(0);
    expect(waitLeft('1000', 30_000, 90_000)).toBe(0);
    expect(waitLeft(null, 30_000, 5_000)).toBe(0);
    expect(waitLeft(undefined, 30_000, 5_000)).toBe(0);
  });

  it('is 0 when the throttle is off or the stamp unreadable', () => {
    expect(waitLeft('1000', 0, 1_500)).toBe(0);
    expect(waitLeft('not a time', 30_000, 1_500)).toBe(0);
  });
});

describe('toWaitSeconds', () => {
  it('rounds up, and never says 0', () => {
    expect(toWaitSeconds(20_000)).toBe(20);
    expect(toWaitSeconds(19_001)).toBe(20);
    expect(toWaitSeconds(200)).toBe(1);
    expect(toWaitSeconds(0)).toBe(1);
  });
});

describe('createMemoryStorage', () => {
  it('keeps, answers and forgets values without touching localStorage', async () => {
    const storage = createMemoryStorage();
    expect(await storage.get('k')).toBe(null);
    await storage.set('k', '42');
    expect(await storage.get('k')).toBe('42');
    await storage.remove('k');
    expect(await storage.get('k')).toBe(null);
  });
});
