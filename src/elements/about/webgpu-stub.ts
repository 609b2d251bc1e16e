/**
 * Stands in for `three/webgpu` and `three/tsl` inside the globe's chunk (see globe-build.ts).
 * three-render-objects builds a WebGPURenderer only when asked to (`useWebGPU`, which globe.gl
 * never passes), and three-globe uses WebGPU compute only for heatmaps, which the About globe
 * does not draw. If either path is ever taken, it fails here with a message saying why.
 */
function unavailable(name: string): never {
  throw new Error(
    `${name} is not bundled with the portfolio globe (WebGPU and TSL are stubbed out in ` +
      'vite.config.ts by globeLean()); the globe only uses WebGL layers.',
  );
}

/** Called with `new` by the packages; a plain function throws just the same. */
export function WebGPURenderer(): never {
  return unavailable('three/webgpu WebGPURenderer');
}

export function StorageInstancedBufferAttribute(): never {
  return unavailable('three/webgpu StorageInstancedBufferAttribute');
}

/** The TSL names three-globe's heatmap compute reads from its `import * as tsl`. */
const tslFunction = (name: string) => () => unavailable(`three/tsl ${name}`);
export const Fn = tslFunction('Fn');
export const If = tslFunction('If');
export const uniform = tslFunction('uniform');
export const storage = tslFunction('storage');
export const float = tslFunction('float');
export const instanceIndex = undefined;
export const Loop = tslFunction('Loop');
export const sqrt = tslFunction('sqrt');
export const sin = tslFunction('sin');
export const cos = tslFunction('cos');
export const asin = tslFunction('asin');
export const exp = tslFunction('exp');
export const negate = tslFunction('negate');
