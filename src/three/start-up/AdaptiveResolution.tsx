import { useFrame, useThree } from '@react-three/fiber';
import { useRef } from 'react';
import type { ResolutionGovernor } from '../resolution-governor.ts';

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
