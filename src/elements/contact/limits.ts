/**
 * Length limits on the form's fields. EmailJS refuses a request body over 50 KB, so each field
 * is capped well below that, and text beyond a cap is cut with a notice rather than silently.
 */
import type { ContactForm } from './payload.ts';

/**
 * The most each field takes, in UTF-16 units (what `maxlength` counts). 10,000 units of the
 * widest common text (3 UTF-8 bytes each) plus the other fields stays under the 50 KB body.
 */
export const FIELD_MAX_LENGTH = {
  name: 100,
  // RFC 5321's longest address.
  email: 254,
  message: 10_000,
} as const satisfies Record<keyof ContactForm, number>;

/** The message's count shows from this share of its limit: earlier it would only be noise. */
export const COUNT_FROM_SHARE = 0.8;

/** `value` cut to `max` units, never between the two halves of a surrogate pair. */
export function clampText(value: string, max: number): string {
  if (value.length <= max) return value;
  const end = isHighSurrogate(value.charCodeAt(max - 1)) ? max - 1 : max;
  return value.slice(0, end);
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

export interface Insertion {
  /** The field's value after the insertion. */
  value: string;
  /** Where the caret goes: just after the inserted text. */
  caret: number;
  /** Whether some of the inserted text did not fit. */
  cut: boolean;
}

/**
 * Pastes `text` over the selection `[start, end)` of `value`, keeping as much of it as fits in
 * `max`. A browser applying `maxlength` cuts a paste the same way, but without telling anyone.
 */
export function insertWithin(
  value: string,
  start: number,
  end: number,
  text: string,
  max: number,
): Insertion {
  const before = value.slice(0, start);
  const after = value.slice(end);
  const room = Math.max(0, max - before.length - after.length);
  const kept = clampText(text, room);
  return { value: before + kept + after, caret: before.length + kept.length, cut: kept !== text };
}

/** Whether the message's count is worth showing at this length. */
export function showCount(length: number, max: number): boolean {
  return length >= Math.floor(max * COUNT_FROM_SHARE);
}
