import { describe, expect, it } from 'vitest';
import { pageShared } from './page-shared.ts';

describe('pageShared', () => {
  it('creates a value once per page and hands every caller the same one', () => {
    let made = 0;
    const create = () => ({ made: ++made });
    const first = pageShared('test-cache', create);
    expect(pageShared('test-cache', create)).toBe(first);
    expect(made).toBe(1);
  });

  it('is reachable by a second copy of the code, through the global symbol registry', () => {
    const mine = pageShared('test-registry', () => new Map<string, number>());
    const registry = globalThis as unknown as Record<symbol, unknown>;
    expect(registry[Symbol.for('portfolio-elements.test-registry')]).toBe(mine);
  });

  it('keeps different names apart', () => {
    expect(pageShared('test-a', () => 'a')).toBe('a');
    expect(pageShared('test-b', () => 'b')).toBe('b');
  });
});
