import { addAfterEffect, useFrame, useThree } from '@react-three/fiber';
import { use, useEffect, useState } from 'react';
import type { AssetTracker } from '../asset-tracker.ts';
import { keepDue } from './snapshot.ts';
import { SnapshotContext } from './use-snapshot.ts';

/**
 * While the stage draws, keeps a copy of its frame now and then (snapshot.ts), so a context the
 * browser takes away leaves the scene on screen rather than a blank box. The copy is read after
 * every root has drawn, in the same animation frame, while this canvas's drawing buffer still
 * holds the frame; and only in frames where this root drew. A frame at a new pixel size is kept
 * at once, so the image matches the canvas it stands in for.
 */
export function KeepFrames({ tracker }: { tracker: AssetTracker }) {
  const snapshot = use(SnapshotContext);
  const gl = useThree((state) => state.gl);
  const [frame] = useState(() => ({ drawn: false, kept: null as number | null, size: '' }));
  useFrame(() => {
    frame.drawn = true;
  });
  useEffect(() => {
    if (!snapshot) return;
    return addAfterEffect(() => {
      const now = performance.now();
      const drawn = frame.drawn;
      frame.drawn = false;
      if (!drawn || !tracker.isReady || gl.getContext().isContextLost()) return;
      const canvas = gl.domElement;
      // A new pixel size (resized, or adaptive resolution) is kept at once.
      const size = `${canvas.width}x${canvas.height}`;
      if (!keepDue(frame.kept, now) && size === frame.size) return;
      frame.kept = now;
      frame.size = size;
      snapshot.keep(canvas);
    });
  }, [snapshot, gl, tracker, frame]);
  return null;
}
