import { describe, expect, it } from 'vitest';
import { parseEmbedHash } from './embed-hash.ts';

describe('parseEmbedHash', () => {
  it('reads plain content', () => {
    expect(parseEmbedHash('#eyJhIjoxfQ')).toEqual({ content: 'eyJhIjoxfQ', secret: null });
    expect(parseEmbedHash('')).toEqual({ content: '', secret: null });
  });

  it("splits WordPress's secret off, with or without content before it", () => {
    expect(parseEmbedHash('#?secret=XYZ')).toEqual({ content: '', secret: 'XYZ' });
    expect(parseEmbedHash('#eyJhIjoxfQ?secret=a1B2')).toEqual({
      content: 'eyJhIjoxfQ',
      secret: 'a1B2',
    });
    expect(parseEmbedHash('#eyJhIjoxfQ#?secret=a1B2')).toEqual({
      content: 'eyJhIjoxfQ',
      secret: 'a1B2',
    });
  });

  it('refuses a secret WordPress would not accept', () => {
    expect(parseEmbedHash('#?secret=')).toEqual({ content: '', secret: null });
    expect(parseEmbedHash('#?secret=<x>')).toEqual({ content: '', secret: null });
  });
});
