/**
 * The CDN entry, `portfolio-elements.js`: defines each tag lazily, fetching an element's code
 * only when its tag first appears in the document, and on a host page with text of its own,
 * only once a section of that tag comes near the window (holdUntilNear).
 */
import { afterFirstFrame, firstContentfulPaint } from './lib/first-paint.ts';
import { whenNear } from './lib/when-near.ts';

export { setBasePath } from './lib/base-path.ts';

/**
 * The elements, built on their own (vite.elements.config.ts, on Preact) and fetched from beside
 * this script. The paths are literal so that an app's bundler, rebundling the package, follows
 * them; this build marks them external (vite.config.ts), since the elements' build writes them
 * after it (tests/e2e/package.test.ts reads them in the built loader).
 */
const ELEMENTS: Record<string, () => Promise<unknown>> = {
  'portfolio-nav': () => import('./elements/portfolio-nav.js'),
  'portfolio-hero': () => import('./elements/portfolio-hero.js'),
  'portfolio-about': () => import('./elements/portfolio-about.js'),
  'portfolio-projects': () => import('./elements/portfolio-projects.js'),
  'portfolio-work': () => import('./elements/portfolio-work.js'),
  'portfolio-contact': () => import('./elements/portfolio-contact.js'),
  'portfolio-footer': () => import('./elements/portfolio-footer.js'),
};

const requested = new Set<string>();

function load(tag: string): void {
  if (requested.has(tag) || customElements.get(tag)) return;
  requested.add(tag);
  ELEMENTS[tag]!().catch((error: unknown) => {
    requested.delete(tag);
    console.error(`portfolio-elements: could not load <${tag}>`, error);
    // Its room says so too, from a chunk of its own: a page whose sections load pays nothing
    // for it (the page's start script carries its own copy, for a loader that did not come).
    import('./lib/unloaded-notice.ts').then(
      ({ showUnloaded }) => showUnloaded(tag),
      () => {},
    );
  });
}

/**
 * How near the window (in window heights, above or below it) a section on a host page comes
 * before its code is fetched: far enough ahead that a reader scrolling at a reading pace finds
 * it drawn, near enough that a blog whose sections start under its first screen runs none of
 * their code while it loads.
 */
const NEAR_WINDOW = '50%';

/**
 * On a host page with text of its own (a blog), a section that starts well below the window
 * fetches its code only as it comes near it, or at the reader's first key (Tab into it, find in
 * page, a screen reader's commands) or print (lib/when-near.ts): the host's start then runs only
 * the code of the sections in its first screen. Off elsewhere (the standalone page, an app, a
 * page made only of sections), where every section present loads at once.
 */
let holdUntilNear = false;

function found(element: Element): void {
  const tag = element.localName;
  if (requested.has(tag) || customElements.get(tag)) return;
  if (!holdUntilNear) return load(tag);
  whenNear(element, `${NEAR_WINDOW} 0px`, () => load(tag));
}

function scan(root: ParentNode): void {
  for (const element of root.querySelectorAll(Object.keys(ELEMENTS).join(','))) found(element);
}

function watch(): void {
  scan(document);
  if (requested.size === Object.keys(ELEMENTS).length) return;
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (Object.hasOwn(ELEMENTS, node.localName)) found(node);
        if (node.firstElementChild) scan(node);
      }
    }
    if (requested.size === Object.keys(ELEMENTS).length) observer.disconnect();
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
}

/** Whether the page shows text of its own outside the elements (a blog's prose around them). */
function hasOwnText(root: Element): boolean {
  for (const child of root.children) {
    if (
      Object.hasOwn(ELEMENTS, child.localName) ||
      child.localName === 'script' ||
      child.localName === 'style'
    )
      continue;
    if (child.children.length === 0 ? child.textContent?.trim() : hasOwnText(child)) return true;
  }
  return [...root.childNodes].some(
    (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
  );
}

/**
 * The elements' code never holds up a page's first text. A prerendered page (declarative
 * shadow roots, scripts/build/prerender.ts) and a host page with text of its own (a blog with the
 * one script tag) fetch it after their first contentful paint, so that paint depends on nothing of
 * ours. A page whose only text is the elements' fetches it after its first frame.
 */
/**
 * Room for the hero before its code lands: its height depends only on the viewport (hero.css,
 * which holds the same room while the view's first render is pending), so a host page's text
 * below it is laid out once, where it will stay. The other sections start below the fold.
 */
const RESERVED_ROOM = 'portfolio-hero:not(:defined){display:block;min-height:max(600px,100svh)}';

function reserveRoom(): void {
  // A constructed sheet: a host's CSP that forbids inline styles allows it.
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(RESERVED_ROOM);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

function start(): void {
  reserveRoom();
  const prerendered = [...document.querySelectorAll(Object.keys(ELEMENTS).join(','))].some(
    (element) => element.shadowRoot !== null,
  );
  const hostText = document.body !== null && hasOwnText(document.body);
  holdUntilNear = hostText && typeof IntersectionObserver === 'function';
  const paintsFirst = prerendered || hostText;
  void (paintsFirst ? firstContentfulPaint() : afterFirstFrame()).then(watch);
}

// Imported on a server (a framework's server render), there is no document: nothing to define.
if (typeof document !== 'undefined') start();
