import { SAMPLE_OWNER } from '../../content/sample-owner.ts';
import { SAMPLE_FOOTER } from '../../content/sample-footer.ts';
import { EN_FOOTER } from '../../i18n/messages/en.ts';
import { FooterSchema } from '../../content/sections/footer.ts';
import { createPortfolioElement } from '../../platform/create-element.tsx';
import { define } from '../../platform/register.ts';
import { footerSampleWords } from './sample-words.ts';
import { Footer } from './Footer.tsx';
import css from './footer.css?inline';

/**
 * The page footer: 'Terms & Conditions' and 'Privacy Policy' labels (not links), GitHub and
 * LinkedIn profile links, and the copyright line.
 *
 * @tag portfolio-footer
 * @extends PortfolioSection
 * @csspart footer - The footer bar.
 * @csspart social-link - Each profile link.
 * @cssprop --portfolio-border - Top rule colour.
 */
export const PortfolioFooterElement = createPortfolioElement({
  tag: 'portfolio-footer',
  schemas: { footer: FooterSchema },
  sample: { owner: SAMPLE_OWNER, footer: SAMPLE_FOOTER },
  view: Footer,
  css,
  messages: { ...EN_FOOTER },
  localizeSample: footerSampleWords,
});

define('portfolio-footer', PortfolioFooterElement);

declare global {
  interface HTMLElementTagNameMap {
    'portfolio-footer': HTMLElement;
  }
}

/** For an app that imports only this element's entry: see docs/frameworks.md. */
export { setBasePath } from '../../lib/base-path.ts';
