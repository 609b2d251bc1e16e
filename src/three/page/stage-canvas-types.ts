/**
 * The types the page's side of a stage shares: StageCanvas's props, the runtime it is handed for
 * a stage the page draws itself, the way to post to a started stage, and what its thread keeps
 * between renders (the latest callbacks, the pacing of the pixel ratio).
 */
import type { AssetTracker } from '../asset-tracker.ts';
import type { SceneInputs, ToStage } from '../protocol.ts';
import type { ResolutionGovernor } from '../resolution-governor.ts';
import type { StagePort } from '../runtime/port.ts';
import type { StageScene } from '../stage-scene.ts';

/** The stage runtime's entry as the page loads it where no worker can draw (stage-steps.ts). */
export interface StageRuntime {
  serveOnPage(port: StagePort): void;
}

/** Posts a message to the stage, handing over `transfer`. */
export type StagePost = (message: ToStage, transfer?: Transferable[]) => void;

export interface StageCanvasProps<Props, Report> {
  /** The scene, by the handle its element and the runtime share (its props' and reports' types). */
  scene: StageScene<Props, Report>;
  /** The scene's own props: structured-cloneable (they are posted to a worker). */
  sceneProps: Props;
  active: boolean;
  reducedMotion: boolean;
  tracker: AssetTracker;
  onContextLoss: (lost: boolean) => void;
  camera: Record<string, unknown>;
  flat?: boolean;
  /** Drawing-buffer pixels to start with in software WebGL (see SOFTWARE_START_PIXELS). */
  softwarePixels?: number;
  /** What the scene sends for the page's DOM (the globe's marker). */
  onReport?: (data: Report) => void;
  /** Loads the runtime, for a stage the page draws itself (elements/stage-runtime.ts). */
  runtime: () => Promise<StageRuntime>;
  /** Why this stage must be drawn on the page's thread from the start, if it must. */
  onPageBecause?: string | null;
  /** Forward the pointer over the page's window too (the hero's tilt). */
  windowPointer?: boolean;
  /** Pictures the page decodes for the scene (SVGs: page-images.ts), each mount its own. */
  pageImages?: readonly (string | undefined)[];
  /** The canvas's CSS touch-action: what a touch drag does to the page rather than the scene. */
  touchAction?: string;
  /** Given the way to post to the stage once it is started, and null when it stops. */
  onLink?: (post: StagePost | null) => void;
}

export type Thread = 'worker' | 'page';

/** The latest render's inputs and callbacks: the stage's messages read them, not the mount's. */
export interface StageCallbacks<Props, Report> {
  inputs: SceneInputs<Props>;
  onReport: ((data: Report) => void) | undefined;
  onUnavailable: (reason: string) => void;
  onPageDrawing: () => void;
  onContextLoss: (lost: boolean) => void;
  onLink: ((post: StagePost | null) => void) | undefined;
}

/** The pixel ratio: the governor's while frames run, the screen's whole at rest. */
export interface Pacing {
  governor: ResolutionGovernor | null;
  dpr: number | null;
}
