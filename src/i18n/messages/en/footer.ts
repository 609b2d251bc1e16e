/** portfolio-footer. */
export const EN_FOOTER = {
  'footer.profiles': 'Profiles',
  'footer.copyright': '© {year} {name}. All rights reserved.',
} as const;
