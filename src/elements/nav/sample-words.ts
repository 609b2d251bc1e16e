import type { Content } from '../../content/types.ts';
import type { MessageKey, Messages } from '../../i18n/languages.ts';

/**
 * The sample's link names in another language (the element's `localizeSample`): the link to
 * `#work` is `sample.nav.work`.
 */
export function navSampleWords<S extends Pick<Content, 'nav'>>(sample: S, m: Messages): S {
  const items = sample.nav.items.map((item) => {
    const name = m[`sample.nav.${item.href.slice(1)}` as MessageKey] as string | undefined;
    return name ? { ...item, name } : item;
  });
  return { ...sample, nav: { items } };
}
