import { IconBrandGithub, IconBrandLinkedin } from '@tabler/icons-react';
import type { ViewProps } from '../../platform/element-options.ts';
import { useI18n } from '../../i18n/context.tsx';
import { formatYear } from '../../i18n/intl.ts';
import { fill } from '../../i18n/languages.ts';

export type FooterProps = ViewProps<'footer'>;

const SOCIAL_ICONS = { github: IconBrandGithub, linkedin: IconBrandLinkedin } as const;

/** Labels (not links), social profile links and the copyright line. */
export function Footer({ content }: FooterProps) {
  const { labels, social, copyright } = content.footer;
  const { t, lang } = useI18n();
  return (
    <footer className="footer" part="footer">
      <div className="container footer-inner">
        <p className="labels">
          {labels.map((label, i) => (
            <span key={i} className="label">
              {label}
            </span>
          ))}
        </p>
        <ul className="social" aria-label={t('footer.profiles')}>
          {social.map((link) => {
            const Icon = SOCIAL_ICONS[link.icon];
            return (
              <li key={link.href}>
                <a
                  className="social-link"
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={link.name}
                  part="social-link"
                >
                  <Icon size={20} stroke={1.6} aria-hidden="true" />
                </a>
              </li>
            );
          })}
        </ul>
        <p className="copyright">
          {fill(copyright, { year: formatYear(lang, new Date().getFullYear()) })}
        </p>
      </div>
    </footer>
  );
}
