/**
 * Turns a typed React view into a custom element class. In the order they run:
 * - element-base.ts: the class; at construction, an open shadow root (a declarative one is kept:
 *   takeover.ts holds its prerendered nodes), then the styles and fonts set up here;
 * - once in the document, element-root.tsx renders: the content from every source, resolved in
 *   the element's language, after a deferred pass where nothing on screen moves (deferred-pass.ts);
 *   its first real render takes the prerendered markup over (takeover.ts); then the view, or the
 *   error panel (config-error.tsx) in its look (look.tsx) and direction (use-direction.ts).
 */
import baseCss from '../styles/base.css?inline';
import { ensureFonts } from '../styles/fonts.ts';
import { adoptStyles } from '../styles/stylesheets.ts';
import { STILL, STILL_CSS } from '../lib/still.ts';
import type { SectionKey } from '../content/types.ts';
import { viewElement } from './element-base.ts';
import { elementOptions, type ElementOptions } from './element-options.ts';
import { elementRoot } from './element-root.tsx';
import { holdPrerendered } from './takeover.ts';

/** What an element module exports where there is no DOM to define a class on. */
const noDomStandIn = function NoDom() {} as unknown as CustomElementConstructor;

/**
 * The element class of `options`: open shadow root, base and own styles adopted as
 * constructable stylesheets, fonts in the document, content read from every source.
 */
export function createPortfolioElement<K extends SectionKey, A extends string = never>(
  options: ElementOptions<K, A>,
): CustomElementConstructor {
  elementOptions.set(options.tag, options as unknown as ElementOptions<SectionKey, string>);
  // No DOM (the build-time prerender imports the elements for their options): no class.
  if (typeof HTMLElement === 'undefined') return noDomStandIn;
  const styles = STILL ? [baseCss, options.css, STILL_CSS] : [baseCss, options.css];
  return viewElement({
    ...elementRoot(options),
    holdsRoom: options.holdsRoom,
    setUp(root, prerendered) {
      // Prerendered markup shows in its own styles until the view takes it over (takeover.ts).
      if (prerendered) holdPrerendered(root, prerendered, styles);
      else adoptStyles(root, styles);
      ensureFonts();
    },
  });
}
