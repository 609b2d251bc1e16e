import { addAfterEffect, useFrame, useThree } from '@react-three/fiber';
import { useEffect, useState } from 'react';
import { keepDue } from '../per-host/snapshot.ts';
import { dropReading, readFrame, readFrameLater } from './frame-pixels.ts';
import type { FromStage, SceneInputs } from '../protocol.ts';
import { ON_PAGE_THREAD } from '../renderer-caps.ts';

export interface FrameReportsProps {
  post: (message: FromStage, transfer?: Transferable[]) => void;
  /** The scene has been drawn whole once (the page's live canvas may replace its image). */
  ready: boolean;
  /** What the scene is drawn with: a frame drawn with new inputs (a look, props) is kept. */
  inputs: SceneInputs;
}

/**
 * Tells the page of every frame the stage draws, with the interval since the one before while
 * the loop runs (the page's resolution governor paces by it), and keeps a copy of a frame now
 * and then for a context the browser may take away (the page lays it over the stage then): at
 * the first full frame, at once at a new pixel size or with new inputs, and in a worker at most
 * every KEEP_INTERVAL_MS besides (keepDue).
 * The copy is taken after every root has drawn, in the same animation frame, while the drawing
 * buffer still holds the frame.
 */
export function FrameReports({ post, ready, inputs }: FrameReportsProps) {
  const gl = useThree((state) => state.gl);
  const frameloop = useThree((state) => state.frameloop);
  const [frame] = useState(() => ({
    drawn: false,
    /** Three's count of renders at the last frame told: a frame the stage held drew nothing. */
    renders: -1,
    last: null as number | null,
    kept: null as number | null,
    size: '',
    /** The inputs of the frame last kept, and of the frames now drawn. */
    keptWith: null as SceneInputs | null,
    drawnWith: inputs,
  }));
  frame.drawnWith = inputs;
  useFrame(() => {
    frame.drawn = true;
  });
  // A frame after the first whole one, so a scene drawn on demand (reduced motion, `?still`),
  // which may draw no other, has its copy kept too.
  const invalidate = useThree((state) => state.invalidate);
  useEffect(() => {
    if (ready) invalidate();
  }, [ready, invalidate]);
  useEffect(() => {
    const context = gl.getContext() as WebGL2RenderingContext;
    const stop = addAfterEffect(() => {
      if (!frame.drawn) return;
      frame.drawn = false;
      // A frame held (before the first, or while a copy is read back on the page's thread) is
      // not told, and the next one's interval, which spans the hold, paces nothing.
      if (gl.info.render.frame === frame.renders) {
        frame.last = null;
        return;
      }
      frame.renders = gl.info.render.frame;
      const now = performance.now();
      const interval = frameloop === 'always' && frame.last !== null ? now - frame.last : null;
      frame.last = frameloop === 'always' ? now : null;
      post({ type: 'drew', interval });
      if (!ready || context.isContextLost()) return;
      const size = `${context.drawingBufferWidth}x${context.drawingBufferHeight}`;
      const changed = size !== frame.size || frame.drawnWith !== frame.keptWith;
      if (!keepDue({ now, last: frame.kept, changed, inWorker: !ON_PAGE_THREAD })) return;
      // Kept without waiting on the GPU: the copy comes a few tasks later. A copy still on
      // its way when the next is due is not doubled.
      if (!readFrameLater(context, (kept) => postImage(post, kept, false))) return;
      frame.kept = now;
      frame.size = size;
      frame.keptWith = frame.drawnWith;
    });
    return () => {
      stop();
      // A copy dropped on its way is taken again at the next frame.
      if (dropReading(context)) frame.kept = null;
    };
  }, [gl, frameloop, ready, frame, post]);
  return null;
}

function postImage(
  post: FrameReportsProps['post'],
  { pixels, width, height }: NonNullable<ReturnType<typeof readFrame>>,
  release: boolean,
): void {
  post({ type: 'image', pixels, width, height, release }, [pixels.buffer]);
}

/**
 * Sends a copy of the frame just drawn at a release, read now (in the task that drew it): the
 * context goes next. A copy still on its way would come after it, older: it is dropped.
 */
export function keepReleaseImage(
  gl: WebGL2RenderingContext,
  post: FrameReportsProps['post'],
): void {
  dropReading(gl);
  const frame = readFrame(gl);
  if (frame) postImage(post, frame, true);
}
