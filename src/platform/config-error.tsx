import { useEffect } from 'react';
import type { ConfigIssue } from '../content/types.ts';
import { emit } from '../lib/events.ts';
import { useI18n } from '../i18n/context.tsx';

export interface ConfigErrorProps {
  tag: string;
  host: HTMLElement;
  issues: ConfigIssue[];
}

/** The visible, readable panel an element shows instead of its section when config is bad. */
export function ConfigError({ tag, host, issues }: ConfigErrorProps) {
  const { t } = useI18n();
  const summary = issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ');
  useEffect(() => {
    console.error(`<${tag}> configuration error: ${summary}`);
    emit(host, 'portfolio-error', { source: 'config', message: summary, issues });
    // The summary is the identity of the issue list: log and fire once per distinct error.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tag, host, summary]);
  return (
    <div className="config-error" role="alert" part="error">
      <h2>
        {t('error.title', {
          tag,
          count:
            issues.length === 1
              ? t('error.problem')
              : t('error.problems', { count: issues.length }),
        })}
      </h2>
      <ul>
        {issues.map((issue, i) => (
          <li key={i}>
            <code>{issue.path}</code> {issue.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
