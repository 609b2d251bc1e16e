/**
 * What an embed page does when it runs in a sandboxed frame without `allow-same-origin` (an
 * opaque origin: WordPress embeds with `sandbox="allow-scripts"`). Imported before the loader,
 * so it runs before any element's code.
 *
 * - Storage: reading `localStorage` throws there, and a library that probes it at load time
 *   would stop its element from loading; the page hides storage instead.
 * - Forms: without `allow-forms` the browser drops a form's submission before its submit
 *   event, so a click on a submit button is turned into that event here (after validation).
 * - Links: without `allow-popups` or `allow-top-navigation`, a link out of the frame is a
 *   dead click; it is handed to the host (WordPress's `link` message) or opened, and else its
 *   address is shown to copy (link-notice.ts).
 */
import { showLinkNotice } from './link-notice.ts';

export const restricted = window.origin === 'null';

function hideStorage(): void {
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    try {
      void window[name];
    } catch {
      try {
        Object.defineProperty(window, name, { value: undefined, configurable: true });
      } catch {
        // Not configurable in this browser: nothing more to do from here.
      }
    }
  }
}

function submitButton(event: Event): HTMLButtonElement | HTMLInputElement | null {
  for (const node of event.composedPath()) {
    if (
      (node instanceof HTMLButtonElement || node instanceof HTMLInputElement) &&
      node.type === 'submit'
    )
      return node;
  }
  return null;
}

function submitForms(event: MouseEvent): void {
  const button = submitButton(event);
  const form = button?.form;
  if (!button || !form || event.defaultPrevented) return;
  event.preventDefault();
  if (!form.reportValidity()) return;
  form.dispatchEvent(
    new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: button }),
  );
}

function linkOf(event: Event): HTMLAnchorElement | null {
  for (const node of event.composedPath()) {
    if (node instanceof HTMLAnchorElement && node.href) return node;
  }
  return null;
}

/** Where a link goes: an anchor with no target in this frame means the full page's section. */
function destination(link: HTMLAnchorElement): string | null {
  const url = new URL(link.href);
  const here = new URL(location.href);
  if (url.origin === here.origin && url.pathname === here.pathname && url.hash) {
    if (document.getElementById(decodeURIComponent(url.hash.slice(1)))) return null;
    // dist/embed/<section>.html: the standalone page sits one folder up.
    return new URL(`../${url.hash}`, location.href).href;
  }
  return url.href;
}

function followLinks(event: MouseEvent, secret: string | null): void {
  if (event.defaultPrevented || event.button !== 0) return;
  const link = linkOf(event);
  if (!link || /^mailto:/i.test(link.href)) return;
  const target = destination(link);
  if (!target) return;
  event.preventDefault();
  // WordPress navigates its page to a link on the embed's own host, and to nothing else.
  if (secret && new URL(target).host === location.host) {
    window.parent.postMessage({ message: 'link', value: target, secret }, '*');
    return;
  }
  if (window.open(target, '_blank')) return;
  showLinkNotice(target);
}

export function installRestrictedFrame(secret: string | null): void {
  if (!restricted) return;
  document.addEventListener('click', submitForms);
  document.addEventListener('click', (event) => followLinks(event, secret));
}

if (restricted) hideStorage();
