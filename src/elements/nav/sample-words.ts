import type { Content } from '../../content/types.ts';
import type { Messages } from '../../i18n/languages.ts';

const LINK_NAMES: Readonly<Record<string, keyof Messages>> = {
  '#home': 'sample.nav.home',
  '#about': 'sample.nav.about',
  '#work': 'sample.nav.work',
  '#contact': 'sample.nav.contact',
};

/** The sample's link names in another language (the element's `localizeSample`). */
export function navSampleWords<S extends Pick<Content, 'nav'>>(sample: S, m: Messages): S {
  const items = sample.nav.items.map((item) => {
    const key = LINK_NAMES[item.href];
    return key ? { ...item, name: m[key] } : item;
  });
  return { ...sample, nav: { items } };
}
