import { addAfterEffect, useFrame, useThree } from '@react-three/fiber';
import { useEffect, useState } from 'react';
import { keepDue } from '../start-up/snapshot.ts';
import type { FromWorker } from './protocol.ts';

export interface FrameReportsProps {
  post: (message: FromWorker, transfer?: Transferable[]) => void;
  /** The scene has been drawn whole once (the page's live canvas may replace its image). */
  ready: boolean;
}

/**
 * Tells the page of every frame the worker draws, with the interval since the one before while
 * the loop runs (the page's resolution governor paces by it), and keeps a copy of a frame now
 * and then for a context the browser may take away (the page lays it over the stage then): at
 * the first full frame, at most every KEEP_INTERVAL_MS after, and at once at a new pixel size.
 * The copy is taken after every root has drawn, in the same animation frame, while the drawing
 * buffer still holds the frame.
 */
export function FrameReports({ post, ready }: FrameReportsProps) {
  const gl = useThree((state) => state.gl);
  const frameloop = useThree((state) => state.frameloop);
  const [frame] = useState(() => ({
    drawn: false,
    last: null as number | null,
    kept: null as number | null,
    size: '',
  }));
  useFrame(() => {
    frame.drawn = true;
  });
  useEffect(() => {
    return addAfterEffect(() => {
      if (!frame.drawn) return;
      frame.drawn = false;
      const now = performance.now();
      const interval = frameloop === 'always' && frame.last !== null ? now - frame.last : null;
      frame.last = frameloop === 'always' ? now : null;
      post({ type: 'drew', interval });
      const canvas = gl.domElement;
      if (!ready || gl.getContext().isContextLost()) return;
      const size = `${canvas.width}x${canvas.height}`;
      if (!keepDue(frame.kept, now) && size === frame.size) return;
      frame.kept = now;
      frame.size = size;
      void keepImage(canvas, post, false);
    });
  }, [gl, frameloop, ready, frame, post]);
  return null;
}

/** Sends a copy of the canvas's frame, read now (in the task that drew it). */
export async function keepImage(
  canvas: HTMLCanvasElement | OffscreenCanvas,
  post: FrameReportsProps['post'],
  release: boolean,
): Promise<void> {
  if (!canvas.width || !canvas.height) return;
  const image = await createImageBitmap(canvas);
  post({ type: 'image', image, release }, [image]);
}
