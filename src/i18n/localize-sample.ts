import type { Content } from '../content/types.ts';
import { SAMPLE_OWNER } from '../content/sample-owner.ts';
import { fill, type Messages } from './languages.ts';
import { formatYear } from './intl.ts';

/** The sample's copyright year: the spec's. */
const SAMPLE_YEAR = 2024;

const NAV_NAMES: Readonly<Record<string, keyof Messages>> = {
  '#home': 'sample.nav.home',
  '#about': 'sample.nav.about',
  '#work': 'sample.nav.work',
  '#contact': 'sample.nav.contact',
};

/**
 * The sample content in another language: the words the elements bring with them (link names,
 * headings, buttons, placeholders, footer labels), so a section an owner has not written in
 * that language still speaks it. The owner's own text is never touched here.
 */
export function localizeSample(
  sample: Partial<Content>,
  lang: string,
  m: Messages,
): Partial<Content> {
  const out: Partial<Content> = { ...sample };
  if (out.nav) {
    out.nav = {
      items: out.nav.items.map((item) => {
        const key = NAV_NAMES[item.href];
        return key ? { ...item, name: m[key] } : item;
      }),
    };
  }
  if (out.hero) {
    out.hero = {
      ...out.hero,
      greeting: m['sample.hero.greeting'],
      cta: { ...out.hero.cta, label: m['sample.hero.cta'] },
    };
  }
  if (out.about) {
    const about = out.about;
    out.about = {
      ...about,
      techStack: { ...about.techStack, title: m['sample.about.techStack'] },
      globe: { ...about.globe, title: m['sample.about.globe'] },
      contactButton: { ...about.contactButton, label: m['sample.about.contactButton'] },
      why: { ...about.why, title: m['sample.about.why'] },
      copy: { title: m['sample.about.copy'] },
    };
  }
  if (out.projects) out.projects = { ...out.projects, title: m['sample.projects.title'] };
  if (out.work) out.work = { ...out.work, title: m['sample.work.title'] };
  if (out.contact) {
    out.contact = {
      ...out.contact,
      title: m['sample.contact.title'],
      placeholders: {
        name: m['sample.contact.placeholder.name'],
        email: m['sample.contact.placeholder.email'],
        message: m['sample.contact.placeholder.message'],
      },
    };
  }
  if (out.footer) {
    out.footer = {
      ...out.footer,
      labels: [m['sample.footer.terms'], m['sample.footer.privacy']],
      copyright: fill(m['footer.copyright'], {
        year: formatYear(lang, SAMPLE_YEAR),
        name: SAMPLE_OWNER.name,
      }),
    };
  }
  return out;
}
