import { DRACOLoader } from 'three/examples/jsm/loaders/DRACOLoader.js';
import { MeshoptDecoder } from 'meshopt-reference-decoder';
import { distUrl } from './dist-url.ts';

/**
 * Decoders in plain JavaScript, never WebAssembly: compiling WebAssembly needs
 * 'wasm-unsafe-eval' in a page's Content-Security-Policy, and even probing for it raises a
 * violation report. meshoptimizer's reference decoder is slower than its WebAssembly twin but
 * decodes the default models (tens of kilobytes) in milliseconds.
 */
export function meshoptDecoder() {
  return MeshoptDecoder;
}

let draco: DRACOLoader | null = null;

/** Draco, for owners' own compressed models; the decoder is served from dist/decoders/draco/. */
export function dracoLoader(): DRACOLoader {
  if (!draco) {
    draco = new DRACOLoader();
    draco.setDecoderPath(distUrl('decoders/draco/'));
    draco.setDecoderConfig({ type: 'js' });
  }
  return draco;
}
