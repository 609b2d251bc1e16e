/**
 * URLs of files shipped beside the bundle (models, decoders, icons, the stage worker).
 *
 * Three ways to find them, first match wins:
 * 1. a base path the page sets (setBasePath, or `data-portfolio-base-path` on any element):
 *    for a host whose bundler cannot follow the references below, with dist/ copied anywhere;
 * 2. the files every element needs (the default models, the stage worker) and the Draco decoder
 *    are named by literal `new URL('<path>', import.meta.url)` references in the built chunk,
 *    which an app's bundler (Vite in dev and build, webpack, Parcel) follows and copies, and
 *    which resolve beside the chunk when dist/ is served as it is (the CDN tag);
 * 3. the rest (the icon shards of logos and tags the build did not bundle) from the folder
 *    dist/ is served from, when this chunk still sits in its dist/chunks/. Not in an app's
 *    bundle: there the icons need 1.
 *
 * This build must leave those references as they are written (the worker is an entry of its own
 * that shares the page's chunks; models and decoder are copied as they are), and Vite rewrites only
 * `new URL('…', import.meta.url)` spelt so: here `import.meta['url']`, which the minifier writes
 * as `import.meta.url` in the chunk, for the app's bundler. Every chunk that can import this
 * module sits one folder below dist/ (chunks/), hence '../' (tests/e2e/package.test.ts holds the
 * built chunk's references).
 */
import { basePath, setBasePath } from '../lib/base-path.ts';

/** The default models, each as the app's bundler or dist/ serves it. */
const MODELS: Readonly<Record<string, () => URL>> = {
  'desk.glb': () => new URL('../models/desk.glb', import.meta['url']),
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
 * Draco's glTF decoder, its WebAssembly and the script that starts it (scripts/prebuild.ts
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
    js: new URL('../decoders/draco/draco_wasm_wrapper.js', import.meta['url']).href,
    wasm: new URL('../decoders/draco/draco_decoder.wasm', import.meta['url']).href,
  };
}

/**
 * The stage worker as an app's bundler builds it: Vite and webpack bundle the script of a literal
 * `new Worker(new URL('…', import.meta.url), { type: 'module' })`, with its chunks and models.
 * This build leaves it alone (see above): the worker is an entry that shares the page's chunks.
 * Vite reads the options only when they are static, so the name is one for every stage.
 */
export function bundledStageWorker(): Worker {
  return new Worker(new URL('../stage-worker.js', import.meta['url']), {
    type: 'module',
    name: 'portfolio-stage',
  });
}

/** A chunk of dist/ as it is served; an app's bundler renames and moves it. */
const SERVED_CHUNK = /\/chunks\/[^/]+\.js$/;

/** The folder dist/ is served from when this chunk still sits in it; null in an app's bundle. */
function servedRoot(): string | null {
  const here = new URL(import.meta.url);
  // npm run dev serves this file from src/three/, and src/ stands for dist/ (scripts/dev.ts).
  if (import.meta.env.DEV || SERVED_CHUNK.test(here.pathname)) return new URL('..', here).href;
  return null;
}

/** The folder dist/ is served from, as this thread knows it; null where none is known. */
export function distRootUrl(): string | null {
  return basePath() ?? servedRoot();
}

/** Resolves every later URL from `root` (a stage worker: the page's dist root, if it has one). */
export function setDistRoot(root: string | null): void {
  if (root) setBasePath(root);
}

/** The error for a file only a served dist/ has, where none is known. */
export class NoBasePathError extends Error {
  constructor(path: string) {
    super(
      `portfolio-elements: ${path} is not in this app's bundle; copy node_modules/portfolio-elements/dist/ to your public folder and call setBasePath() with its address (docs/frameworks.md)`,
    );
  }
}

export function distUrl(path: string): string {
  const root = distRootUrl();
  if (!root) throw new NoBasePathError(path);
  return new URL(path, root).href;
}

/** A default model, generated at build time into dist/models/. */
export function modelUrl(name: string): string {
  const root = basePath();
  if (root) return new URL(`models/${name}`, root).href;
  const bundled = MODELS[name];
  return bundled ? bundled().href : distUrl(`models/${name}`);
}
