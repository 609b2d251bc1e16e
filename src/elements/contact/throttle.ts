/**
 * The flood limit: after a successful send, the page refuses another for the content's
 * `throttleSeconds`. `@emailjs/browser` keeps the time of the last send in the storage given as
 * its `storageProvider` and refuses within its `limitRate.throttle`; this module gives it a
 * storage that works everywhere and answers how long is left.
 */
import type { StorageProvider } from '@emailjs/browser';

/** The library's `limitRate.id`: one wait for every contact form on the page. */
export const THROTTLE_ID = 'portfolio-contact';

/** The status and text `@emailjs/browser` gives its own rate-limit refusal. */
export const THROTTLED = { status: 429, text: 'Too Many Requests' } as const;

/**
 * The wait lives as long as the page. In memory, not the library's default `localStorage`:
 * a frame sandboxed without `allow-same-origin` throws on any read of `localStorage`.
 */
export function createMemoryStorage(): StorageProvider {
  const values = new Map<string, string>();
  return {
    get: (key) => Promise.resolve(values.get(key) ?? null),
    set: (key, value) => {
      values.set(key, value);
      return Promise.resolve();
    },
    remove: (key) => {
      values.delete(key);
      return Promise.resolve();
    },
  };
}

/** Milliseconds left of the wait that began at `stamp` (the stored time), 0 when none is left. */
export function waitLeft(
  stamp: string | null | undefined,
  throttleMs: number,
  now: number,
): number {
  const since = Number(stamp ?? 0);
  if (throttleMs <= 0 || !Number.isFinite(since) || since <= 0) return 0;
  return Math.max(0, since + throttleMs - now);
}

/** A send refused because the page sent a message less than the throttle ago. */
export class ThrottledError extends Error {
  readonly status = THROTTLED.status;
  readonly text = THROTTLED.text;

  constructor(
    /** Whole seconds until the page can send again (at least 1). */
    readonly waitSeconds: number,
  ) {
    super(
      `portfolio-contact: a message was sent moments ago; the next can go in ${waitSeconds} s.`,
    );
    this.name = 'ThrottledError';
  }
}

/** Whole seconds for the visitor: a wait of 0.2 s still reads as 1. */
export function toWaitSeconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}
