import { IconArrowUpRight } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { resolveTechIcon } from '../../content/tech-icon.ts';
import type { Project } from '../../content/types.ts';
import { ContentImage } from '../../platform/ContentImage.tsx';
import { useI18n } from '../../i18n/context.tsx';
import { TECH_ICON_DATA, TechIcon } from './tech-icons.tsx';

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
 * The tile's look when the content gives none: tinted from the logo's brand colour where the
 * logo is a built-in mark, else left to the stylesheet, which tints it from the accent.
 */
function defaultLogoStyle(project: Project): CSSProperties | undefined {
  if (project.isImage || !project.logo) return undefined;
  const resolved = resolveTechIcon(project.logo);
  if (!resolved.ok || !resolved.builtIn) return undefined;
  const brand = `#${TECH_ICON_DATA[resolved.builtIn].hex}`;
  return {
    backgroundColor: `color-mix(in srgb, ${brand} 14%, var(--portfolio-surface))`,
    border: `0.2px solid color-mix(in srgb, ${brand} 35%, transparent)`,
    boxShadow: `0px 0px 60px 0px color-mix(in srgb, ${brand} 30%, transparent)`,
  };
}

/**
 * The project's logo: an image, a technology mark (any simple-icons slug) when `isImage` is
 * false, or the title's first letter when there is none. Its tile takes the project's own
 * background, border and glow, or defaults from the logo and accent; React sets them through
 * the CSSOM, so a strict style-src CSP allows them.
 */
function ProjectLogo({ project, index, host }: ProjectSlideProps) {
  const { logo, isImage, title } = project;
  const field = `projects.items[${index}].logo`;
  let mark;
  if (logo && isImage) {
    mark = (
      <ContentImage
        src={logo}
        alt=""
        field={field}
        host={host}
        width={34}
        height={34}
        loading="lazy"
      />
    );
  } else if (logo) mark = <TechIcon id={logo} size={LOGO_ICON_PX} field={field} host={host} />;
  else mark = <span className="logo-letter">{title.slice(0, 1)}</span>;
  return (
    <div
      className="logo"
      part="logo"
      data-default-style={project.logoStyle ? undefined : ''}
      style={project.logoStyle ?? defaultLogoStyle(project)}
    >
      {mark}
    </div>
  );
}

/** What the card shows for a project with no spotlight: its title on a tile of the accent. */
function NoSpotlight({ title }: { title: string }) {
  return (
    <span className="spotlight-none" role="img" aria-label={`${title} (no screenshot)`}>
      <span aria-hidden="true">{title}</span>
    </span>
  );
}

/** One project: spotlight, logo, title, desc, subdesc, tag marks and the live-site link. */
export function ProjectSlide({ project, index, host }: ProjectSlideProps) {
  const { title, desc, subdesc, spotlight, tags, href } = project;
  const { t } = useI18n();
  return (
    <>
      <div className="spotlight" part="spotlight">
        {spotlight ? (
          <ContentImage
            src={spotlight}
            alt={`Screenshot of ${title}`}
            field={`projects.items[${index}].spotlight`}
            host={host}
            width={960}
            height={640}
            loading="lazy"
          />
        ) : (
          <NoSpotlight title={title} />
        )}
      </div>
      <ProjectLogo project={project} index={index} host={host} />
      <div className="text">
        <h3 className="title" data-fade>
          {title}
        </h3>
        {desc.trim() && (
          <p className="desc" data-fade>
            {desc}
          </p>
        )}
        {subdesc.trim() && (
          <p className="subdesc" data-fade>
            {subdesc}
          </p>
        )}
      </div>
      <div className="meta" data-fade>
        <ul className="tags" aria-label={t('projects.builtWith')}>
          {tags.map((tag, i) => (
            <li key={tag.id} className="tag" title={tag.name}>
              <TechIcon
                id={tag.icon}
                size={TAG_ICON_PX}
                label={tag.name}
                field={`projects.items[${index}].tags[${i}].icon`}
                host={host}
              />
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
