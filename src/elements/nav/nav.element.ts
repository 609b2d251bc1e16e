import { SAMPLE_OWNER } from '../../content/sample-owner.ts';
import { EN_NAV } from '../../i18n/messages/en.ts';
import { SAMPLE_NAV } from '../../content/sample-nav.ts';
import { NavSchema } from '../../content/sections/nav.ts';
import { createPortfolioElement } from '../../platform/create-element.tsx';
import { define } from '../../platform/register.ts';
import { navSampleWords } from './sample-words.ts';
import { Nav } from './Nav.tsx';
import css from './nav.css?inline';

/**
 * The fixed navigation bar: the owner's first name linking to `/` and the section links; below
 * 768px a menu toggle opens a sidebar with the same links (closed by a link or Escape).
 *
 * @tag portfolio-nav
 * @extends PortfolioSection
 * @csspart bar - The fixed bar.
 * @csspart brand - The owner's name link.
 * @csspart toggle - The mobile menu button.
 * @csspart sidebar - The mobile link list.
 * @csspart languages - The language switch (on a page with `hreflang` alternates).
 * @csspart language - One language's link, in its own name; the page's own has `aria-current="page"`.
 * @cssprop --portfolio-nav-height - Height of the bar (72px).
 * @cssprop --portfolio-accent - Focus ring colour.
 */
export const PortfolioNavElement = createPortfolioElement({
  tag: 'portfolio-nav',
  schemas: { nav: NavSchema },
  sample: { owner: SAMPLE_OWNER, nav: SAMPLE_NAV },
  view: Nav,
  css,
  messages: { ...EN_NAV },
  localizeSample: navSampleWords,
  // Its bar is fixed, outside the page's flow.
  holdsRoom: true,
});

define('portfolio-nav', PortfolioNavElement);

declare global {
  interface HTMLElementTagNameMap {
    'portfolio-nav': HTMLElement;
  }
}

/** For an app that imports only this element's entry: see docs/frameworks.md. */
export { setBasePath } from '../../lib/base-path.ts';
