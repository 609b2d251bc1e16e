/**
 * What the page's side of a stage does with each message the runtime sends (FromStage): it
 * starts the resolution governor, reports progress, failure, context loss and what the scene
 * shows, paces the pixel ratio from the frames drawn, and keeps the frame copies.
 */
import type { RefObject } from 'react';
import type { AssetTracker } from '../asset-tracker.ts';
import { missingFileHint } from '../dist-url.ts';
import type { FromStage } from '../protocol.ts';
import { stageGovernor } from '../per-host/stage-governor.ts';
import type { StageSnapshot } from '../per-host/stage-snapshot.ts';
import type { Pacing, StageCallbacks, Thread } from './stage-canvas-types.ts';

/** The page's side of one stage, as its messages need it. */
export interface PageSide<Props, Report> {
  thread: Thread;
  canvas: HTMLCanvasElement;
  snapshot: StageSnapshot | null;
  tracker: AssetTracker;
  softwarePixels: number | undefined;
  latest: RefObject<StageCallbacks<Props, Report>>;
  pacing: RefObject<Pacing>;
  /** Posts the pixel ratio the pacing asks for, if it changed. */
  pace: () => void;
  setFailure: (error: Error) => void;
  /** The stage has made its context and draws. */
  started: () => void;
  /** Ends the link to the stage (the worker, or the in-page pair). */
  terminate: () => void;
}

export function hearStage<Props, Report>(data: FromStage, side: PageSide<Props, Report>): void {
  const { thread, canvas, snapshot, tracker, latest, pacing, pace, setFailure } = side;
  switch (data.type) {
    case 'probed':
      pacing.current.governor = stageGovernor(snapshot, side.softwarePixels, data.software);
      pace();
      break;
    case 'started':
      side.started();
      snapshot?.measure(canvas);
      if (thread === 'page') latest.current.onPageDrawing();
      break;
    case 'unavailable':
      side.terminate();
      if (thread === 'page') setFailure(new Error(`WebGL: ${data.message}`));
      else if (/did not load/.test(data.message)) {
        latest.current.onUnavailable(data.message + missingFileHint());
      } else latest.current.onUnavailable(`a worker here cannot draw (${data.message})`);
      break;
    case 'progress':
      tracker.follow(data.progress);
      break;
    case 'failed': {
      const error = new Error(data.message);
      if (data.asset) error.name = 'AssetError';
      setFailure(error);
      break;
    }
    case 'lost':
    case 'restored':
      latest.current.onContextLoss(data.type === 'lost');
      break;
    case 'drew': {
      const { governor } = pacing.current;
      if (data.interval !== null && governor && governor.frame(data.interval) !== null) pace();
      break;
    }
    case 'image':
      // Wraps the pixels handed over, without a copy.
      snapshot?.keepImage(
        canvas,
        new ImageData(data.pixels, data.width, data.height),
        data.release,
      );
      break;
    case 'scene':
      latest.current.onReport?.(data.data as Report);
      break;
    case 'stopped':
      side.terminate();
      break;
  }
}
