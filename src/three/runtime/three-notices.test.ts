import { Clock, setConsoleFunction, warn } from 'three';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { quietClockNotice } from './three-notices.ts';

describe('quietClockNotice', () => {
  afterEach(() => {
    setConsoleFunction(null as never);
    vi.restoreAllMocks();
  });

  it("drops three's notice for React Three Fiber's Clock and passes every other message on", () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    new Clock();
    expect(warned).toHaveBeenCalledTimes(1);
    quietClockNotice();
    new Clock();
    warn('WebGLRenderer: a notice of its own.', 3);
    expect(warned).toHaveBeenCalledTimes(2);
    expect(warned).toHaveBeenLastCalledWith('THREE.WebGLRenderer: a notice of its own.', 3);
  });
});
