import { describe, expect, it } from 'vitest';
import { isCssColor } from './css-color.ts';

describe('isCssColor', () => {
  it.each([
    '#fff',
    '#ffff',
    '#16a34a',
    '#16A34A80',
    '  #16a34a  ',
    'rgb(22, 163, 74)',
    'rgba(22, 163, 74, 0.5)',
    'rgba(22,163,74,50%)',
    'rgb(10%, 60%, 30%)',
    'rgb(22 163 74)',
    'rgb(22 163 74 / 0.5)',
    'rgb(22 163 74/50%)',
    'rgb(10% 163 none)',
    'rgba(22 163 74)',
    'rgb(22.5 163 74)',
    'RGB(22 163 74)',
    'hsl(142, 76%, 36%)',
    'hsla(142deg, 76%, 36%, .8)',
    'hsl(142 76% 36%)',
    'hsl(0.4turn 76% 36% / 0.5)',
    'hsl(142 76 36)',
    'hsl(none 0% 50%)',
    'hsla(142 76% 36%)',
    'rebeccapurple',
    'DarkSlateGrey',
    'green',
  ])('accepts %s', (value) => {
    expect(isCssColor(value)).toBe(true);
  });

  it.each([
    '',
    'green!',
    '#12',
    '#12345',
    '#1234567',
    '#ggg',
    '16a34a',
    'transparent',
    'currentcolor',
    'notacolor',
    'light blue',
    'rgb(1, 2)',
    'rgb(1 2 3 4)',
    'rgb(1, 2, 3, 4, 5)',
    'rgb(1, 2 3)',
    'rgb(1 2 3 /)',
    'rgb(1 2 3 / 0.5 / 1)',
    'rgb(10%, 2, 3)',
    'rgb(none, 2, 3)',
    'rgb(1deg 2 3)',
    'rgb(1 2 3 / 1deg)',
    'rgb(a b c)',
    'rgb(1 2 3',
    'rgb 1 2 3',
    'hsl(142, 76, 36)',
    'hsl(50% 76% 36%)',
    'hsl(142 76deg 36%)',
    'hwb(142 10% 20%)',
    'color(srgb 0.1 0.6 0.3)',
    'url(x.png)',
    'expression(alert(1))',
  ])('refuses %j', (value) => {
    expect(isCssColor(value)).toBe(false);
  });
});
