import { IconMenu2, IconX } from '@tabler/icons-react';
import { useId, useLayoutEffect, useState, type MouseEvent } from 'react';
import type { ViewProps } from '../../platform/element-options.ts';
import { onAnchorClick } from '../../lib/scroll.ts';
import { useI18n } from '../../i18n/context.tsx';
import { ensureLanguageNameFont } from '../../styles/script-fonts.ts';
import { currentSection, usePageLanguages } from './page-languages.ts';

export type NavProps = ViewProps<'nav'>;

/** Fixed navigation bar; below 768px the links move into a collapsible sidebar. */
export function Nav({ content, host }: NavProps) {
  const { owner, nav } = content;
  const [open, setOpen] = useState(false);
  const sidebarId = useId();
  const { t, lang } = useI18n();
  const languages = usePageLanguages();
  // Each language's face, so its own name draws on every page ("日本語" on the English one).
  useLayoutEffect(() => {
    for (const language of languages) {
      ensureLanguageNameFont(language.lang, `<${host.localName}>`);
    }
  }, [languages, host]);

  // From the commit on, not after a paint: Escape must work the moment the sidebar shows.
  useLayoutEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    setOpen(false);
    onAnchorClick(event);
  };

  // To the same section of the other language's page.
  const switchTo = (event: MouseEvent<HTMLAnchorElement>) => {
    const hrefs = nav.items.map((item) => item.href);
    const section = currentSection(document, hrefs, window.innerHeight / 3);
    if (!section) return;
    event.preventDefault();
    // The query stays too (`?still`, a campaign's tags): only the language changes.
    const target = new URL(event.currentTarget.href);
    target.search = window.location.search;
    target.hash = section;
    window.location.assign(target.href);
  };

  const switcher = languages.length ? (
    <ul className="languages" aria-label={t('nav.languages')} part="languages">
      {languages.map((language) => {
        const current = language.lang.toLowerCase() === lang.toLowerCase();
        return (
          <li key={language.lang}>
            <a
              className="language"
              href={language.href}
              hrefLang={language.lang}
              lang={language.lang}
              aria-current={current ? 'page' : undefined}
              onClick={current ? undefined : switchTo}
              part="language"
            >
              {language.name}
            </a>
          </li>
        );
      })}
    </ul>
  ) : null;

  const links = (
    <ul className="nav-links">
      {nav.items.map((item) => (
        <li key={item.id}>
          <a className="nav-link" href={item.href} onClick={follow}>
            {item.name}
          </a>
        </li>
      ))}
    </ul>
  );

  return (
    <header className="bar" part="bar">
      <div className="container bar-inner">
        <a className="brand" href="/" part="brand">
          {owner.firstName}
        </a>
        <button
          type="button"
          className="toggle"
          aria-expanded={open}
          aria-controls={sidebarId}
          aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
          onClick={() => setOpen((value) => !value)}
          part="toggle"
        >
          {open ? (
            <IconX size={24} aria-hidden="true" data-icon="close" />
          ) : (
            <IconMenu2 size={24} aria-hidden="true" data-icon="menu" />
          )}
        </button>
        <nav className="nav-desktop" aria-label={t('nav.main')}>
          {links}
          {switcher}
        </nav>
      </div>
      <nav
        id={sidebarId}
        className="sidebar"
        data-open={open}
        aria-label={t('nav.mainMobile')}
        hidden={!open}
        part="sidebar"
      >
        <div className="container">
          {links}
          {switcher}
        </div>
      </nav>
    </header>
  );
}
