/**
 * `@tabler/icons-react`'s icon factory, in its place where the browser's code is bundled (the
 * resolve aliases in vite.config.ts and vite.elements.config.ts; the prerender and the unit tests
 * run the package's own, from node_modules): the same `<svg>`, attribute for attribute, without
 * `forwardRef`, which on the elements' Preact runtime put compat's ref forwarding in every light
 * element's bundle (203 B gzip of the nav's) for icons that no caller takes a ref to. The icon
 * modules call it as they call the package's own (tabler's MIT licence: docs/ATTRIBUTIONS.md).
 */
import { createElement, type SVGProps } from 'react';

type IconNode = [tag: string, attributes: Record<string, string>][];

interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'stroke'> {
  size?: number | string;
  stroke?: number | string;
}

export default function createIcon(
  type: 'outline' | 'filled',
  name: string,
  _pascalName: string,
  node: IconNode,
) {
  return ({ color = 'currentColor', size = 24, stroke = 2, className, ...rest }: IconProps) =>
    createElement(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width: size,
        height: size,
        viewBox: '0 0 24 24',
        ...(type === 'filled'
          ? { fill: color, stroke: 'none' }
          : {
              fill: 'none',
              stroke: color,
              strokeWidth: stroke,
              strokeLinecap: 'round',
              strokeLinejoin: 'round',
            }),
        className: `tabler-icon tabler-icon-${name}${className ? ` ${className}` : ''}`,
        ...rest,
      },
      node.map(([tag, attributes]) => createElement(tag, attributes)),
    );
}
