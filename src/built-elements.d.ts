// The elements' build's dist/elements/<tag>.js, which src/loader.ts imports by path.
declare module '*/elements/portfolio-nav.js';
declare module '*/elements/portfolio-hero.js';
declare module '*/elements/portfolio-about.js';
declare module '*/elements/portfolio-projects.js';
declare module '*/elements/portfolio-work.js';
declare module '*/elements/portfolio-contact.js';
declare module '*/elements/portfolio-footer.js';
