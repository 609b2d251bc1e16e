import { resolveAssetUrls } from '../../content/asset-urls.ts';
import { SAMPLE_CONTENT } from '../../content/sample.ts';
import { EN_STAGE, EN_WORK } from '../../i18n/messages/en.ts';
import { WorkSchema } from '../../content/sections/work.ts';
import { createPortfolioElement } from '../../platform/create-element.tsx';
import { define } from '../../platform/register.ts';
import { workSampleWords } from './sample-words.ts';
import { Work, type WorkAttribute } from './Work.tsx';
import css from './work.css?inline';
import { sectionsCss } from '../../three/Scene3D.tsx';

/**
 * "My Work Experience": the jobs (logo, company, position, duration, description) beside an
 * animated 3D character. Hovering, clicking, focusing or pressing Enter on a job plays that
 * job's animation (victory, clapping or salute), cross-faded over 0.5 s; pointer-out and focus
 * leaving the list return to idle. Under reduced motion the character holds a still pose. The
 * stage's frame reflects the clip playing as `data-animation`. The generated character wears
 * `work.character`: colours, hair style and glasses (an owner's `character-src` ignores it).
 * With `work.jobs` empty (an owner without a work history) it renders nothing and loads no stage.
 *
 * @tag portfolio-work
 * @extends PortfolioStage
 * @attr {string} character-src - URL of your own character (glTF/GLB, skinned, with clips named idle,
 *   salute, clapping and victory; a missing clip plays idle); overrides `work.characterSrc`.
 * @fires {CustomEvent<{ animation: string }>} portfolio-animation-change - The character's animation changed: `{animation}`.
 * @csspart section - The section.
 * @csspart stage - The card holding the 3D character.
 * @csspart jobs - The card holding the job list.
 * @csspart job - Each job button.
 * @csspart job-active - The job whose animation is playing.
 * @cssprop --portfolio-surface - Card background.
 * @cssprop --portfolio-border - Card border and the timeline line.
 * @cssprop --portfolio-accent - Focus rings and the active job's marker.
 */
export const PortfolioWorkElement = createPortfolioElement<'work', WorkAttribute>({
  tag: 'portfolio-work',
  schemas: { work: WorkSchema },
  sample: SAMPLE_CONTENT,
  view: Work,
  css: [sectionsCss, css].join('\n'),
  messages: { ...EN_STAGE, ...EN_WORK },
  localizeSample: workSampleWords,
  // Its files from the dist/ the script came from (asset-urls.ts).
  finish: (content) => resolveAssetUrls(content),
  contentAttributes: { characterSrc: 'work.characterSrc' },
  attributes: ['loading', 'poster'],
});

define('portfolio-work', PortfolioWorkElement);

declare global {
  interface HTMLElementTagNameMap {
    'portfolio-work': HTMLElement;
  }
}

/** For an app that imports only this element's entry: see docs/frameworks.md. */
export { setBasePath } from '../../lib/base-path.ts';
