import { describe, expect, it } from 'vitest';
import { clampText, FIELD_MAX_LENGTH, insertWithin, showCount } from './limits.ts';

describe('clampText', () => {
  it('keeps text within the limit and cuts text beyond it', () => {
    expect(clampText('hello', 5)).toBe('hello');
    expect(clampText('hello!', 5)).toBe('hello');
  });

  it('never splits a surrogate pair', () => {
    // '😀' is two UTF-16 units; the cut falls between them.
    expect(clampText('ab😀', 3)).toBe('ab');
    expect(clampText('ab😀', 4)).toBe('ab😀');
  });
});

describe('insertWithin', () => {
  it('inserts over the selection when it fits', () => {
    expect(insertWithin('Hello world', 6, 11, 'there', 20)).toEqual({
      value: 'Hello there',
      caret: 11,
      cut: false,
    });
  });

  it('keeps what fits of a 100 KB paste and says it was cut', () => {
    const paste = 'x'.repeat(100 * 1024);
    const result = insertWithin('Hi ', 3, 3, paste, FIELD_MAX_LENGTH.message);
    expect(result.value).toHaveLength(FIELD_MAX_LENGTH.message);
    expect(result.value.startsWith('Hi x')).toBe(true);
    expect(result.caret).toBe(FIELD_MAX_LENGTH.message);
    expect(result.cut).toBe(true);
  });

  it('keeps the text after the caret and cuts only the paste', () => {
    const result = insertWithin('ab|cd', 2, 3, '12345', 7);
    expect(result).toEqual({ value: 'ab123cd', caret: 5, cut: true });
  });

  it('inserts nothing into a full field', () => {
    expect(insertWithin('abc', 3, 3, 'd', 3)).toEqual({ value: 'abc', caret: 3, cut: true });
  });
});

describe('showCount', () => {
  it('shows the count only near the limit', () => {
    expect(showCount(0, 10_000)).toBe(false);
    expect(showCount(7_999, 10_000)).toBe(false);
    expect(showCount(8_000, 10_000)).toBe(true);
    expect(showCount(10_000, 10_000)).toBe(true);
  });
});

describe('FIELD_MAX_LENGTH', () => {
  it("keeps the widest full form under the provider's 50 KB body", () => {
    const bytesPerUnit = 3; // the most UTF-8 bytes one UTF-16 unit needs
    const fields = Object.values(FIELD_MAX_LENGTH).reduce((sum, max) => sum + max, 0);
    // Room left for the keys, the recipient and JSON's quoting of common text.
    expect(fields * bytesPerUnit).toBeLessThan(40 * 1024);
  });
});
