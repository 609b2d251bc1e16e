/**
 * The script of dist/embed/<section>.html: feeds the element its content from the URL (hash:
 * base64url JSON; or `?config=<url>`), else the content the build wrote into the page, then reports the page height to the parent window
 * whenever it changes, so the host can size the iframe: as embed.js reads it, and, when
 * WordPress embedded the page (`#?secret=`), as WordPress's host script reads it too.
 */
// First: in a sandboxed frame it must run before any element's code.
import { installRestrictedFrame } from './restricted-frame.ts';
import '../loader.ts';
import { decodeBase64Url } from './base64url.ts';
import { parseEmbedHash } from './embed-hash.ts';
import { directionOf } from '../i18n/languages.ts';

export const HEIGHT_MESSAGE = 'portfolio-embed:height';
/** Sent by embed.js when it starts, since it may have missed the first report. */
export const REQUEST_MESSAGE = 'portfolio-embed:request-height';

/**
 * The content the build wrote into the page (scripts/build/embed-pages.ts): the URL's replaces it.
 */
const BUILT_CONTENT_ID = 'portfolio-content';

const host = document.querySelector<HTMLElement>('[data-embed]');
const { content: hashContent, secret } = parseEmbedHash(location.hash);

/**
 * `?lang=pt`: the section in that language (its locale and messages); the frame's document
 * says so too, for screen readers and the direction of anything outside the section.
 */
function applyLanguage(element: HTMLElement): void {
  const lang = new URLSearchParams(location.search).get('lang')?.trim();
  if (!lang) return;
  element.setAttribute('lang', lang);
  document.documentElement.lang = lang;
  document.documentElement.dir = directionOf(lang);
}

function applyContent(element: HTMLElement): void {
  const config = new URLSearchParams(location.search).get('config');
  const hash = hashContent;
  if (hash) {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'embed-content';
    try {
      script.textContent = decodeBase64Url(hash);
    } catch {
      // Left as it came, so the element's error panel shows what could not be read.
      script.textContent = hash;
      console.error('portfolio-elements embed: the URL hash is not base64url-encoded JSON');
    }
    document.head.append(script);
    element.setAttribute('config', '#embed-content');
  } else if (config) {
    element.setAttribute('config', config);
  } else if (document.getElementById(BUILT_CONTENT_ID)) {
    element.setAttribute('config', `#${BUILT_CONTENT_ID}`);
  }
}

/** Height of what the element shows, including fixed-position content such as the nav bar. */
function measure(element: HTMLElement): number {
  // From the element's own top: in a frame taller than it, the page centres it (below), and
  // that offset is the frame's, not the section's.
  const box = element.getBoundingClientRect();
  let bottom = box.bottom;
  for (const child of element.shadowRoot?.children ?? []) {
    bottom = Math.max(bottom, child.getBoundingClientRect().bottom);
  }
  return Math.ceil(bottom + window.scrollY - Math.max(0, box.top + window.scrollY));
}

function report(element: HTMLElement): void {
  let last = -1;
  let queued = false;
  const send = () => {
    queued = false;
    const height = measure(element);
    if (height === last) return;
    last = height;
    window.parent.postMessage(
      { type: HEIGHT_MESSAGE, height, tag: element.localName, href: location.href },
      '*',
    );
    // WordPress's protocol: the host clamps the value to 200-1000 px.
    if (secret) window.parent.postMessage({ message: 'height', value: height, secret }, '*');
  };
  // A timer, not an animation frame: Chrome stops rendering a cross-origin iframe scrolled out
  // of the host's view (no frames, no resize observations), and the host must still size it
  // before the visitor scrolls there. The timer also gathers a burst of mutations into one report.
  const schedule = () => {
    if (queued) return;
    queued = true;
    setTimeout(send, 0);
  };
  new ResizeObserver(schedule).observe(element);
  const watchShadow = () => {
    if (!element.shadowRoot) return false;
    new MutationObserver(schedule).observe(element.shadowRoot, {
      subtree: true,
      childList: true,
      attributes: true,
    });
    return true;
  };
  if (!watchShadow()) void customElements.whenDefined(element.localName).then(watchShadow);
  window.addEventListener('resize', schedule);
  // Every batch of fonts, not only the first: a section's own font arrives after the first
  // report, and out of view no resize observation follows the text it reflows.
  document.fonts.addEventListener('loadingdone', schedule);
  void document.fonts.ready.then(schedule);
  window.addEventListener('message', (event) => {
    if (event.source !== window.parent) return;
    const data = event.data as { type?: unknown; message?: unknown; secret?: unknown } | null;
    const asked =
      data?.type === REQUEST_MESSAGE ||
      // WordPress says 'ready' once its page has loaded, maybe after our first report.
      (secret !== null && data?.message === 'ready' && data.secret === secret);
    if (!asked) return;
    last = -1;
    schedule();
  });
  schedule();
}

if (host) {
  // CSSOM, not an inline style: the page must pass a strict style-src 'self'. The frame's ground
  // follows the theme the section shows (dark until it says otherwise).
  const ground = () => {
    const light = host.getAttribute('data-portfolio-tone') === 'light';
    document.documentElement.style.background = light ? '#f6f5f2' : '#010103';
  };
  ground();
  new MutationObserver(ground).observe(host, { attributeFilter: ['data-portfolio-tone'] });
  // A frame the host holds taller than the section (WordPress's 200 px floor, a Notion block)
  // shows it centred, not as a strip at the top of an empty panel.
  // The nav is a fixed bar, whose place is the top.
  document.body.style.margin = '0';
  if (host.localName !== 'portfolio-nav') {
    Object.assign(document.body.style, {
      minHeight: '100vh',
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'center',
    });
  }
  applyLanguage(host);
  applyContent(host);
  installRestrictedFrame(secret);
  report(host);
}
