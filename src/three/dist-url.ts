/**
 * URLs of files shipped beside the bundle (models, decoders, icons, the stage worker), resolved
 * from the script's own location so they work from any host and path. Every chunk that can
 * import this module sits one folder below dist/ (chunks/ or elements/), hence '../'. The path
 * is held in a variable so the bundler leaves this `new URL` alone.
 *
 * A stage worker is told the page's root in its `start` message (setDistRoot): started from a
 * `blob:` URL (a CDN's script, a sandboxed frame), it learns nothing from its own location.
 */
const UP = '../';
let distRoot = new URL(UP, import.meta.url).href;

/** The folder dist/ is served from, as this thread resolves it. */
export function distRootUrl(): string {
  return distRoot;
}

/** Resolves every later distUrl from `root` (a stage worker: the page's dist root). */
export function setDistRoot(root: string): void {
  distRoot = new URL(root).href;
}

export function distUrl(path: string): string {
  return new URL(path, distRoot).href;
}

/** A default model generated at build time into dist/models/. */
export function modelUrl(name: string): string {
  return distUrl(`models/${name}`);
}
