import { IconBrandGithub, IconBrandLinkedin } from '@tabler/icons-react';
import type { ViewProps } from '../../platform/create-element.tsx';

export type FooterProps = ViewProps<'footer'>;

const SOCIAL_ICONS = { github: IconBrandGithub, linkedin: IconBrandLinkedin } as const;

/** Labels (not links), social profile links and the copyright line. */
export function Footer({ content }: FooterProps) {
  const { labels, social, copyright } = content.footer;
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
        <ul className="social" aria-label="Profiles">
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
        <p className="copyright">{copyright}</p>
      </div>
    </footer>
  );
}
