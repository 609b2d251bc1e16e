import { describe, expect, it } from 'vitest';
import { COPY_CONFIRMATION_MS } from '../../lib/constants.ts';
import { copyStatus, INITIAL_COPY_STATE, step } from './copy-state.ts';
import { EN } from '../../i18n/messages/en-all.ts';

describe('copy state', () => {
  it('starts false', () => {
    expect(INITIAL_COPY_STATE.copied).toBe(false);
    expect(EN[copyStatus(INITIAL_COPY_STATE)]).toBe('Click to copy');
  });

  it('is true for COPY_CONFIRMATION_MS after a copy, then false', () => {
    const copied = step(INITIAL_COPY_STATE, { type: 'copied', now: 1000 });
    expect(copied).toEqual({ copied: true, until: 1000 + COPY_CONFIRMATION_MS, manual: false });
    expect(step(copied, { type: 'tick', now: 1000 + COPY_CONFIRMATION_MS - 1 })).toBe(copied);
    expect(step(copied, { type: 'tick', now: 1000 + COPY_CONFIRMATION_MS }).copied).toBe(false);
  });

  it('restarts the time on a copy while still confirmed', () => {
    let state = step(INITIAL_COPY_STATE, { type: 'copied', now: 0 });
    state = step(state, { type: 'copied', now: 1500 });
    expect(step(state, { type: 'tick', now: COPY_CONFIRMATION_MS }).copied).toBe(true);
    expect(step(state, { type: 'tick', now: 1500 + COPY_CONFIRMATION_MS }).copied).toBe(false);
  });

  it('switches to manual copying when the clipboard is refused, until a copy succeeds', () => {
    const manual = step(INITIAL_COPY_STATE, { type: 'refused' });
    expect(manual).toEqual({ copied: false, until: null, manual: true });
    expect(EN[copyStatus(manual)]).toMatch(/Ctrl\+C/);
    expect(step(manual, { type: 'tick', now: 10_000 })).toBe(manual);
    expect(step(manual, { type: 'copied', now: 0 }).manual).toBe(false);
  });

  it('ignores ticks while not copied', () => {
    expect(step(INITIAL_COPY_STATE, { type: 'tick', now: 5 })).toBe(INITIAL_COPY_STATE);
  });
});
