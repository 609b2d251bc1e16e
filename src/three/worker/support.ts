import { nextTask } from '../../lib/next-task.ts';
import { bundledStageWorker, distRootUrl } from '../dist-url.ts';
import { imageFailure } from '../image-failure.ts';
import { isSvgUrl, svgBitmap, svgHasOwnSize } from '../svg-raster.ts';

/**
 * `?worker=off` in the page URL: every stage draws on the page's thread, as in a browser that
 * cannot draw in a worker (to compare the two, and for the tests of that path).
 */
const WORKER_DECLINED =
  typeof location !== 'undefined' && new URLSearchParams(location.search).get('worker') === 'off';

/** The stage worker's script in a served dist/, or null in an app's build (see dist-url.ts). */
export function stageWorkerUrl(): string | null {
  const root = distRootUrl();
  return root && new URL('stage-worker.js', root).href;
}

/**
 * A classic worker's source that imports the stage worker's module from `script`. A browser
 * starts no worker from another origin's URL (the CDN tag on a blog), nor a module worker from a
 * `blob:` URL in an opaque origin (a frame sandboxed `allow-scripts`, as WordPress makes); a
 * classic worker from a `blob:` URL starts in both, and its `import()` is an ordinary CORS
 * request. Messages that arrive while the module loads are held and dispatched again once its
 * listeners are there; a module that does not load answers `unavailable` at once.
 */
export function bootstrapSource(script: string): string {
  return `const held = [];
const hold = (event) => held.push(event);
addEventListener('message', hold);
import(${JSON.stringify(script)}).then(
  () => {
    removeEventListener('message', hold);
    for (const { data } of held) dispatchEvent(new MessageEvent('message', { data }));
  },
  (error) => postMessage({ type: 'unavailable', message: 'The stage worker did not load: ' + error }),
);
`;
}

/**
 * A stage worker named `name` (devtools and the benchmark's probe list it so); null if the
 * browser refuses it at once. In an app's bundle, the worker its bundler built (one name for
 * all: dist-url.ts). From a served dist/, on the page's own origin it is started from the
 * script's URL (a policy of `worker-src 'self'` allows that); from anywhere else, from a `blob:`
 * URL that imports the script (see bootstrapSource), which a policy without `blob:` refuses:
 * the worker's `error` then tells the page to draw the stage itself.
 */
export function startStageWorker(name: string): Worker | null {
  const script = stageWorkerUrl();
  try {
    if (!script) return bundledStageWorker();
    // The document's origin, not its URL's: 'null' in a sandboxed frame on the script's host.
    if (new URL(script).origin === self.origin) {
      return new Worker(script, { type: 'module', name });
    }
    const blob = URL.createObjectURL(
      new Blob([bootstrapSource(script)], { type: 'text/javascript' }),
    );
    const worker = new Worker(blob, { name });
    // The worker's script is fetched from the URL as it is made; the URL is not needed after.
    setTimeout(() => URL.revokeObjectURL(blob), 0);
    return worker;
  } catch {
    return null;
  }
}

/**
 * Whether this page can try a stage in a worker: module workers, OffscreenCanvas and a canvas
 * that hands its drawing over. Whether the worker then starts here and makes a WebGL 2 context
 * it answers within one round trip (`unavailable`, or its `error`), and the page draws the stage
 * then. Not in `npm run dev`: every module there gets React's refresh runtime, which needs a
 * window, so the worker would fail to start.
 */
export function canDrawInWorker(): boolean {
  return (
    !import.meta.env.DEV &&
    !WORKER_DECLINED &&
    typeof Worker === 'function' &&
    typeof OffscreenCanvas === 'function' &&
    typeof HTMLCanvasElement !== 'undefined' &&
    typeof HTMLCanvasElement.prototype.transferControlToOffscreen === 'function'
  );
}

/**
 * Whether a worker needs the page to decode this image: an SVG (a worker has no <img>), and a
 * `blob:` URL, which is the page's alone and names no type.
 */
export function needsPageDecode(url: string): boolean {
  return /^blob:/i.test(url) || isSvgUrl(url, document.baseURI);
}

/**
 * The SVG at `url`, decoded on the page into a bitmap a worker can take, at the width a stage
 * shows it (svg-raster.ts). Asked with CORS, as the loaders ask: a bitmap of another origin's
 * image must be origin-clean to be sent. Fails with the reason (image-failure.ts).
 */
export async function rasterise(url: string): Promise<ImageBitmap> {
  const image = new Image();
  image.crossOrigin = 'anonymous';
  image.src = url;
  const text = svgText(url);
  try {
    await image.decode();
  } catch {
    throw new Error(await imageFailure(url));
  }
  const ownSize = svgHasOwnSize((await text) ?? '');
  // Each picture in a task of its own: decodes that end together would draw in one long task.
  await nextTask();
  return svgBitmap(image, ownSize);
}

/**
 * An SVG's text, where reading it asks no more of a host's policy than the stage already does:
 * inline in a `data:` URL, or a file on the page's origin or dist/'s (where the worker fetches
 * its models). Null elsewhere, and when it cannot be read: the SVG is then drawn.
 */
async function svgText(url: string): Promise<string | null> {
  try {
    if (/^data:/i.test(url)) {
      const comma = url.indexOf(',');
      const body = url.slice(comma + 1);
      return /;base64$/i.test(url.slice(0, comma)) ? atob(body) : decodeURIComponent(body);
    }
    const { origin } = new URL(url);
    const dist = distRootUrl();
    if (origin !== location.origin && (!dist || origin !== new URL(dist).origin)) return null;
    const response = await fetch(url, { cache: 'force-cache' });
    return response.ok ? await response.text() : null;
  } catch {
    return null;
  }
}

/** A URL as the page resolves it: a worker would resolve a relative one from its own script. */
export function pageUrl(url: string): string;
export function pageUrl(url: string | undefined): string | undefined;
export function pageUrl(url: string | undefined): string | undefined {
  return url && new URL(url, document.baseURI).href;
}
