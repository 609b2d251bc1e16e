import { useCallback, useRef, useState } from 'react';
import type { ViewProps } from '../../platform/element-options.ts';
import { TitledSection } from '../../platform/TitledSection.tsx';
import { emit } from '../../lib/events.ts';
import { Scene3D } from '../../three/Scene3D.tsx';
import { useI18n } from '../../i18n/context.tsx';
import { JobItem, type JobHandlers } from './job-item.tsx';
import type { WorkStageProps } from './work-canvas.tsx';
import {
  INITIAL_WORK_ANIMATION,
  step,
  type WorkAnimationEvent,
  type WorkAnimationState,
} from './work-animation.ts';

export type WorkAttribute = 'loading' | 'poster';
export type WorkProps = ViewProps<'work', WorkAttribute>;

const loadStage = () => import('./work-canvas.tsx');

/**
 * "My Work Experience": the jobs list beside a 3D character. Hovering, focusing, clicking or
 * pressing Enter on a job plays that job's animation; pointer-out and focus leaving the list
 * return the character to idle. Each change fires `portfolio-animation-change`.
 * With no jobs (`work.jobs: []`, an owner without a work history) the section is left out:
 * the element renders nothing, and the build drops it from the page, the nav and the embeds.
 */
export function Work({ content, host, attributes }: WorkProps) {
  const { title, jobs, characterSrc, character } = content.work;
  const [state, setState] = useState<WorkAnimationState>(INITIAL_WORK_ANIMATION);
  // Events can arrive in one burst (pointer-enter, focus, click): step from the latest state.
  const latest = useRef(state);
  const { t } = useI18n();

  const dispatch = useCallback(
    (event: WorkAnimationEvent) => {
      const previous = latest.current;
      const next = step(previous, event);
      if (next === previous) return;
      latest.current = next;
      setState(next);
      if (next.animation !== previous.animation) {
        emit(host, 'portfolio-animation-change', { animation: next.animation });
      }
    },
    [host],
  );

  const handlers: JobHandlers = {
    play: (type, job) => dispatch({ type, job: job.id, animation: job.animation }),
    leave: (type) => dispatch({ type }),
  };

  const stageProps: WorkStageProps = {
    animation: state.animation,
    modelSrc: characterSrc,
    look: character,
  };

  if (!jobs.length) return null;
  return (
    <TitledSection name="work" title={title}>
      <Scene3D
        host={host}
        loading={attributes.loading}
        poster={attributes.poster}
        label={t(`work.stage.${state.animation}`)}
        load={loadStage}
        stageProps={stageProps}
        className="character panel"
      />
      <div className="jobs-card panel" part="jobs">
        <p className="visually-hidden" id="work-hint">
          {t('work.hint')}
        </p>
        <ul className="jobs">
          {jobs.map((job, index) => (
            <JobItem
              key={job.id}
              job={job}
              index={index}
              host={host}
              active={state.job === job.id}
              handlers={handlers}
            />
          ))}
        </ul>
      </div>
    </TitledSection>
  );
}
