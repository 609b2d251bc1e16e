import type { Content } from '../../content/types.ts';
import type { Messages } from '../../i18n/languages.ts';

/** The sample's greeting and button in another language (the element's `localizeSample`). */
export function heroSampleWords<S extends Pick<Content, 'hero'>>(sample: S, m: Messages): S {
  const { hero } = sample;
  return {
    ...sample,
    hero: {
      ...hero,
      greeting: m['sample.hero.greeting'],
      cta: { ...hero.cta, label: m['sample.hero.cta'] },
    },
  };
}
