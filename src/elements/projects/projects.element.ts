import { resolveAssetUrls } from '../../content/asset-urls.ts';
import { SAMPLE_CONTENT } from '../../content/sample.ts';
import { EN_PROJECTS, EN_STAGE } from '../../i18n/messages/en.ts';
import { ProjectsSchema } from '../../content/sections/projects.ts';
import { createPortfolioElement } from '../../platform/create-element.tsx';
import { define } from '../../platform/register.ts';
import { projectsSampleWords } from './sample-words.ts';
import { Projects, type ProjectsAttribute } from './Projects.tsx';
import css from './projects.css?inline';
import { sectionsCss } from '../../three/Scene3D.tsx';

/**
 * "My Work": a carousel showing one project at a time (spotlight, logo, title, desc, subdesc,
 * technology tags, optional live-site link). Previous and next wrap around at both ends; Left
 * and Right arrow keys step while the carousel has focus; each change is announced and its
 * text fades in (1 s, 0.2 s stagger; skipped under reduced motion). Beside it a 3D demo
 * computer, which can be orbited but not zoomed, shows the current project on its screen.
 *
 * @tag portfolio-projects
 * @extends PortfolioStage
 * @attr {string} computer-src - URL of your own computer model (glTF/GLB, with a mesh named `screen`);
 *   overrides `projects.computerSrc`.
 * @fires {CustomEvent<{ index: number }>} portfolio-project-change - The carousel moved: `{index}` of the project now shown.
 * @csspart section - The section.
 * @csspart carousel - The focusable carousel card.
 * @csspart spotlight - The project's screenshot banner.
 * @csspart logo - The project's logo tile.
 * @csspart live - The 'Check live site' link.
 * @csspart button - The previous and next buttons.
 * @csspart stage - The 3D stage box.
 * @cssprop --portfolio-surface - Card and stage background.
 * @cssprop --portfolio-border - Card and stage border.
 * @cssprop --portfolio-accent - Focus rings and the live-site link.
 */
export const PortfolioProjectsElement = createPortfolioElement<'projects', ProjectsAttribute>({
  tag: 'portfolio-projects',
  schemas: { projects: ProjectsSchema },
  sample: SAMPLE_CONTENT,
  view: Projects,
  css: [sectionsCss, css].join('\n'),
  messages: { ...EN_STAGE, ...EN_PROJECTS },
  localizeSample: projectsSampleWords,
  // Its files from the dist/ the script came from (asset-urls.ts).
  finish: (content) => resolveAssetUrls(content),
  contentAttributes: { computerSrc: 'projects.computerSrc' },
  attributes: ['loading', 'poster'],
});

define('portfolio-projects', PortfolioProjectsElement);

declare global {
  interface HTMLElementTagNameMap {
    'portfolio-projects': HTMLElement;
  }
}

/** For an app that imports only this element's entry: see docs/frameworks.md. */
export { setBasePath } from '../../lib/base-path.ts';
