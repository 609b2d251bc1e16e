declare module 'meshopt-reference-decoder' {
  import type { MeshoptDecoder as WasmDecoder } from 'three/examples/jsm/libs/meshopt_decoder.module.js';
  /** meshoptimizer's JavaScript reference decoder: a drop-in for the WebAssembly one. */
  export const MeshoptDecoder: typeof WasmDecoder;
}
