import type { FocusEvent, KeyboardEvent, PointerEvent } from 'react';
import type { WorkEntry } from '../../content/types.ts';
import { ContentImage } from '../../platform/ContentImage.tsx';
import { CompanyMonogram } from './company-monogram.tsx';
import { useI18n } from '../../i18n/context.tsx';
import { formatPeriod } from '../../i18n/intl.ts';

export interface JobHandlers {
  play: (type: 'hover' | 'click' | 'focus' | 'enter', job: WorkEntry) => void;
  leave: (type: 'pointer-out' | 'blur') => void;
}

export interface JobItemProps {
  job: WorkEntry;
  /** Position in content.work.jobs, to name the field when the logo cannot load. */
  index: number;
  host: HTMLElement;
  /** This job's animation is the one playing. */
  active: boolean;
  handlers: JobHandlers;
}

/** Moving straight onto another job is not a pointer-out: that job takes over instead. */
function intoAnotherJob(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('.job') !== null;
}

/**
 * One job: a button (so keyboard focus and Enter work like hover and click) holding the logo,
 * company, position, duration and description. Touch has no hover: a tap plays the animation
 * and it stays until another job is tapped, rather than stopping the moment the finger lifts.
 */
export function JobItem({ job, index, host, active, handlers }: JobItemProps) {
  const { lang, messages } = useI18n();
  const period = job.start ? formatPeriod(lang, messages, job.start, job.end) : job.duration;
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'touch') handlers.play('hover', job);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'touch' || intoAnotherJob(event.relatedTarget)) return;
    handlers.leave('pointer-out');
  };
  const onBlur = (event: FocusEvent) => {
    if (!intoAnotherJob(event.relatedTarget)) handlers.leave('blur');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.repeat) return;
    // Enter would also click the button: handle it once, as its own event.
    event.preventDefault();
    handlers.play('enter', job);
  };

  return (
    <li className="job-row">
      <button
        type="button"
        className="job"
        part={active ? 'job job-active' : 'job'}
        data-active={active ? '' : undefined}
        data-animation={job.animation}
        aria-describedby="work-hint"
        onPointerEnter={onPointerEnter}
        onPointerLeave={onPointerLeave}
        onFocus={() => handlers.play('focus', job)}
        onBlur={onBlur}
        onClick={() => handlers.play('click', job)}
        onKeyDown={onKeyDown}
      >
        <span className="job-mark" aria-hidden="true">
          <span className="job-logo">
            {job.icon ? (
              <ContentImage
                src={job.icon}
                alt=""
                field={`work.jobs[${index}].icon`}
                host={host}
                width={36}
                height={36}
                loading="lazy"
                decoding="async"
                className="job-icon"
                fallback={<CompanyMonogram name={job.name} />}
              />
            ) : (
              <CompanyMonogram name={job.name} />
            )}
          </span>
          <span className="job-line" />
        </span>
        <span className="job-body">
          <span className="job-name">{job.name}</span>
          <span className="job-meta">
            {job.position} <span aria-hidden="true">&mdash;</span>{' '}
            <span className="job-duration">{period}</span>
          </span>
          {job.title.trim() && <span className="job-title">{job.title}</span>}
        </span>
      </button>
    </li>
  );
}
