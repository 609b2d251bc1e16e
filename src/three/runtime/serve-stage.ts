/**
 * The runtime's side of a stage: it serves the page's messages (protocol.ts) on a port, making
 * the stage at its start (begin-stage.ts) and handing the rest to it (stage.tsx).
 */
import { stillFromPage } from '../../lib/still.ts';
import { setDistRoot } from '../dist-url.ts';
import type { StartMessage } from '../protocol.ts';
import { hasWebGL2On, isSoftwareWebGL } from '../renderer-caps.ts';
import type { SceneList } from '../stage-scene.ts';
import { beginStage } from './begin-stage.ts';
import { quietClockNotice } from './three-notices.ts';
import type { PagePost, StagePort } from './port.ts';
import type { Stage } from './stage.tsx';
import { videoFeed } from './video-feed.ts';
import { windowPointer } from './window-pointer.ts';

/**
 * Serves one stage's messages on `port`: a worker's scope, which draws it off the page's main
 * thread, or the stage's end of an in-page pair, where the page's thread draws it (inPageLink).
 * It owns the stage's canvas (an OffscreenCanvas the page handed over, or the page's canvas
 * itself), its WebGL context, three.js and the scene's React Three Fiber root; the page keeps
 * the DOM (page/StageCanvas.tsx).
 */
export function serveStage(port: StagePort, scenes: SceneList): void {
  quietClockNotice();
  const post: PagePost['post'] = (message, transfer = []) => port.postMessage(message, transfer);
  const page: PagePost = {
    post,
    fail: (error) =>
      post({ type: 'failed', message: error.message, asset: error.name === 'AssetError' }),
  };
  let stage: Stage | null = null;
  // Between `start` and the page's first pixel ratio: the page's governor starts from the
  // renderer probe, asked here (hasWebGL2On: in a worker on a context made and let go at once,
  // on the page's thread on the stage's own canvas, whose context the stage keeps).
  let waiting: StartMessage | null = null;
  port.addEventListener('message', ({ data }) => {
    switch (data.type) {
      case 'start':
        // Before anything reads them: the scenes' STILL, and the files' URLs.
        stillFromPage(data.still);
        setDistRoot(data.basePath);
        // The canvas at the stage's CSS size before a context is made on it, when that costs
        // nothing: three.js takes a canvas's pixels for its size, so its renderer then resizes
        // it once for the pixel ratio, where from the default 300x150 it resized it twice, each
        // change of width or height a round trip to the GPU process (docs/performance.md).
        // Rounded down, as three.js rounds the size times the ratio, so that r3f's own sizing
        // (the same box, not rounded) finds the canvas at the size it asks for.
        data.canvas.width = Math.max(1, Math.floor(data.width));
        data.canvas.height = Math.max(1, Math.floor(data.height));
        waiting = data;
        void hasWebGL2On(data.canvas).then((available) => {
          // Stopped while the probe waited.
          if (waiting !== data) return;
          if (available) {
            post({ type: 'probed', software: isSoftwareWebGL() });
            return;
          }
          waiting = null;
          post({ type: 'unavailable', message: 'No WebGL 2 here' });
        });
        break;
      case 'inputs':
        // The scene's inputs, kept for the start (the message's type is not one).
        if (waiting) Object.assign(waiting, data, { type: 'start' });
        stage?.update({ inputs: data });
        break;
      case 'size':
        if (waiting) Object.assign(waiting, { width: data.width, height: data.height });
        stage?.update({ width: data.width, height: data.height });
        break;
      case 'dpr':
        if (waiting) stage = beginStage(scenes, waiting, data.dpr, page);
        else stage?.update({ dpr: data.dpr });
        waiting = null;
        break;
      case 'pointer':
        stage?.pointer(data.event);
        break;
      case 'video-frame':
        videoFeed.deliver(data.src, data.frame);
        break;
      case 'window-pointer':
        windowPointer.x = data.x;
        windowPointer.y = data.y;
        break;
      case 'snapshot':
        stage?.snapshot();
        break;
      case 'stop':
        if (stage) stage.stop();
        else post({ type: 'stopped' });
        stage = null;
        waiting = null;
        break;
    }
  });
}

/**
 * Serves this worker's one stage: its scope is the port, and what it throws outside the scene's
 * tree (a script error, a rejected promise) fails the stage too.
 */
export function serveWorker(scenes: SceneList): void {
  const scope = self as unknown as StagePort & {
    addEventListener(type: 'error' | 'unhandledrejection', listener: (event: Event) => void): void;
  };
  serveStage(scope, scenes);
  const fail = (message: string) => scope.postMessage({ type: 'failed', message, asset: false });
  scope.addEventListener('error', (event) => fail((event as ErrorEvent).message));
  scope.addEventListener('unhandledrejection', (event) =>
    fail(String((event as PromiseRejectionEvent).reason)),
  );
}
