/**
 * URLs of files shipped beside the bundle (models, decoders), resolved from the script's own
 * location so they work from any host and path. Every chunk that can import this module sits
 * one folder below dist/ (chunks/ or elements/), hence '../'. The path is held in a variable
 * so the bundler leaves this `new URL` alone.
 */
const UP = '../';
const DIST_ROOT = new URL(UP, import.meta.url);

export function distUrl(path: string): string {
  return new URL(path, DIST_ROOT).href;
}

/** A default model generated at build time into dist/models/. */
export function modelUrl(name: string): string {
  return distUrl(`models/${name}`);
}
