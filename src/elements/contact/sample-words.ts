import type { Content } from '../../content/types.ts';
import type { Messages } from '../../i18n/languages.ts';

/** The sample's heading and placeholders in another language (the element's `localizeSample`). */
export function contactSampleWords<S extends Pick<Content, 'contact'>>(sample: S, m: Messages): S {
  return {
    ...sample,
    contact: {
      ...sample.contact,
      title: m['sample.contact.title'],
      placeholders: {
        name: m['sample.contact.placeholder.name'],
        email: m['sample.contact.placeholder.email'],
        message: m['sample.contact.placeholder.message'],
      },
    },
  };
}
