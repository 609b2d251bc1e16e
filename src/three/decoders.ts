import type { BufferGeometry } from 'three';
import { DRACOLoader } from 'three/examples/jsm/loaders/DRACOLoader.js';
import { MeshoptDecoder } from 'meshopt-reference-decoder';
import { nextTask } from '../lib/next-task.ts';
import { dracoDecoderUrls } from './dist-url.ts';

/**
 * meshoptimizer's decoder with each buffer decoded in a task of its own. GLTFLoader asks for
 * every buffer of a model at once, and the decoder's own async call decodes at once, so a
 * model's buffers all decoded in one long task (docs/performance.md), stopping the page; now the page can answer between them, and before the
 * loader builds the model from them.
 */
const taskedDecoder: typeof MeshoptDecoder = {
  ...MeshoptDecoder,
  async decodeGltfBufferAsync(count, size, source, mode, filter) {
    await nextTask();
    const target = new Uint8Array(count * size);
    MeshoptDecoder.decodeGltfBuffer(target, count, size, source, mode, filter);
    // The loader builds the model in the task that resolves the last buffer: not this one.
    await nextTask();
    return target;
  },
};

/**
 * meshopt in plain JavaScript, never WebAssembly: compiling WebAssembly needs
 * 'wasm-unsafe-eval' in a page's Content-Security-Policy, and even probing for it raises a
 * violation report, and the default models are meshopt-compressed. meshoptimizer's reference
 * decoder is slower than its WebAssembly twin but decodes them (tens of kilobytes) in
 * milliseconds, one buffer per task.
 */
export function meshoptDecoder(): typeof MeshoptDecoder {
  return taskedDecoder;
}

/** WebAssembly's smallest module: its header alone. */
const EMPTY_MODULE = new Uint8Array([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]);

let wasmCheck: Promise<void> | null = null;

/**
 * Whether this page's policy lets WebAssembly compile, asked once, and only when a Draco model
 * is decoded: Draco's decoder, refused, aborts inside its worker, and the model would wait
 * there forever instead of failing.
 */
function wasmAllowed(): Promise<void> {
  wasmCheck ??= WebAssembly.compile(EMPTY_MODULE).then(
    () => undefined,
    () => {
      throw new Error(
        "a Draco-compressed model needs WebAssembly, which this page's Content-Security-Policy refuses: allow 'wasm-unsafe-eval' in script-src, or compress the model with meshopt",
      );
    },
  );
  return wasmCheck;
}

/** DRACOLoader's decoding step, which @types/three does not declare. */
interface Decoding {
  decodeGeometry(buffer: ArrayBuffer, taskConfig: unknown): Promise<BufferGeometry>;
}

/** three's loader, each decoding waiting for wasmAllowed's answer. */
class CheckedDracoLoader extends DRACOLoader {
  decodeGeometry(buffer: ArrayBuffer, taskConfig: unknown): Promise<BufferGeometry> {
    const decode = (DRACOLoader.prototype as unknown as Decoding).decodeGeometry;
    return wasmAllowed().then(() => decode.call(this, buffer, taskConfig));
  }
}

let draco: DRACOLoader | null = null;

/**
 * Draco, for owners' own compressed models: the WebAssembly build in dist/decoders/draco/, or as
 * an app's bundler copied it (dist-url.ts). Three's own defaults are left out of the build
 * (scripts/plugins/draco-decoder.ts); under a policy without 'wasm-unsafe-eval' such a model fails
 * as an asset, saying so (docs/security.md), where meshopt's need nothing.
 */
export function dracoLoader(): DRACOLoader {
  if (!draco) draco = new CheckedDracoLoader().setDecoderPath(dracoDecoderUrls());
  return draco;
}
