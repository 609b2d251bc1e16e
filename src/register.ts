/**
 * The only place that calls customElements.define. Guarded, so that loading a bundle twice,
 * or the CDN loader beside a single element's script, defines each tag once and throws nothing.
 */
export function define(tag: string, constructor: CustomElementConstructor): void {
  if (customElements.get(tag)) return;
  customElements.define(tag, constructor);
}
