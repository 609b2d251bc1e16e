import { describe, expect, it } from 'vitest';
import { clip, initials, logoStyle, monogramSvg, screenshotCardSvg, wrap } from './cards.ts';

describe('the pictures an import makes', () => {
  it('takes up to two initials, past titles and legal forms, in any script', () => {
    expect(initials('Café Lumen')).toBe('CL');
    expect(initials('gradient-viz')).toBe('GV');
    expect(initials('The Pied Piper Inc.')).toBe('PP');
    expect(initials('Ørsted')).toBe('Ø');
    expect(initials('Αθηνά Λογισμικό')).toBe('ΑΛ');
    expect(initials('!!!')).toBe('?');
  });

  it('derives the logo frame from a #hex accent, and the default from anything else', () => {
    expect(logoStyle('#ff0000')).toEqual({
      backgroundColor: '#260000',
      border: '0.2px solid #400000',
      boxShadow: '0px 0px 60px 0px #FF00004D',
    });
    expect(logoStyle('rebeccapurple')).toEqual(logoStyle(undefined));
  });

  it('escapes names into the SVG and is the same for the same input', () => {
    const svg = monogramSvg('<R&D> "Labs"', '#7dd3fc');
    expect(svg).toContain('<title>&lt;R&amp;D&gt; &quot;Labs&quot;</title>');
    expect(svg).toBe(monogramSvg('<R&D> "Labs"', '#7dd3fc'));
    const card = screenshotCardSvg(
      {
        title: 'Ñandú Tracker',
        desc: 'x '.repeat(200),
        tags: ['React'],
        href: 'https://a.example/b',
      },
      undefined,
    );
    expect(card).toContain('a.example/b');
    expect(card.match(/font-size="22"/g)).toHaveLength(4);
  });

  it('wraps and clips at words', () => {
    expect(clip('one two three', 9)).toBe('one two…');
    expect(wrap('one two three four five', 9, 2)).toEqual(['one two', 'three…']);
  });
});
