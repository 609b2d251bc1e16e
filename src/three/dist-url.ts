/**
 * URLs of files shipped beside the bundle (models, decoders, icons, the stage worker).
 *
 * Two ways to find them, first match wins:
 * 1. a base path the page sets (setBasePath, or `data-portfolio-base-path` on any element):
 *    dist/ copied anywhere, for a bundler that follows none of the references below (esbuild,
 *    Rollup without a plugin);
 * 2. literal `new URL('<path>', import.meta.url)` references in the built chunk, one per file
 *    (the default models, the Draco decoder, the icon shards: icon-shard-files.ts) and
 *    `new Worker(new URL('../stage-worker.js', import.meta.url), …)` for the worker. An app's
 *    bundler (Vite in dev and build, webpack 5, Next.js with Turbopack or webpack) follows each
 *    and copies the file, or bundles the worker; where dist/ is served as it is (the CDN tag),
 *    they resolve beside the chunk.
 *
 * This build must leave those references as they are written (the worker is an entry of its own
 * that shares the page's chunks; the files are copied as they are), and Vite rewrites only
 * `new URL('…', import.meta.url)` spelt so: here `import.meta['url']`, which the minifier writes
 * as `import.meta.url` in the chunk, for the app's bundler. Every chunk that can import this
 * module sits one folder below dist/ (chunks/), hence '../' (tests/e2e/package.test.ts holds the
 * built chunk's references). No chunk reads `import.meta.url` bare: webpack writes the path of
 * the file on the machine that built the app in its place (scripts/plugins/bare-import-helper.ts).
 */
import { basePath, bundledUrl, deskModelReference, setBasePath } from '../lib/base-path.ts';

/** The default models, each as the app's bundler or dist/ serves it. */
const MODELS: Readonly<Record<string, () => URL>> = {
  'desk.glb': deskModelReference,
  'demo-computer.glb': () => new URL('../models/demo-computer.glb', import.meta['url']),
  'character.glb': () => new URL('../models/character.glb', import.meta['url']),
  'animations/idle.glb': () => new URL('../models/animations/idle.glb', import.meta['url']),
  'animations/salute.glb': () => new URL('../models/animations/salute.glb', import.meta['url']),
  'animations/clapping.glb': () => new URL('../models/animations/clapping.glb', import.meta['url']),
  'animations/victory.glb': () => new URL('../models/animations/victory.glb', import.meta['url']),
  'react.glb': () => new URL('../models/react.glb', import.meta['url']),
  'python.glb': () => new URL('../models/python.glb', import.meta['url']),
  'git.glb': () => new URL('../models/git.glb', import.meta['url']),
  'javascript.glb': () => new URL('../models/javascript.glb', import.meta['url']),
};

/**
 * Draco's glTF decoder, its WebAssembly and the script that starts it (scripts/build/prebuild.ts
 * copies three's), for owners' Draco-compressed models.
 */
export function dracoDecoderUrls(): { js: string; wasm: string } {
  const root = basePath();
  if (root) {
    return {
      js: new URL('decoders/draco/draco_wasm_wrapper.js', root).href,
      wasm: new URL('decoders/draco/draco_decoder.wasm', root).href,
    };
  }
  return {
    js: bundledUrl(new URL('../decoders/draco/draco_wasm_wrapper.js', import.meta['url'])),
    wasm: bundledUrl(new URL('../decoders/draco/draco_decoder.wasm', import.meta['url'])),
  };
}

/**
 * The stage worker as an app's bundler builds it: Vite, webpack and Turbopack bundle the script
 * of a literal `new Worker(new URL('…', import.meta.url), { type: 'module' })`, with its chunks
 * and models. This build leaves it alone (see above): the worker is an entry that shares the
 * page's chunks. Vite reads the options only when they are static, so the name is one for
 * every stage.
 */
export function bundledStageWorker(): Worker {
  return new Worker(new URL('../stage-worker.js', import.meta['url']), {
    type: 'module',
    name: 'portfolio-stage',
  });
}

/** Resolves every later URL from `root` (a stage worker: the page's base path, if it set one). */
export function setDistRoot(root: string | null): void {
  if (root) setBasePath(root);
}

/** A default model, generated at build time into dist/models/. */
export function modelUrl(name: string): string {
  const root = basePath();
  if (root) return new URL(`models/${name}`, root).href;
  const bundled = MODELS[name];
  if (!bundled) throw new Error(`portfolio-elements: no default model ${name}`);
  return bundledUrl(bundled());
}

/** Whether `url` is one of the default models: a file of dist/, not the owner's. */
export function isDefaultModel(url: string): boolean {
  return Object.keys(MODELS).some((name) => modelUrl(name) === url);
}

/**
 * What to say after a file of dist/ that did not load: where a base path is set, to check it;
 * elsewhere, what a bundler that copies no file (esbuild, Rollup without a plugin) needs.
 */
export function missingFileHint(): string {
  const root = basePath();
  if (root)
    return `; check that ${root} serves a copy of node_modules/portfolio-elements/dist/ (setBasePath)`;
  return "; if your bundler does not copy the package's files, serve a copy of node_modules/portfolio-elements/dist/ and call setBasePath() with its address (docs/frameworks.md)";
}
