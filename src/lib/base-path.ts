import { pageShared } from './page-shared.ts';

/**
 * Where the page serves a copy of dist/ (setBasePath, or `data-portfolio-base-path` on any
 * element), for an app whose bundler does not copy the package's files (src/three/dist-url.ts
 * reads it). Held page-wide: the loader that exports it and the elements' chunks are apart.
 */
const base = pageShared('base-path', () => ({ href: null as string | null }));

/** The attribute that names the base path in markup, as Shoelace's `data-shoelace`. */
export const BASE_PATH_ATTRIBUTE = 'data-portfolio-base-path';

/**
 * `setBasePath('/portfolio/')` after copying `node_modules/portfolio-elements/dist/` to the
 * app's public folder: every model, icon, decoder and the stage worker then load from there.
 * A relative path resolves against the page. Call it before the first element renders.
 */
export function setBasePath(path: string): void {
  const url = new URL(path, typeof document === 'undefined' ? undefined : document.baseURI);
  base.href = url.href.endsWith('/') ? url.href : `${url.href}/`;
}

/** The base path the page set, or names with the attribute; null when it names none. */
export function basePath(): string | null {
  if (base.href || typeof document === 'undefined') return base.href;
  const value = document
    .querySelector(`[${BASE_PATH_ATTRIBUTE}]`)
    ?.getAttribute(BASE_PATH_ATTRIBUTE);
  if (value) setBasePath(value);
  return base.href;
}
