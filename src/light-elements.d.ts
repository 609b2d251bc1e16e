// The light build's dist/elements/<tag>.js, which src/loader.ts imports by path.
declare module '*/elements/portfolio-nav.js';
declare module '*/elements/portfolio-contact.js';
declare module '*/elements/portfolio-footer.js';
