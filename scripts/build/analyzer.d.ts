// The custom-elements manifest analyzer's reader of a class's JSDoc, which the analyzer does not
// export: scripts/build/manifest.ts gives it the JSDoc of an element made by our factory.
declare module '@custom-elements-manifest/analyzer/src/features/analyse-phase/class-jsdoc.js' {
  import type { Plugin } from '@custom-elements-manifest/analyzer';
  export function classJsDocPlugin(): Plugin;
}
