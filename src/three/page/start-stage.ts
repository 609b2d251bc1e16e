import { distRoot } from '../../lib/base-path.ts';
import { bundledStageWorker, missingFileHint } from '../dist-url.ts';

/**
 * `?worker=off` in the page URL: every stage draws on the page's thread, as in a browser that
 * cannot draw in a worker (to compare the two, and for the tests of that path).
 */
export const WORKER_DECLINED =
  typeof location !== 'undefined' && new URLSearchParams(location.search).get('worker') === 'off';

/** The stage worker's script in a served dist/ or under the base path; null in an app's build. */
export function stageWorkerUrl(): string | null {
  const root = distRoot();
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

/** What a worker that does not start says of why, and what to do. */
const REFUSED_BLOB =
  "the page's Content-Security-Policy refuses a worker from a blob: URL, which a page on another origin than dist/ needs (add blob: to its worker-src, or serve dist/ from the page's own origin)";

export interface StartedWorker {
  worker: Worker;
  /** Why it failed, should it fail before it starts: said by how it was started. */
  failure: (message: string) => string;
}

/**
 * A stage worker named `name` (devtools and the benchmark's probe list it so); null if the
 * browser refuses it at once. In an app's bundle, the worker its bundler built (one name for
 * all: dist-url.ts). From a served dist/, on the page's own origin it is started from the
 * script's URL (a policy of `worker-src 'self'` allows that); from anywhere else, from a `blob:`
 * URL that imports the script (see bootstrapSource), which a policy without `blob:` refuses:
 * the worker's `error` then tells the page to draw the stage itself.
 */
export function startStageWorker(name: string): StartedWorker | null {
  const script = stageWorkerUrl();
  const unloaded = (message: string) =>
    `the stage worker did not start (${message || 'its script did not load'})${missingFileHint()}`;
  try {
    if (!script) return { worker: bundledStageWorker(), failure: unloaded };
    // The document's origin, not its URL's: 'null' in a sandboxed frame on the script's host.
    if (new URL(script).origin === self.origin) {
      return { worker: new Worker(script, { type: 'module', name }), failure: unloaded };
    }
    const blob = URL.createObjectURL(
      new Blob([bootstrapSource(script)], { type: 'text/javascript' }),
    );
    const worker = new Worker(blob, { name });
    // The worker's script is fetched from the URL as it is made; the URL is not needed after.
    setTimeout(() => URL.revokeObjectURL(blob), 0);
    // Its script's own failure is answered in a message (bootstrapSource): an error is the blob.
    return { worker, failure: () => REFUSED_BLOB };
  } catch {
    return null;
  }
}

/** Why a worker the browser refused at once did not start. */
export const REFUSED_WORKER = `the browser refused a worker here: ${REFUSED_BLOB.replace("the page's ", 'perhaps the page ')}`;

/**
 * Why this page cannot try a stage in a worker, or null where it can: module workers,
 * OffscreenCanvas and a canvas that hands its drawing over. Whether the worker then starts here
 * and makes a WebGL 2 context it answers within one round trip (`unavailable`, or its `error`),
 * and the page draws the stage then.
 */
export function noWorkerHere(): string | null {
  if (typeof Worker !== 'function') return 'this browser has no Web Workers';
  if (
    typeof OffscreenCanvas !== 'function' ||
    typeof HTMLCanvasElement === 'undefined' ||
    typeof HTMLCanvasElement.prototype.transferControlToOffscreen !== 'function'
  ) {
    return 'this browser cannot hand a canvas to a worker (no OffscreenCanvas)';
  }
  return null;
}
