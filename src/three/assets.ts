import { createContext, use, useContext } from 'react';
import { ImageBitmapLoader, ImageLoader, SRGBColorSpace, Texture } from 'three';
import { GLTFLoader, type GLTF } from 'three/examples/jsm/loaders/GLTFLoader.js';
import type { AssetTracker, LoadFn, Settled } from './asset-tracker.ts';
import { imageFailure } from './image-failure.ts';
import { isSvgUrl, svgBitmap } from './svg-raster.ts';
import { dracoLoader, meshoptDecoder } from './decoders.ts';
import { taskSlicingPlugin } from './gltf-slicing.ts';

import { isDefaultModel, missingFileHint } from './dist-url.ts';

export { modelUrl } from './dist-url.ts';

/** The stage's tracker, provided by StageTree. */
export const TrackerContext = createContext<AssetTracker | null>(null);

function useTracker(): AssetTracker {
  const tracker = useContext(TrackerContext);
  if (!tracker) throw new Error('3D assets must be loaded inside a StageTree');
  return tracker;
}

/** Failed loads name the URL, so the fallback and the portfolio-error event can say which. */
export class AssetError extends Error {
  constructor(
    readonly url: string,
    cause: unknown,
    hint = '',
  ) {
    super(
      `Could not load ${url}: ${cause instanceof Error ? cause.message : String(cause)}${hint}`,
    );
    this.name = 'AssetError';
  }
}

export async function loadGltf(url: string, onProgress: (loaded: number, total: number) => void) {
  const loader = new GLTFLoader();
  loader.setMeshoptDecoder(meshoptDecoder());
  loader.setDRACOLoader(dracoLoader());
  loader.register((parser) => taskSlicingPlugin(parser));
  return new Promise<GLTF>((resolve, reject) =>
    loader.load(
      url,
      resolve,
      (event) => onProgress(event.loaded, event.total),
      (error) => reject(new AssetError(url, error, isDefaultModel(url) ? missingFileHint() : '')),
    ),
  );
}

function imageTexture(image: TexImageSource): Texture {
  const texture = new Texture(image);
  texture.colorSpace = SRGBColorSpace;
  texture.anisotropy = 4;
  // glTF's UV convention (v = 0 at the top row), the one ImageBitmaps are uploaded in.
  texture.flipY = false;
  texture.needsUpdate = true;
  return texture;
}

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => new ImageLoader().load(url, resolve, undefined, reject));
}

function loadBitmap(url: string): Promise<TexImageSource> {
  const loader = new ImageBitmapLoader();
  loader.setOptions({ imageOrientation: 'from-image', premultiplyAlpha: 'none' });
  return new Promise((resolve, reject) => loader.load(url, resolve, undefined, reject));
}

/**
 * Images decoded elsewhere, by URL: a worker cannot decode an SVG (no <img>), so the page hands
 * it the image as a bitmap.
 */
const provided = new Map<string, ImageBitmap>();
/** Images the page could not decode for a worker, and why: they fail here with that reason. */
const refused = new Map<string, string>();

export function provideImage(url: string, image: ImageBitmap): void {
  provided.set(url, image);
}

export function provideImageFailure(url: string, message: string): void {
  refused.set(url, message);
}

/**
 * Decoded off the main thread into an ImageBitmap where the browser can, so uploading it to
 * the GPU is a copy: an <img> is decoded again, on the main thread, when WebGL first uploads it
 * (docs/performance.md). SVG stays an <img> (no ImageBitmap from its bytes).
 */
async function loadTexture(url: string): Promise<Texture> {
  const reason = refused.get(url);
  if (reason) throw new AssetError(url, new Error(reason));
  const image = provided.get(url);
  if (image) return imageTexture(image);
  const base = typeof document === 'undefined' ? location.href : document.baseURI;
  try {
    if (isSvgUrl(url, base)) return imageTexture(await svgBitmap(await loadImage(url), false));
    if (typeof createImageBitmap !== 'function') return imageTexture(await loadImage(url));
    return imageTexture(await loadBitmap(url).catch(() => loadImage(url)));
  } catch {
    throw new AssetError(url, new Error(await imageFailure(url)));
  }
}

/** A glTF/GLB (meshopt or Draco compressed, or plain), suspending until loaded. */
export function useGltf(url: string): GLTF {
  const tracker = useTracker();
  return use(tracker.suspendable('gltf', url, loadGltf));
}

/** Anything else a scene loads (a model it builds itself), tracked and suspending alike. */
export function useAsset<T>(kind: string, url: string, load: LoadFn<T>): T {
  const tracker = useTracker();
  return use(tracker.suspendable(kind, url, load));
}

/**
 * An sRGB image texture or why it failed, suspending until either: for a picture whose failure
 * is its own item's (the stage shows a placeholder in its place).
 */
export function useTextureSettled(url: string): Settled<Texture> {
  const tracker = useTracker();
  return use(tracker.settled('texture', url, loadTexture));
}

/** An sRGB image texture, suspending until loaded. */
export function useTexture(url: string): Texture {
  const tracker = useTracker();
  return use(tracker.suspendable('texture', url, loadTexture));
}
