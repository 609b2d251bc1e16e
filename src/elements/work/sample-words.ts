import type { Content } from '../../content/types.ts';
import type { Messages } from '../../i18n/languages.ts';

/** The sample's heading in another language (the element's `localizeSample`). */
export function workSampleWords<S extends Pick<Content, 'work'>>(sample: S, m: Messages): S {
  return { ...sample, work: { ...sample.work, title: m['sample.work.title'] } };
}
