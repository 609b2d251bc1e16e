import { useLayoutEffect, useState } from 'react';
import { ensureLanguageFont } from '../styles/script-fonts.ts';

/**
 * The section's direction on its host (CSS direction inherits into the shadow root), unless
 * the page gave the tag its own `dir`; and its script's face in the document when it needs one.
 */
export function useDirection(
  host: HTMLElement,
  lang: string | undefined,
  dir: string | undefined,
): void {
  const [authorDir] = useState(() => host.hasAttribute('dir'));
  useLayoutEffect(() => {
    if (!lang || !dir) return;
    if (!authorDir) host.setAttribute('dir', dir);
    // A script Inter does not carry (Arabic, Hebrew, Japanese...): its face, fetched then only.
    ensureLanguageFont(lang, `<${host.localName}>`);
  }, [host, lang, dir, authorDir]);
}
