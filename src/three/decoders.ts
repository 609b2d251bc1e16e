import { DRACOLoader } from 'three/examples/jsm/loaders/DRACOLoader.js';
import { MeshoptDecoder } from 'three/examples/jsm/libs/meshopt_decoder.module.js';
import { MeshoptDecoder as ReferenceMeshoptDecoder } from 'meshopt-reference-decoder';
import { distUrl } from './dist-url.ts';

/**
 * Whether this page may compile WebAssembly. A strict Content-Security-Policy without
 * 'wasm-unsafe-eval' forbids it; the decoders then fall back to plain JavaScript.
 */
function wasmAllowed(): boolean {
  try {
    // The smallest valid module: magic number and version.
    new WebAssembly.Module(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0]));
    return true;
  } catch {
    return false;
  }
}

let meshopt: Promise<typeof MeshoptDecoder> | null = null;

/** three's WebAssembly meshopt decoder where allowed, meshoptimizer's JS reference otherwise. */
export function meshoptDecoder(): Promise<typeof MeshoptDecoder> {
  meshopt ??= wasmAllowed()
    ? MeshoptDecoder.ready.then(
        () => MeshoptDecoder,
        () => ReferenceMeshoptDecoder as typeof MeshoptDecoder,
      )
    : Promise.resolve(ReferenceMeshoptDecoder as typeof MeshoptDecoder);
  return meshopt;
}

let draco: DRACOLoader | null = null;

/** Draco for owners' own compressed models, decoders served from dist/decoders/draco/. */
export function dracoLoader(): DRACOLoader {
  if (!draco) {
    draco = new DRACOLoader();
    draco.setDecoderPath(distUrl('decoders/draco/'));
    draco.setDecoderConfig({ type: wasmAllowed() ? 'wasm' : 'js' });
  }
  return draco;
}
