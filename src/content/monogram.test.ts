import { describe, expect, it } from 'vitest';
import { monogram, monogramInitials, monogramSvg } from './monogram.ts';

describe('monogram', () => {
  it('takes the initials of the first two words, skipping small ones', () => {
    expect(monogramInitials('Northwind Systems')).toBe('NS');
    expect(monogramInitials('The Orchard Lane Company')).toBe('OL');
    expect(monogramInitials('stripe')).toBe('ST');
    expect(monogramInitials('Ærø Bank')).toBe('ÆB');
    expect(monogramInitials('  ')).toBe('?');
  });
  it('keeps a company its colour, and gives others another', () => {
    expect(monogram('Acme Corp')).toEqual(monogram('Acme Corp'));
    expect(monogram('Acme Corp').to).not.toBe(monogram('Globex').to);
  });
  it("writes an SVG file in the sample logos' shape, escaping the letters", () => {
    const svg = monogramSvg('R&D Labs');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="128" height="128"/);
    expect(svg).toContain('>RL</text>');
    expect(monogramSvg('<b> x')).toContain('>BX</text>');
  });
});
