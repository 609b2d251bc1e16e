/**
 * The messages between a stage's canvas on the page (page/StageCanvas.tsx) and the runtime that
 * draws it (runtime/serve-stage.ts): through a worker, or through an in-page port where no
 * worker can draw it. Both threads speak them alike.
 */
import type { Look } from '../platform/look.tsx';

/** A pointer event as the scene sees it, forwarded from the page's canvas to a worker's. */
export interface ForwardedPointer {
  type: 'pointerdown' | 'pointermove' | 'pointerup' | 'pointercancel' | 'pointerleave';
  pointerId: number;
  pointerType: string;
  button: number;
  /** A modifier turns a drag into a pan for orbit controls. */
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  /** Relative to the canvas's top-left corner, in CSS pixels. */
  offsetX: number;
  offsetY: number;
  clientX: number;
  clientY: number;
  pageX: number;
  pageY: number;
}

/** What the page tells the scene: its props (typed by its StageScene) and what else it reads. */
export interface SceneInputs<Props = unknown> {
  props: Props;
  look: Look;
  reducedMotion: boolean;
  /** On screen: frames run ('always', or 'demand' for a still scene); off: 'never'. */
  frameloop: 'always' | 'demand' | 'never';
}

export interface StartMessage<Props = unknown> extends SceneInputs<Props> {
  type: 'start';
  /**
   * Where to draw: the page's canvas's drawing, handed to a worker; on the page's thread, the
   * canvas itself (a browser without OffscreenCanvas WebGL draws nowhere else).
   */
  canvas: OffscreenCanvas | HTMLCanvasElement;
  /** The scene by its StageScene's name. */
  scene: string;
  /** CSS pixels. */
  width: number;
  height: number;
  camera: Record<string, unknown>;
  flat: boolean;
  /** Images the page decoded for the scene, by URL (SVG: a worker has no <img>). */
  images: Record<string, ImageBitmap>;
  /** Images the page could not decode, and why: the scene shows its placeholder for each. */
  imageFailures: Record<string, string>;
  /**
   * What a worker would otherwise read from its own location, which is a script's or a `blob:`
   * URL: the page's `?still`, and the base path it set (setBasePath), if any.
   */
  still: boolean;
  basePath: string | null;
}

/** Page to stage. */
export type ToStage =
  | StartMessage
  | ({ type: 'inputs' } & SceneInputs)
  | { type: 'size'; width: number; height: number }
  /** The pixel ratio to draw at: the first, in answer to `probed`, lets the worker begin. */
  | { type: 'dpr'; dpr: number }
  | { type: 'pointer'; event: ForwardedPointer }
  /** The pointer over the page's window, -1..1 on each axis (y up): the hero's tilt. */
  | { type: 'window-pointer'; x: number; y: number }
  /** A frame of a video the page plays for the scene (a worker has no `<video>`). */
  | { type: 'video-frame'; src: string; frame: VideoFrame }
  /** Draw once more and send the frame (at a release). */
  | { type: 'snapshot' }
  /** Unmount the scene and let the context go; answered by `stopped`. */
  | { type: 'stop' };

/** Stage to page. */
export type FromStage =
  /** The renderer probe: WebGL there is rasterised in software (the page's governor needs it). */
  | { type: 'probed'; software: boolean }
  /** The stage made its context and mounted the scene. */
  | { type: 'started' }
  /** No WebGL 2 there, or a worker's script did not load: the page draws the stage itself. */
  | { type: 'unavailable'; message: string }
  /** The stage's tracker: 0..1, and 1 once the scene has drawn its first frame. */
  | { type: 'progress'; progress: number }
  | { type: 'failed'; message: string; asset: boolean }
  | { type: 'lost' }
  | { type: 'restored' }
  /** A frame was drawn, `interval` ms after the one before it while the loop ran (else null). */
  | { type: 'drew'; interval: number | null }
  /**
   * A copy of the frame just drawn (kept for a loss or taken at a release), in memory: its
   * pixels as ImageData holds them, handed over. Not an ImageData: one is copied into the
   * page's heap when the message is read (4 MB a frame on a phone, 10-60 ms of the page's thread
   * at 4x CPU), where a transferred buffer moves as it is.
   */
  | {
      type: 'image';
      pixels: Uint8ClampedArray<ArrayBuffer>;
      width: number;
      height: number;
      release: boolean;
    }
  /** Something the scene shows in the page's DOM (the globe's marker), as its StageScene types it. */
  | { type: 'scene'; data: unknown }
  | { type: 'stopped' };
