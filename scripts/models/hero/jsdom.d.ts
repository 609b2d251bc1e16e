/** The one piece of jsdom (a dev dependency without bundled types) the logo build uses. */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: { DOMParser: typeof DOMParser };
  }
}
