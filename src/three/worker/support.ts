import { distUrl } from '../dist-url.ts';
import { STILL } from '../../lib/still.ts';

/** The worker's module in `npm run dev`, where the sources are served as they are. */
const DEV_WORKER = '../../stage-worker.tsx';

/**
 * The stage worker's script. It sees the page's `?still` in its own URL, so the scenes' STILL
 * reads the same in both threads.
 */
export function stageWorkerUrl(): URL {
  const url = import.meta.env.DEV
    ? new URL(DEV_WORKER, import.meta.url)
    : new URL(distUrl('stage-worker.js'));
  if (STILL) url.search = '?still';
  return url;
}

/**
 * `?worker` in the page URL asks for the stages that can to be drawn in a worker (a trial, while
 * the other scenes are moved there).
 */
export const WORKER_ASKED =
  typeof location !== 'undefined' && new URLSearchParams(location.search).has('worker');

/**
 * Whether this page can draw a stage in a worker: OffscreenCanvas and module workers, and the
 * script on the page's own origin (a browser starts no worker from another origin: a page that
 * loads the elements from a CDN draws them on its own thread).
 */
export function canDrawInWorker(): boolean {
  return (
    typeof Worker === 'function' &&
    typeof HTMLCanvasElement !== 'undefined' &&
    typeof HTMLCanvasElement.prototype.transferControlToOffscreen === 'function' &&
    stageWorkerUrl().origin === location.origin
  );
}
