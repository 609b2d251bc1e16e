import type { Footer } from './types.ts';

export const SAMPLE_FOOTER: Footer = {
  labels: ['Terms & Conditions', 'Privacy Policy'],
  social: [
    { name: 'GitHub', href: '{github}', icon: 'github' },
    { name: 'LinkedIn', href: '{linkedin}', icon: 'linkedin' },
  ],
  copyright: '© 2024 {name}. All rights reserved.',
};
