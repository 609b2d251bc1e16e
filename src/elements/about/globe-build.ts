import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Build-time trimming for the About globe (react-globe.gl), used by vite.config.ts:
 *
 * 1. `three/webgpu` and `three/tsl`, imported by three-render-objects and three-globe for a
 *    WebGPU renderer option and a heatmap compute path the globe never takes, resolve to a stub
 *    that throws a clear error (webgpu-stub.ts). That takes the WebGPU renderer and its node
 *    library out of the globe chunk.
 * 2. globe.gl, three-render-objects and float-tooltip inject their CSS as inline <style> tags in
 *    the document head at import: a strict CSP refuses those, and they would not reach the
 *    shadow root anyway. The calls are removed; globe.css carries the same rules into the shadow
 *    root as a constructable stylesheet.
 *
 * Each rewrite checks that the package still looks as expected, so an upgrade that changes
 * what the stub relies on fails the build instead of the page.
 */
const STUB = resolve(import.meta.dirname, 'webgpu-stub.ts');
const WEBGPU_IMPORTERS = /[\\/]node_modules[\\/](three-globe|three-render-objects)[\\/]/;
const STYLE_INJECTORS =
  /[\\/]node_modules[\\/](globe\.gl|three-render-objects|float-tooltip)[\\/].*\.m?js$/;
const STYLE_CALL = /\bstyleInject\(css_\w+\);/g;

export function globeLean(): Plugin {
  return {
    name: 'portfolio-globe-lean',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'three/webgpu' && source !== 'three/tsl') return null;
      return importer && WEBGPU_IMPORTERS.test(importer) ? STUB : null;
    },
    transform(code, id) {
      // globe.gl must keep creating its renderer without the useWebGPU option.
      if (/[\\/]globe\.gl[\\/]/.test(id) && /useWebGPU/.test(code)) {
        this.error(
          'globe.gl now forwards useWebGPU: the WebGPU stub in globeLean() is no longer safe',
        );
      }
      if (!STYLE_INJECTORS.test(id)) return null;
      const out = code.replace(STYLE_CALL, '');
      if (out === code) this.error(`globeLean(): no styleInject call left to remove in ${id}`);
      return { code: out, map: null };
    },
  };
}
