import { createContext, use, useContext } from 'react';
import { SRGBColorSpace, Texture, TextureLoader } from 'three';
import { GLTFLoader, type GLTF } from 'three/examples/jsm/loaders/GLTFLoader.js';
import type { AssetTracker } from './asset-tracker.ts';
import { dracoLoader, meshoptDecoder } from './decoders.ts';

export { distUrl, modelUrl } from './dist-url.ts';

/** The stage's tracker, provided by SectionCanvas. */
export const TrackerContext = createContext<AssetTracker | null>(null);

function useTracker(): AssetTracker {
  const tracker = useContext(TrackerContext);
  if (!tracker) throw new Error('3D assets must be loaded inside a SectionCanvas');
  return tracker;
}

/** Failed loads name the URL, so the fallback and the portfolio-error event can say which. */
export class AssetError extends Error {
  constructor(
    readonly url: string,
    cause: unknown,
  ) {
    super(`Could not load ${url}: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'AssetError';
  }
}

async function loadGltf(url: string, onProgress: (loaded: number, total: number) => void) {
  const loader = new GLTFLoader();
  loader.setMeshoptDecoder(meshoptDecoder());
  loader.setDRACOLoader(dracoLoader());
  return new Promise<GLTF>((resolve, reject) =>
    loader.load(
      url,
      resolve,
      (event) => onProgress(event.loaded, event.total),
      (error) => reject(new AssetError(url, error)),
    ),
  );
}

function loadTexture(url: string) {
  return new Promise<Texture>((resolve, reject) =>
    new TextureLoader().load(
      url,
      (texture) => {
        texture.colorSpace = SRGBColorSpace;
        texture.anisotropy = 4;
        // Decoded off the main thread now, rather than on it when first uploaded.
        const image = texture.image as Partial<HTMLImageElement> | undefined;
        const decoded = image?.decode ? image.decode().catch(() => undefined) : undefined;
        void Promise.resolve(decoded).then(() => resolve(texture));
      },
      undefined,
      () => reject(new AssetError(url, new Error('image failed to load'))),
    ),
  );
}

/** A glTF/GLB (meshopt or Draco compressed, or plain), suspending until loaded. */
export function useGltf(url: string): GLTF {
  const tracker = useTracker();
  return use(tracker.suspendable('gltf', url, loadGltf));
}

/** An sRGB image texture, suspending until loaded. */
export function useTexture(url: string): Texture {
  const tracker = useTracker();
  return use(tracker.suspendable('texture', url, loadTexture));
}
