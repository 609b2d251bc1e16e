import { useFrame, useThree } from '@react-three/fiber';
import { use, useRef, useState } from 'react';
import type { ResolutionGovernor } from '../resolution-governor.ts';
import { stageGovernor } from './stage-governor.ts';
import { SnapshotContext } from './use-snapshot.ts';

/**
 * The stage's resolution governor, kept by host (see stageGovernor), for a stage the page's
 * thread draws (a worker's stage is paced by the page's WorkerCanvas).
 */
export function useStageGovernor(softwarePixels?: number): ResolutionGovernor {
  const snapshot = use(SnapshotContext);
  const [governor] = useState(() => stageGovernor(snapshot, softwarePixels));
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
