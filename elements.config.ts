/** Every element: its tag and the module that defines it (the source of dist/elements/<tag>.js). */
export const ELEMENT_ENTRIES: Record<string, string> = {
  'portfolio-nav': 'src/elements/nav/nav.element.ts',
  'portfolio-hero': 'src/elements/hero/hero.element.ts',
  'portfolio-about': 'src/elements/about/about.element.ts',
  'portfolio-projects': 'src/elements/projects/projects.element.ts',
  'portfolio-work': 'src/elements/work/work.element.ts',
  'portfolio-contact': 'src/elements/contact/contact.element.ts',
  'portfolio-footer': 'src/elements/footer/footer.element.ts',
};
