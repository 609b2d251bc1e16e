import { pageShared } from './page-shared.ts';

/**
 * Where the page serves a copy of dist/ (setBasePath, or `data-portfolio-base-path` on any
 * element), for an app whose bundler does not copy the package's files (src/three/dist-url.ts
 * reads it). Held page-wide: the loader that exports it and the elements' chunks are apart. The
 * path is kept as it was given and resolved when read: a server render (a 'use client' module
 * prerendered by Next.js) calls setBasePath where there is no page to resolve it against.
 */
const base = pageShared('base-path', () => ({ path: null as string | null }));

/** The attribute that names the base path in markup, as Shoelace's `data-shoelace`. */
export const BASE_PATH_ATTRIBUTE = 'data-portfolio-base-path';

/**
 * `setBasePath('/portfolio/')` after copying `node_modules/portfolio-elements/dist/` to the
 * app's public folder: every model, icon, decoder and the stage worker then load from there.
 * A relative path resolves against the page. Call it before the first element renders; on a
 * server it does nothing but keep the path. `null` forgets it.
 */
export function setBasePath(path: string | null): void {
  base.path = path;
}

/** `path` as a folder URL, resolved against this thread's page; null where it cannot be. */
function folderUrl(path: string): string | null {
  const page = typeof document === 'undefined' ? undefined : document.baseURI;
  try {
    const { href } = new URL(path, page);
    return href.endsWith('/') ? href : `${href}/`;
  } catch {
    // A path on a server, where there is no page to resolve it against.
    return null;
  }
}

/** The base path the page set, or names with the attribute; null when it names none. */
export function basePath(): string | null {
  if (!base.path && typeof document !== 'undefined') {
    base.path =
      document.querySelector(`[${BASE_PATH_ATTRIBUTE}]`)?.getAttribute(BASE_PATH_ATTRIBUTE) || null;
  }
  return base.path === null ? null : folderUrl(base.path);
}

/**
 * What this thread resolves a relative URL against: the page's base, or a worker's script;
 * none on a server (a build's prerender, a framework's server render).
 */
export function threadBase(): string | undefined {
  if (typeof document !== 'undefined') return document.baseURI;
  return typeof location === 'undefined' ? undefined : location.href;
}

/**
 * A reference the bundler rewrote, made absolute: Turbopack's has a path for its `href`, and a
 * worker would resolve a path from its own script.
 */
export function bundledUrl(reference: URL): string {
  const base = threadBase();
  return base ? new URL(reference.href, base).href : reference.href;
}

/**
 * The desk model as a chunk references it (src/three/dist-url.ts lists it with the other
 * models). Every chunk sits one folder below dist/, hence '../'; no chunk reads
 * `import.meta.url` bare, which webpack replaces with the path of the machine that built it.
 */
export const deskModelReference = (): URL => new URL('../models/desk.glb', import.meta['url']);

/** Where the desk model sits in dist/: the mark of files under their own names. */
const DESK_MARK = 'models/desk.glb';

/**
 * The folder this chunk's references resolve into when no bundler followed them: dist/ served
 * as it is (the CDN tag), or an app's bundle from a bundler that copies no file (esbuild). An
 * app's bundler that follows them (Vite, webpack, Next.js) copies the desk model under a new,
 * hashed name: null there, and on a server.
 */
export function unfollowedRoot(): string | null {
  const mark = bundledUrl(deskModelReference());
  if (!/^https?:/.test(mark) || !mark.endsWith(`/${DESK_MARK}`)) return null;
  return mark.slice(0, -DESK_MARK.length);
}

/** The folder dist/ is served from, as this thread knows it; null where none is known. */
export function distRoot(): string | null {
  return basePath() ?? unfollowedRoot();
}

/**
 * A file of dist/assets/ that a chunk names by `import … from '…?url'` (a font, the sample's
 * art, a message table). Where no bundler copied it and the page set a base path, it loads
 * from the base path's copy; everywhere else, as the chunk names it.
 */
export function shippedUrl(url: string): string {
  const root = basePath();
  const unfollowed = root && unfollowedRoot();
  if (!root || !unfollowed) return url;
  const assets = `${unfollowed}assets/`;
  return url.startsWith(assets) ? new URL(`assets/${url.slice(assets.length)}`, root).href : url;
}
