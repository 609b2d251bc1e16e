/** portfolio-nav. */
export const EN_NAV = {
  'nav.main': 'Main',
  'nav.mainMobile': 'Main (mobile)',
  'nav.openMenu': 'Open menu',
  'nav.closeMenu': 'Close menu',
  'nav.languages': 'Languages',
} as const;
