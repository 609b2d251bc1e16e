import { useFrame, useThree } from '@react-three/fiber';
import { use, useRef, useState } from 'react';
import { pixelRatioBounds } from '../renderer-caps.ts';
import { ResolutionGovernor } from '../resolution-governor.ts';
import { SnapshotContext } from './use-snapshot.ts';

/** One governor per host (keyed by its snapshot, which is kept by host element). */
const governors = new WeakMap<object, ResolutionGovernor>();

/**
 * The stage's resolution governor. It starts from the stage's size (see pixelRatioBounds), and
 * lives as long as its host: a stage released off screen comes back at the ratio it had reached
 * rather than at the top of the ladder, whose every move resizes the drawing buffer again.
 */
export function useStageGovernor(softwarePixels?: number): ResolutionGovernor {
  const snapshot = use(SnapshotContext);
  const [governor] = useState(() => {
    const kept = snapshot && governors.get(snapshot);
    if (kept) return kept;
    // The snapshot lies in the stage, which is laid out before its 3D chunk has loaded.
    const box = snapshot?.element.parentElement?.getBoundingClientRect();
    const made = new ResolutionGovernor(
      pixelRatioBounds(box && box.width * box.height, softwarePixels),
    );
    if (snapshot) governors.set(snapshot, made);
    return made;
  });
  return governor;
}

export interface AdaptiveResolutionProps {
  governor: ResolutionGovernor;
  onChange: (dpr: number) => void;
}

/**
 * Adaptive resolution (see ResolutionGovernor): lowers the pixel ratio while frames are slow.
 * Frames drawn on demand (reduced motion, `?still`) are not a pace, so only a running loop
 * counts; the ratio reached is kept when the loop stops and starts again.
 */
export function AdaptiveResolution({ governor, onChange }: AdaptiveResolutionProps) {
  const last = useRef<number | null>(null);
  const frameloop = useThree((state) => state.frameloop);
  useFrame(() => {
    const now = performance.now();
    const previous = last.current;
    last.current = frameloop === 'always' ? now : null;
    if (previous === null || frameloop !== 'always') return;
    const next = governor.frame(now - previous);
    if (next !== null) onChange(next);
  });
  return null;
}
