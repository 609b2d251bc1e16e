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

/**
 * The elements' two builds (vite.elements.config.ts). The light elements, with no 3D stage, are
 * built apart from the stage elements, so a page with only the contact form carries none of
 * the stage elements' code; a page with both kinds loads Preact once for each.
 */
export const ELEMENT_GROUPS = {
  light: ['portfolio-nav', 'portfolio-contact', 'portfolio-footer'],
  stages: ['portfolio-hero', 'portfolio-about', 'portfolio-projects', 'portfolio-work'],
} as const satisfies Record<string, readonly (keyof typeof ELEMENT_ENTRIES)[]>;

export type ElementGroup = keyof typeof ELEMENT_GROUPS;

/** What a release promises of each element beyond its tag: attributes it reads, events it fires. */
export interface ElementContract {
  attributes: readonly string[];
  events: readonly string[];
}

const SECTION: ElementContract = { attributes: ['config', 'lang'], events: ['portfolio-error'] };
const STAGE: ElementContract = {
  attributes: [...SECTION.attributes, 'loading', 'poster'],
  events: [...SECTION.events, 'portfolio-progress', 'portfolio-load'],
};

/**
 * The public contract, checked against each element's documentation
 * (scripts/build/manifest.test.ts), so a rename or a dropped attribute fails the tests before it reaches docs/api.md.
 */
export const ELEMENT_CONTRACT: Record<keyof typeof ELEMENT_ENTRIES, ElementContract> = {
  'portfolio-nav': SECTION,
  'portfolio-hero': STAGE,
  'portfolio-about': { ...STAGE, events: [...STAGE.events, 'portfolio-copy'] },
  'portfolio-projects': { ...STAGE, events: [...STAGE.events, 'portfolio-project-change'] },
  'portfolio-work': { ...STAGE, events: [...STAGE.events, 'portfolio-animation-change'] },
  'portfolio-contact': {
    attributes: [
      ...SECTION.attributes,
      'public-key',
      'service-id',
      'template-id',
      'to-email',
      'email-origin',
    ],
    events: [...SECTION.events, 'portfolio-contact-sent', 'portfolio-contact-failed'],
  },
  'portfolio-footer': SECTION,
};
