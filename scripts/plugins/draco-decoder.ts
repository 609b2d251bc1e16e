/**
 * A build plugin: three's DRACOLoader names its default decoder files (the asm.js build, the
 * WebAssembly one, the glTF WebAssembly one and their wrappers) by `new URL(…, import.meta.url)`
 * as it loads, so this build, and an app's bundler after it, would copy all five, though the page
 * sets its own (src/three/decoders.ts, one decoder in dist/decoders/draco/). Here those defaults
 * are empty strings.
 */
import type { Plugin } from 'vite';

const LOADER = /\/three\/examples\/jsm\/loaders\/DRACOLoader\.js$/;
const DEFAULT_FILE =
  /new URL\(\s*'\.\.\/libs\/draco\/[^']+',\s*import\.meta\.url\s*\)\.toString\(\)/g;

export function dracoDecoder(): Plugin {
  return {
    name: 'portfolio-draco-decoder',
    apply: 'build',
    transform(code, id) {
      if (!LOADER.test(id.replaceAll('\\', '/').split('?')[0]!)) return null;
      const stripped = code.replace(DEFAULT_FILE, "''");
      // three moved them: say so, rather than ship its decoders again unseen.
      if (stripped === code) this.error("three's DRACOLoader no longer names its decoders so");
      return { code: stripped, map: null };
    },
  };
}
