import { distUrl } from '../dist-url.ts';
import { STILL } from '../../lib/still.ts';

/**
 * The stage worker's script. It sees the page's `?still` in its own URL, so the scenes' STILL
 * reads the same in both threads.
 */
export function stageWorkerUrl(): URL {
  const url = new URL(distUrl('stage-worker.js'));
  if (STILL) url.search = '?still';
  return url;
}

/** A stage worker named `name` (devtools and the benchmark's probe list it so); null if refused. */
export function startStageWorker(name: string): Worker | null {
  try {
    return new Worker(stageWorkerUrl(), { type: 'module', name });
  } catch {
    return null;
  }
}

/**
 * `?worker=off` in the page URL: every stage draws on the page's thread, as in a browser that
 * cannot draw in a worker (to compare the two, and for the tests of that path).
 */
const WORKER_DECLINED =
  typeof location !== 'undefined' && new URLSearchParams(location.search).get('worker') === 'off';

/**
 * Whether this page can draw a stage in a worker: OffscreenCanvas and module workers, and the
 * script on the page's own origin (a browser starts no worker from another origin: a page that
 * loads the elements from a CDN draws them on its own thread). Not in `npm run dev`: every
 * module there gets React's refresh runtime, which needs a window, so the worker would fail
 * to start (and the page would draw the stage anyway).
 */
export function canDrawInWorker(): boolean {
  return (
    !import.meta.env.DEV &&
    !WORKER_DECLINED &&
    typeof Worker === 'function' &&
    typeof HTMLCanvasElement !== 'undefined' &&
    typeof HTMLCanvasElement.prototype.transferControlToOffscreen === 'function' &&
    stageWorkerUrl().origin === location.origin
  );
}

/** Whether a worker needs the page to decode this image (an SVG: a worker has no <img>). */
export function needsPageDecode(url: string): boolean {
  return /\.svg$/i.test(new URL(url, document.baseURI).pathname);
}

/** The image at `url`, decoded on the page into a bitmap a worker can take. */
export async function rasterise(url: string): Promise<ImageBitmap> {
  const image = new Image();
  image.src = url;
  await image.decode();
  return createImageBitmap(image);
}

/** A URL as the page resolves it: a worker would resolve a relative one from its own script. */
export function pageUrl(url: string): string;
export function pageUrl(url: string | undefined): string | undefined;
export function pageUrl(url: string | undefined): string | undefined {
  return url && new URL(url, document.baseURI).href;
}
