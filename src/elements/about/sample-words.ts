import type { Content } from '../../content/types.ts';
import type { Messages } from '../../i18n/languages.ts';

/** The sample's card titles and button in another language (the element's `localizeSample`). */
export function aboutSampleWords<S extends Pick<Content, 'about'>>(sample: S, m: Messages): S {
  const { about } = sample;
  return {
    ...sample,
    about: {
      ...about,
      techStack: { ...about.techStack, title: m['sample.about.techStack'] },
      globe: { ...about.globe, title: m['sample.about.globe'] },
      contactButton: { ...about.contactButton, label: m['sample.about.contactButton'] },
      why: { ...about.why, title: m['sample.about.why'] },
      copy: { title: m['sample.about.copy'] },
    },
  };
}
