import { IconArrowUpRight } from '@tabler/icons-react';
import type { Project } from '../../content/types.ts';
import { ContentImage } from '../../platform/ContentImage.tsx';
import { useI18n } from '../../i18n/context.tsx';
import { isTechIcon, TechIcon } from './tech-icons.tsx';

export interface ProjectSlideProps {
  project: Project;
  /** Position in content.projects.items, to name the field when an image cannot load. */
  index: number;
  host: HTMLElement;
}

/** Size of a tag's mark inside its 40px tile. */
const TAG_ICON_PX = 20;
const LOGO_ICON_PX = 30;

/**
 * The project's logo: an image, or a bundled technology mark when `isImage` is false. Its tile
 * takes the project's own background, border and glow; React sets them through the CSSOM, so a
 * strict style-src CSP allows them.
 */
function ProjectLogo({ project, index, host }: ProjectSlideProps) {
  const { logo, isImage, logoStyle, title } = project;
  let mark;
  if (isImage) {
    mark = (
      <ContentImage
        src={logo}
        alt=""
        field={`projects.items[${index}].logo`}
        host={host}
        width={34}
        height={34}
      />
    );
  } else if (isTechIcon(logo)) mark = <TechIcon id={logo} size={LOGO_ICON_PX} />;
  else mark = <span className="logo-letter">{title.slice(0, 1)}</span>;
  return (
    <div className="logo" part="logo" style={logoStyle}>
      {mark}
    </div>
  );
}

/** One project: spotlight, logo, title, desc, subdesc, tag marks and the live-site link. */
export function ProjectSlide({ project, index, host }: ProjectSlideProps) {
  const { title, desc, subdesc, spotlight, tags, href } = project;
  const { t } = useI18n();
  return (
    <>
      <div className="spotlight" part="spotlight">
        <ContentImage
          src={spotlight}
          alt={`Screenshot of ${title}`}
          field={`projects.items[${index}].spotlight`}
          host={host}
          width={960}
          height={640}
        />
      </div>
      <ProjectLogo project={project} index={index} host={host} />
      <div className="text">
        <h3 className="title" data-fade>
          {title}
        </h3>
        <p className="desc" data-fade>
          {desc}
        </p>
        <p className="subdesc" data-fade>
          {subdesc}
        </p>
      </div>
      <div className="meta" data-fade>
        <ul className="tags" aria-label={t('projects.builtWith')}>
          {tags.map((tag) => (
            <li key={tag.id} className="tag" title={tag.name}>
              <TechIcon id={tag.icon} size={TAG_ICON_PX} label={tag.name} />
            </li>
          ))}
        </ul>
        {href ? (
          <a className="live" href={href} target="_blank" rel="noopener noreferrer" part="live">
            {t('projects.live')}
            <IconArrowUpRight className="along-line" size={16} stroke={1.8} aria-hidden="true" />
          </a>
        ) : null}
      </div>
    </>
  );
}
