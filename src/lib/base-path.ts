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
