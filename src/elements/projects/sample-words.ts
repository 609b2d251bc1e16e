import type { Content } from '../../content/types.ts';
import type { Messages } from '../../i18n/languages.ts';

/** The sample's heading in another language (the element's `localizeSample`). */
export function projectsSampleWords<S extends Pick<Content, 'projects'>>(
  sample: S,
  m: Messages,
): S {
  return { ...sample, projects: { ...sample.projects, title: m['sample.projects.title'] } };
}
