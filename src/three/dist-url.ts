/**
 * URLs of files shipped beside the bundle (models, decoders, icons, the stage worker).
 *
 * Three ways to find them, first match wins:
 * 1. a base path the page sets (setBasePath, or `data-portfolio-base-path` on any element):
 *    for a host whose bundler cannot follow the references below, with dist/ copied anywhere;
 * 2. the files every element needs (the default models, the stage worker) are named by literal
 *    `new URL('<path>', import.meta.url)` references in the built chunk, which an app's bundler
 *    (Vite in dev and build, webpack, Parcel) follows and copies, and which resolve beside the
 *    chunk when dist/ is served as it is (the CDN tag);
 * 3. the rest (icons named in `hero.logos`, Draco decoders) from the folder dist/ is served from,
 *    when this chunk still sits in its dist/chunks/: not in an app's bundle, where they need 1.
 *
 * The paths are constants: this build passes `new URL(NAME, import.meta.url)` through (Vite
 * rewrites only a literal), and its minifier writes the literal into the chunk, for the app's
 * bundler. Every chunk that can import this module sits one folder below dist/ (chunks/),
 * hence '../' (tests/e2e/build-output.test.ts holds the literals in the built chunk).
 */
const STAGE_WORKER = '../stage-worker.js';
const DESK = '../models/desk.glb';
const DEMO_COMPUTER = '../models/demo-computer.glb';
const CHARACTER = '../models/character.glb';
const IDLE = '../models/animations/idle.glb';
const SALUTE = '../models/animations/salute.glb';
const CLAPPING = '../models/animations/clapping.glb';
const VICTORY = '../models/animations/victory.glb';
const REACT = '../models/react.glb';
const PYTHON = '../models/python.glb';
const GIT = '../models/git.glb';
const JAVASCRIPT = '../models/javascript.glb';

/** The default models, each as the app's bundler or dist/ serves it. */
const MODELS: Readonly<Record<string, () => URL>> = {
  'desk.glb': () => new URL(DESK, import.meta.url),
  'demo-computer.glb': () => new URL(DEMO_COMPUTER, import.meta.url),
  'character.glb': () => new URL(CHARACTER, import.meta.url),
  'animations/idle.glb': () => new URL(IDLE, import.meta.url),
  'animations/salute.glb': () => new URL(SALUTE, import.meta.url),
  'animations/clapping.glb': () => new URL(CLAPPING, import.meta.url),
  'animations/victory.glb': () => new URL(VICTORY, import.meta.url),
  'react.glb': () => new URL(REACT, import.meta.url),
  'python.glb': () => new URL(PYTHON, import.meta.url),
  'git.glb': () => new URL(GIT, import.meta.url),
  'javascript.glb': () => new URL(JAVASCRIPT, import.meta.url),
};

/**
 * The stage worker as an app's bundler builds it: Vite and webpack bundle the script of a literal
 * `new Worker(new URL('…', import.meta.url), { type: 'module' })`, with its chunks and models.
 * This build leaves it alone (a constant): the worker is an entry that shares the page's chunks.
 * Vite reads the options only when they are static, so the name is one for every stage.
 */
export function bundledStageWorker(): Worker {
  return new Worker(new URL(STAGE_WORKER, import.meta.url), {
    type: 'module',
    name: 'portfolio-stage',
  });
}

/** The attribute that names the base path in markup, as Shoelace's `data-shoelace`. */
export const BASE_PATH_ATTRIBUTE = 'data-portfolio-base-path';

let basePath: string | null = null;

/**
 * Where dist/ is served, for a page whose bundler does not copy the package's files (or to load
 * them from elsewhere): `setBasePath('/portfolio/')` after copying `node_modules/portfolio-
 * elements/dist/` to the app's public folder. Relative paths resolve against the page. Call it
 * before the first element renders.
 */
export function setBasePath(path: string): void {
  const base = new URL(path, typeof document === 'undefined' ? undefined : document.baseURI);
  basePath = base.href.endsWith('/') ? base.href : `${base.href}/`;
}

function attributeBasePath(): string | null {
  if (typeof document === 'undefined') return null;
  const value = document
    .querySelector(`[${BASE_PATH_ATTRIBUTE}]`)
    ?.getAttribute(BASE_PATH_ATTRIBUTE);
  if (!value) return null;
  setBasePath(value);
  return basePath;
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
  return basePath ?? attributeBasePath() ?? servedRoot();
}

/** Resolves every later URL from `root` (a stage worker: the page's dist root, if it has one). */
export function setDistRoot(root: string | null): void {
  if (root) basePath = new URL(root).href;
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
  const root = basePath ?? attributeBasePath();
  if (root) return new URL(`models/${name}`, root).href;
  const bundled = MODELS[name];
  return bundled ? bundled().href : distUrl(`models/${name}`);
}
