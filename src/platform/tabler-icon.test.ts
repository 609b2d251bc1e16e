import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
// The package's own factory: the tests run node_modules as they are, without the build's alias.
import tablerFactory from '@tabler/icons-react/dist/esm/createReactComponent.mjs';
import { describe, expect, it } from 'vitest';
import createIcon from './tabler-icon.ts';

const NODE: [string, Record<string, string>][] = [
  ['path', { d: 'M4 6l16 0', key: 'svg-0' }],
  ['circle', { cx: '12', cy: '12', r: '1', key: 'svg-1' }],
];

const markup = (component: ComponentType<object>, props: object) =>
  renderToStaticMarkup(createElement(component, props));

describe('our icon factory', () => {
  it.each([
    ['outline', {}],
    ['outline', { size: 18, stroke: 1.5, className: 'spinner', 'aria-hidden': 'true' }],
    ['outline', { size: 24, 'data-icon': 'menu', color: 'red' }],
    ['filled', { size: 10, 'aria-hidden': 'true' }],
  ] as const)('draws the %s icon as the package does, given %o', (type, props) => {
    const ours = createIcon(type, 'point-filled', 'PointFilled', NODE);
    const theirs = tablerFactory(type, 'point-filled', 'PointFilled', NODE);
    expect(markup(ours, props)).toBe(markup(theirs, props));
  });
});
