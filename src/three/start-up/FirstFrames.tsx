import { useFrame, useThree } from '@react-three/fiber';
import { createContext, use, useEffect, useRef } from 'react';
import type { Object3D } from 'three';
import type { AssetTracker } from '../asset-tracker.ts';
import { isDrawable } from './drawables.ts';

/**
 * Frames a scene is drawn in before it shows: the first uploads half of its objects' buffers,
 * the second the rest. The canvas stays hidden until the stage is ready.
 */
export const WARM_UP_FRAMES = 2;

/** The frame being drawn, counted from the scene's first (1); 0 before it. Mutated per frame. */
export interface WarmUp {
  frame: number;
}

/** Where the scene's parts read the frame index (without a counter of their own). */
export const WarmUpContext = createContext<WarmUp>({ frame: Infinity });

/** Whether the frame being drawn is a warm-up frame (or none has been drawn yet). */
export function warmingUp(warmUp: WarmUp): boolean {
  return warmUp.frame <= WARM_UP_FRAMES;
}

/** Runs before every other frame callback, so they all see this frame's index. */
const BEFORE_OTHERS = -1;

/**
 * Draws the scene's first frames and marks the stage ready once everything suspended has
 * loaded and the warm-up frames have been drawn; the frame that marks it draws the whole scene.
 * A first frame uploads the buffers of every object it draws and sets up their vertex arrays:
 * in software WebGL that was the longest task left of a section's start. So each warm-up frame
 * draws a growing share of the objects (the rest hidden for that frame only), and uploads only
 * its share. Frame callbacks all run before the frame is drawn, so the hiding holds for it.
 */
export function FirstFrames({ tracker }: { tracker: AssetTracker }) {
  const warmUp = use(WarmUpContext);
  const scene = useThree((state) => state.scene);
  const invalidate = useThree((state) => state.invalidate);
  const hidden = useRef<Object3D[]>([]);
  useEffect(() => invalidate(), [invalidate]);
  useFrame(() => {
    for (const object of hidden.current) object.visible = true;
    hidden.current = [];
    warmUp.frame += 1;
    const frame = warmUp.frame;
    if (frame === WARM_UP_FRAMES + 1) tracker.markReady();
    if (frame > WARM_UP_FRAMES) return;
    invalidate();
    if (frame === WARM_UP_FRAMES) return;
    const drawables: Object3D[] = [];
    scene.traverseVisible((object) => {
      if (isDrawable(object)) drawables.push(object);
    });
    const shown = Math.ceil((drawables.length * frame) / WARM_UP_FRAMES);
    hidden.current = drawables.slice(shown);
    for (const object of hidden.current) object.visible = false;
  }, BEFORE_OTHERS);
  return null;
}
