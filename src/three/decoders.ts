import { DRACOLoader } from 'three/examples/jsm/loaders/DRACOLoader.js';
import { MeshoptDecoder } from 'meshopt-reference-decoder';
import { nextTask } from '../lib/next-task.ts';
import { distRootUrl } from './dist-url.ts';

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
 * Decoders in plain JavaScript, never WebAssembly: compiling WebAssembly needs
 * 'wasm-unsafe-eval' in a page's Content-Security-Policy, and even probing for it raises a
 * violation report. meshoptimizer's reference decoder is slower than its WebAssembly twin but
 * decodes the default models (tens of kilobytes) in milliseconds, one buffer per task.
 */
export function meshoptDecoder(): typeof MeshoptDecoder {
  return taskedDecoder;
}

let draco: DRACOLoader | null = null;

/**
 * Draco, for owners' own compressed models; the decoder is served from dist/decoders/draco/. In
 * an app's bundle (no dist/ beside the chunk, no base path: dist-url.ts) it is three's own
 * default, which DRACOLoader names by `new URL(…, import.meta.url)`: the app's bundler copies it.
 */
export function dracoLoader(): DRACOLoader {
  if (!draco) {
    draco = new DRACOLoader();
    const root = distRootUrl();
    if (root) draco.setDecoderPath(new URL('decoders/draco/', root).href);
    draco.setDecoderConfig({ type: 'js' });
  }
  return draco;
}
