import { resolveAssetUrls } from '../../content/asset-urls.ts';
import { SAMPLE_CONTENT } from '../../content/sample.ts';
import { EN_HERO, EN_STAGE } from '../../i18n/messages/en.ts';
import { HeroSchema } from '../../content/sections/hero.ts';
import { createPortfolioElement } from '../../platform/create-element.tsx';
import { define } from '../../platform/register.ts';
import { heroSampleWords } from './sample-words.ts';
import { Hero, type HeroAttribute } from './Hero.tsx';
import css from './hero.css?inline';
import { sectionsCss } from '../../three/Scene3D.tsx';

/**
 * The hero: the greeting 'Hi, I am {firstName}' typed, then the skills typed one after another;
 * a 3D desk whose computer shows the owner's photo, with React, Python, Git and JavaScript logos
 * floating around it, or up to four others named in `hero.logos` (simple-icons slugs) (the first
 * bobs, the second and fourth spin and reverse once the pointer first enters them, the scene
 * tilts toward the pointer on large screens); and a 'Let's work together'
 * link to #about. Screen readers get the full text at once; reduced motion shows it whole and
 * keeps the scene still.
 *
 * @tag portfolio-hero
 * @extends PortfolioStage
 * @attr {string} desk-src - URL of your own desk model (glTF/GLB, in metres, origin on the floor, with a
 *   mesh named `screen` for the photo); overrides `hero.deskSrc`.
 * @attr {string} photo - URL of the photo on the computer's screen; overrides `hero.photo`.
 * @csspart section - The full-height hero section.
 * @csspart stage - The 3D stage behind the text.
 * @csspart fallback - What shows when the 3D stage cannot.
 * @csspart cta - The 'Let's work together' link.
 * @cssprop --portfolio-accent - The caret and the call to action's dot.
 * @cssprop --portfolio-nav-height - Room left above the text for the fixed navigation bar.
 */
export const PortfolioHeroElement = createPortfolioElement<'hero', HeroAttribute>({
  tag: 'portfolio-hero',
  schemas: { hero: HeroSchema },
  sample: SAMPLE_CONTENT,
  view: Hero,
  css: [sectionsCss, css].join('\n'),
  messages: { ...EN_STAGE, ...EN_HERO },
  localizeSample: heroSampleWords,
  // Its files from the dist/ the script came from (asset-urls.ts).
  finish: (content) => resolveAssetUrls(content),
  contentAttributes: { deskSrc: 'hero.deskSrc', photo: 'hero.photo' },
  attributes: ['loading', 'poster'],
  // Its room is held from the upgrade on (hero.css).
  holdsRoom: true,
});

define('portfolio-hero', PortfolioHeroElement);

declare global {
  interface HTMLElementTagNameMap {
    'portfolio-hero': HTMLElement;
  }
}

/** For an app that imports only this element's entry: see docs/frameworks.md. */
export { setBasePath } from '../../lib/base-path.ts';
