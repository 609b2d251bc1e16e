import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useId } from 'react';
import { useI18n } from '../../i18n/context.tsx';
import { copyStatus } from './copy-state.ts';
import { useCopy } from './use-copy.ts';

export interface CopyCardProps {
  title: string;
  email: string;
  host: HTMLElement;
}

/** A button that copies the contact e-mail and shows a check icon while the copy is fresh. */
export function CopyCard({ title, email, host }: CopyCardProps) {
  const { state, copy, buttonRef, fieldRef } = useCopy(email, host);
  const statusId = useId();
  const { t } = useI18n();
  const Icon = state.copied ? IconCheck : IconCopy;

  return (
    <article className="card panel card-copy" part="card">
      <div className="copy-art" aria-hidden="true">
        <span className="copy-ring" />
        <span className="copy-ring" />
        <span className="copy-ring" />
      </div>
      <h3 className="card-title copy-title">{title}</h3>
      <button
        ref={buttonRef}
        type="button"
        className="copy-button"
        part="copy-button"
        data-copied={state.copied}
        aria-label={t('about.copy', { email })}
        aria-describedby={statusId}
        onClick={() => void copy()}
      >
        <span className="copy-icon" data-icon={state.copied ? 'check' : 'copy'}>
          <Icon size={20} stroke={1.8} aria-hidden="true" />
        </span>
        <span className="copy-email">{email}</span>
      </button>
      {state.manual && (
        <input
          ref={fieldRef}
          className="copy-field"
          part="copy-field"
          type="text"
          readOnly
          value={email}
          aria-label={t('about.copyField')}
          onFocus={(event) => event.currentTarget.select()}
        />
      )}
      <p
        id={statusId}
        className="copy-status"
        role="status"
        data-state={state.copied ? 'copied' : state.manual ? 'manual' : 'idle'}
      >
        {t(copyStatus(state))}
      </p>
    </article>
  );
}
