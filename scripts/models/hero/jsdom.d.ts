/**
 * The one piece of jsdom (a dev dependency without bundled types) the build uses: the logos'
 * paths and the prerender's critical CSS parse with it.
 */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: { DOMParser: typeof DOMParser };
  }
}
