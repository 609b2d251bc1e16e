import { describe, expect, it } from 'vitest';
import { isCssColor } from './css-color.ts';

describe('isCssColor', () => {
  it.each([
    '#f5a524',
    '#FFF',
    '#fff8',
    '#11223344',
    'rgb(245, 165, 36)',
    'rgba(245,165,36,0.5)',
    'rgb(245 165 36)',
    'rgb(245 165 36 / 50%)',
    'rgb(100% 50% 0%)',
    'hsl(38 91% 55%)',
    'hsla(38deg, 91%, 55%, .8)',
    'hsl(0.1turn 50% 50% / 0.5)',
    'tomato',
    'RebeccaPurple',
    '  teal ',
  ])('reads %s as a colour', (value) => {
    expect(isCssColor(value)).toBe(true);
  });

  it.each([
    '',
    'not-a-colour',
    '#ggg',
    '#12345',
    'rgb(1, 2)',
    'rgb(1, 2 3)',
    'rgb(1 2 3, 4)',
    'rgb(10%, 2, 3)',
    'hsl(10, 20, 30)',
    'var(--accent)',
    'inherit',
    'currentcolor',
    'transparent',
    'url(x.png)',
    'red; background: blue',
  ])('refuses %s', (value) => {
    expect(isCssColor(value)).toBe(false);
  });
});
