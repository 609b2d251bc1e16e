/**
 * The only place that calls customElements.define. Guarded, so that loading a bundle twice,
 * or the CDN loader beside a single element's script, defines each tag once and throws nothing.
 */
export function define(tag: string, constructor: CustomElementConstructor): void {
  // No registry (the build-time prerender imports the elements in Node): nothing to define.
  if (typeof customElements === 'undefined' || customElements.get(tag)) return;
  customElements.define(tag, constructor);
}
