import { describe, expect, it } from 'vitest';
import { isCssColor } from './css-color.ts';
import { ACCEPTED_COLORS, REFUSED_COLORS } from './css-color.examples.ts';

describe('isCssColor', () => {
  it.each(ACCEPTED_COLORS)('accepts %s', (value) => {
    expect(isCssColor(value)).toBe(true);
  });

  it.each(REFUSED_COLORS)('refuses %j', (value) => {
    expect(isCssColor(value)).toBe(false);
  });
});
