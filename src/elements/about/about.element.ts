import { resolveAssetUrls } from '../../content/asset-urls.ts';
import { placeGlobe } from '../../content/globe-place.ts';
import { SAMPLE_CONTENT } from '../../content/sample.ts';
import { EN_ABOUT, EN_STAGE } from '../../i18n/messages/en.ts';
import { AboutSchema } from '../../content/sections/about.ts';
import { createPortfolioElement } from '../../platform/create-element.tsx';
import { define } from '../../platform/register.ts';
import { aboutSampleWords } from './sample-words.ts';
import { About, type AboutAttribute } from './About.tsx';
import artCss from './art.css?inline';
import layoutCss from './about.css?inline';
import copyCss from './copy-card.css?inline';
import { sectionsCss } from '../../three/Scene3D.tsx';

/**
 * The About section: a grid of cards (bio, tech stack with the key-skills badges, a slowly
 * turning globe with a marker at the owner's location and a 'Contact Me' button, 'Why I Chose
 * This', and a card that copies the contact e-mail). Clicking the copy card (or Enter/Space)
 * copies the address and shows a check icon for 2 s, restarting on each copy; where the
 * Clipboard API is refused the address is shown selected with instructions. The globe is drawn
 * from bundled Natural Earth data (no textures, no third-party request), loads near the
 * viewport, stops off screen and under reduced motion does not turn.
 *
 * @tag portfolio-about
 * @extends PortfolioStage
 * @fires {CustomEvent<{ email: string }>} portfolio-copy - The e-mail address was copied: `{email}`.
 * @csspart section - The section.
 * @csspart card - Each card.
 * @csspart skill - Each key-skill badge.
 * @csspart stage - The globe's box.
 * @csspart fallback - What replaces the globe when it cannot be shown.
 * @csspart button - The 'Contact Me' link.
 * @csspart copy-button - The copy-email button.
 * @csspart copy-field - The selected address shown where copying is refused.
 * @cssprop --portfolio-surface - Card background.
 * @cssprop --portfolio-border - Card border.
 * @cssprop --portfolio-accent - Focus rings, the check icon and the globe's marker halo.
 */
export const PortfolioAboutElement = createPortfolioElement<'about', AboutAttribute>({
  tag: 'portfolio-about',
  schemas: { about: AboutSchema },
  sample: SAMPLE_CONTENT,
  view: About,
  css: [sectionsCss, layoutCss, artCss, copyCss].join('\n'),
  messages: { ...EN_STAGE, ...EN_ABOUT },
  localizeSample: aboutSampleWords,
  // The marker at the main language's owner.location; the avatar from dist/.
  finish: (content, main) => {
    placeGlobe(content, main);
    resolveAssetUrls(content);
  },
  attributes: ['loading', 'poster'],
});

define('portfolio-about', PortfolioAboutElement);

declare global {
  interface HTMLElementTagNameMap {
    'portfolio-about': HTMLElement;
  }
}

/** For an app that imports only this element's entry: see docs/frameworks.md. */
export { setBasePath } from '../../lib/base-path.ts';
