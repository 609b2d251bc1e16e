/**
 * The stage on one thread, as StageCanvas picks it: its canvas, its link to the runtime
 * (use-stage-link.ts), the inputs it posts as they change, and the pixel ratio it paces.
 */
import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { useLook } from '../../platform/look.tsx';
import type { SceneInputs } from '../protocol.ts';
import { restPixelRatio } from '../renderer-caps.ts';
import { stageFrameloop } from '../stage-types.ts';
import { SnapshotContext } from '../per-host/use-snapshot.ts';
import type {
  Pacing,
  StageCallbacks,
  StageCanvasProps,
  StagePost,
  Thread,
} from './stage-canvas-types.ts';
import { usePageImages } from './use-page-images.ts';
import { useStageLink } from './use-stage-link.ts';

export type StageThreadProps<Props, Report> = Omit<
  StageCanvasProps<Props, Report>,
  'onPageBecause'
> & {
  thread: Thread;
  /** A worker could not draw this stage (why): the page draws it. */
  onUnavailable: (reason: string) => void;
  /** The page's thread has made the stage's context and draws it. */
  onPageDrawing: () => void;
};

/** The stage on one thread: its canvas, its link to the runtime, and the messages between. */
export function StageThread<Props, Report>({
  thread,
  scene,
  sceneProps,
  active,
  reducedMotion,
  tracker,
  onContextLoss,
  camera,
  flat = false,
  softwarePixels,
  onReport,
  runtime,
  onUnavailable,
  onPageDrawing,
  windowPointer = false,
  pageImages = [],
  touchAction,
  onLink,
}: StageThreadProps<Props, Report>) {
  const ref = useRef<HTMLCanvasElement>(null);
  const snapshot = useContext(SnapshotContext);
  const look = useLook();
  const decoded = usePageImages(pageImages);
  const [failure, setFailure] = useState<Error | null>(null);
  const link = useRef<{ post: StagePost } | null>(null);
  const frameloop = stageFrameloop(active, reducedMotion);
  const inputs: SceneInputs<Props> = { props: sceneProps, look, reducedMotion, frameloop };
  const latest = useRef<StageCallbacks<Props, Report>>({
    inputs,
    onReport,
    onUnavailable,
    onPageDrawing,
    onContextLoss,
    onLink,
  });
  latest.current = { inputs, onReport, onUnavailable, onPageDrawing, onContextLoss, onLink };
  const pacing = useRef<Pacing>({ governor: null, dpr: null });
  const pace = useCallback(() => {
    const { governor, dpr } = pacing.current;
    const loop = latest.current.inputs.frameloop;
    // Off screen nothing is drawn: the ratio stays, once the stage has its first.
    if (!governor || !link.current || (loop === 'never' && dpr !== null)) return;
    const next = loop === 'demand' ? restPixelRatio() : governor.dpr;
    if (next === dpr) return;
    pacing.current.dpr = next;
    link.current.post({ type: 'dpr', dpr: next });
  }, []);
  if (failure) throw failure;

  useStageLink({
    canvas: ref,
    thread,
    decoded,
    scene,
    camera,
    flat,
    softwarePixels,
    tracker,
    runtime,
    windowPointer,
    snapshot,
    latest,
    link,
    pacing,
    pace,
    setFailure,
  });

  const inputsKey = JSON.stringify(inputs);
  useEffect(() => {
    link.current?.post({ type: 'inputs', ...latest.current.inputs });
  }, [inputsKey]);

  // The ratio follows the loop: the screen's whole once the stage rests, sharp at rest.
  useEffect(pace, [frameloop, pace]);

  return (
    <canvas
      ref={ref}
      data-drawn-in={thread}
      style={{ display: 'block', width: '100%', height: '100%', touchAction }}
    />
  );
}
