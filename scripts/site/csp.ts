/**
 * The strict Content-Security-Policy the standalone page renders under (docs/security.md), and
 * the hashes its inline elements add to it: the prerendered sections' styles, the page's own
 * CSS and the start script. The build writes the whole header for its pages into dist/.
 */
import { createHash } from 'node:crypto';
import { htmlElements, innerText } from '../build/html.ts';

/** Where the build writes the header for the pages it prerendered. */
export const CSP_FILE = 'content-security-policy.txt';

/** The policy without inline elements: what every element and embed page needs. */
export const STRICT_DIRECTIVES: readonly (readonly [string, ...string[]])[] = [
  ['default-src', "'self'"],
  ['script-src', "'self'"],
  ['style-src', "'self'"],
  ['img-src', "'self'", 'data:', 'blob:'],
  ['connect-src', "'self'", 'https://api.emailjs.com'],
  ['worker-src', "'self'", 'blob:'],
  ['object-src', "'none'"],
  ['base-uri', "'none'"],
];

/** The CSP source for an inline element's text: `'sha256-…'`. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** Script types that hold data, which a policy does not check. */
const DATA_SCRIPTS = new Set(['application/json', 'application/ld+json']);

/**
 * The hashes a strict policy needs for pages' inline elements: each `<style>`'s text (in a
 * declarative shadow root too) and each inline script that runs (JSON blocks are data, which
 * the policy does not check).
 */
export function inlineHashes(pages: readonly string[]): { styles: string[]; scripts: string[] } {
  const styles = new Set<string>();
  const scripts = new Set<string>();
  for (const html of pages) {
    for (const element of htmlElements(html)) {
      const { tag, attributes } = element;
      if (tag === 'style') styles.add(cspHash(innerText(html, element)));
      else if (tag === 'script' && !('src' in attributes) && !DATA_SCRIPTS.has(attributes.type!))
        scripts.add(cspHash(innerText(html, element)));
    }
  }
  return { styles: [...styles].sort(), scripts: [...scripts].sort() };
}

/** The strict policy with `extra` sources added to their directives, as one header value. */
export function policy(extra: Partial<Record<string, readonly string[]>> = {}): string {
  return STRICT_DIRECTIVES.map(([name, ...sources]) =>
    [name, ...sources, ...(extra[name] ?? [])].join(' '),
  ).join('; ');
}

/** The header for pages that carry inline styles and scripts: the strict policy and their hashes. */
export function pagePolicy(pages: readonly string[]): string {
  const { styles, scripts } = inlineHashes(pages);
  return policy({ 'style-src': styles, 'script-src': scripts });
}
