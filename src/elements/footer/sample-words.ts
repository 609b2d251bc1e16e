import type { Content } from '../../content/types.ts';
import { formatYear } from '../../i18n/intl.ts';
import { fill, type Messages } from '../../i18n/languages.ts';

/** The sample's copyright year: the spec's. */
const SAMPLE_YEAR = 2024;

/**
 * The sample's labels and copyright line in another language (the element's `localizeSample`);
 * `{name}` stays a template, filled with the owner's name.
 */
export function footerSampleWords<S extends Pick<Content, 'footer'>>(
  sample: S,
  m: Messages,
  lang: string,
): S {
  return {
    ...sample,
    footer: {
      ...sample.footer,
      labels: [m['sample.footer.terms'], m['sample.footer.privacy']],
      copyright: fill(m['footer.copyright'], { year: formatYear(lang, SAMPLE_YEAR) }),
    },
  };
}
