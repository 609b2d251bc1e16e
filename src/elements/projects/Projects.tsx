import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useI18n } from '../../i18n/context.tsx';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { ViewProps } from '../../platform/element-options.ts';
import { TitledSection } from '../../platform/TitledSection.tsx';
import { emit } from '../../lib/events.ts';
import { useReducedMotion } from '../../lib/use-reduced-motion.ts';
import { Scene3D } from '../../three/Scene3D.tsx';
import { announcement, initialState, keyToEvent, step, type CarouselEvent } from './carousel.ts';
import type { ProjectsStageProps } from './projects-canvas.tsx';
import { ProjectSlide } from './project-slide.tsx';
import { useFadeIn } from './use-fade-in.ts';

export type ProjectsAttribute = 'loading' | 'poster';
export type ProjectsProps = ViewProps<'projects', ProjectsAttribute>;

const loadStage = () => import('./projects-canvas.tsx');

function ArrowButton(props: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      className="arrow"
      part="button"
      aria-label={props.label}
      onClick={props.onClick}
    >
      {props.children}
    </button>
  );
}

/** The arrows point along the reading direction: right to left, they turn round (base.css). */
const ARROW = { className: 'along-line', size: 20, stroke: 1.8, 'aria-hidden': true } as const;

/** Two digits, as the counter reads "02 / 04". */
function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/**
 * "My Work": one project at a time with previous/next buttons that wrap, arrow keys while the
 * carousel has focus, a live announcement of each change, a staggered text fade, and the demo
 * computer beside it showing the current project on its screen.
 */
export function Projects({ content, host, attributes, prerendered = false }: ProjectsProps) {
  const { title, items, computerSrc } = content.projects;
  const [state, setState] = useState(() => initialState(items.length));
  // A new configuration may bring fewer projects: keep the index inside the list.
  const current =
    state.count === items.length ? state : step(state, { type: 'count', count: items.length });
  const project = items[current.index]!;
  const reducedMotion = useReducedMotion();
  const { t, dir } = useI18n();
  const slideRef = useRef<HTMLDivElement>(null);
  // The prerendered slide is already on screen: fading it in again would blink it out first.
  const [resumed, setResumed] = useState(prerendered);
  useFadeIn(slideRef, current.index, reducedMotion || resumed);

  function go(event: CarouselEvent) {
    const next = step(current, event);
    setState(next);
    if (next.index === current.index) return;
    setResumed(false);
    emit(host, 'portfolio-project-change', { index: next.index });
  }

  function onKeyDown(event: KeyboardEvent) {
    const action = keyToEvent(event.key, dir);
    if (!action || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    go(action);
  }

  const stageProps: ProjectsStageProps = {
    spotlight: project.spotlight,
    title: project.title,
    video: project.texture,
    videos: items.some((item) => !!item.texture),
    preload: items.flatMap((item) => (item.spotlight ? [item.spotlight] : [])),
    modelSrc: computerSrc,
  };

  return (
    <TitledSection name="projects" title={title}>
      <div
        className="carousel panel"
        part="carousel"
        role="group"
        aria-roledescription="carousel"
        aria-label={t('projects.carousel')}
        tabIndex={0}
        onKeyDown={onKeyDown}
      >
        <div
          className="slide"
          ref={slideRef}
          role="group"
          aria-roledescription="slide"
          aria-label={t('projects.slide', { index: current.index + 1, count: current.count })}
        >
          <ProjectSlide project={project} index={current.index} host={host} />
        </div>
        <div className="controls">
          <ArrowButton label={t('projects.previous')} onClick={() => go({ type: 'prev' })}>
            <IconArrowLeft {...ARROW} />
          </ArrowButton>
          <p className="counter" aria-hidden="true">
            <span className="counter-current">{pad(current.index + 1)}</span> / {pad(current.count)}
          </p>
          <ArrowButton label={t('projects.next')} onClick={() => go({ type: 'next' })}>
            <IconArrowRight {...ARROW} />
          </ArrowButton>
        </div>
        <p className="visually-hidden" aria-live="polite" aria-atomic="true">
          {t('projects.announce', announcement(current, project.title))}
        </p>
      </div>
      <Scene3D
        host={host}
        loading={attributes.loading}
        poster={attributes.poster}
        label={t('projects.stage', { title: project.title })}
        load={loadStage}
        stageProps={stageProps}
        className="computer panel"
      />
    </TitledSection>
  );
}
