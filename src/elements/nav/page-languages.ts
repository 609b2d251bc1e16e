import { useLayoutEffect, useState } from 'react';
import { ownName } from '../../i18n/languages.ts';

/** One language the page is published in, as its `<link rel="alternate" hreflang>` names it. */
export interface PageLanguage {
  lang: string;
  href: string;
  /** The language's own name for itself: "Português", "العربية". */
  name: string;
}

const ALTERNATES = 'link[rel="alternate"][hreflang]:not([hreflang="x-default"])';

/** The page's languages, read from its head (the build writes them on each language's page). */
export function readPageLanguages(doc: Document): PageLanguage[] {
  const found: PageLanguage[] = [];
  for (const link of doc.querySelectorAll<HTMLLinkElement>(ALTERNATES)) {
    const lang = link.hreflang;
    if (!lang || found.some((known) => known.lang === lang)) continue;
    found.push({ lang, href: link.href, name: link.title || ownName(lang) });
  }
  return found.length > 1 ? found : [];
}

/** Read once the element is on the page (in the commit, so the switch shows with the bar). */
export function usePageLanguages(): PageLanguage[] {
  const [languages, setLanguages] = useState<PageLanguage[]>([]);
  useLayoutEffect(() => setLanguages(readPageLanguages(document)), []);
  return languages;
}

/**
 * The section the visitor is in: the last of the nav's anchors whose section's top has passed
 * the bar, so the other language's page opens where they were reading.
 */
export function currentSection(doc: Document, hrefs: readonly string[], offset: number): string {
  let current = '';
  for (const href of hrefs) {
    if (!href.startsWith('#') || href.length < 2) continue;
    const target = doc.getElementById(decodeURIComponent(href.slice(1)));
    if (target && target.getBoundingClientRect().top <= offset) current = href;
  }
  return current;
}
