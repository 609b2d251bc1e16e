import type { Content } from './types.ts';

export const SAMPLE_NAV: Content['nav'] = {
  items: [
    { id: 1, name: 'Home', href: '#home' },
    { id: 2, name: 'About', href: '#about' },
    { id: 3, name: 'Work', href: '#work' },
    { id: 4, name: 'Contact', href: '#contact' },
  ],
};
