/**
 * Where content's own files are: a relative image, video or model path resolves against the
 * dist/ the script came from, as the elements' own assets do, on every host (the standalone
 * page, a page in a folder, an embed page, a blog with the CDN tag), not against the host page.
 * `setBasePath()` names that folder where no script says it (an app's bundle); without either,
 * and in `npm run dev` (which serves the owner's files at the page's root), the page resolves it.
 * Links (`href`s) stay the page's.
 */
import { basePath, distRoot, shippedUrl } from '../lib/base-path.ts';
import type { Content } from './types.ts';

export type AssetKind = 'image' | 'model' | 'video';

/** Keys whose value is a file the page loads, by path inside the content (or a locale). */
export const ASSET_KEYS: readonly [RegExp, AssetKind][] = [
  [/^hero\.photo$/, 'image'],
  [/^about\.avatar$/, 'image'],
  [/^projects\.items\[\d+\]\.(logo|spotlight)$/, 'image'],
  [/^projects\.items\[\d+\]\.texture$/, 'video'],
  [/^work\.jobs\[\d+\]\.icon$/, 'image'],
  [/^(hero\.deskSrc|projects\.computerSrc|work\.characterSrc)$/, 'model'],
];

export const assetKind = (path: string): AssetKind | undefined =>
  ASSET_KEYS.find(([pattern]) => pattern.test(path))?.[1];

/** A relative path: no scheme, not only a fragment or query. */
const RELATIVE = /^(?![a-z][a-z\d+.-]*:|\/\/|#|\?)./i;

/** What the build's prerender resolves against, for a page in a folder: '../'. */
let prerenderRoot = '';

/** The prerender's root for the page it renders (it has no script URL to go by). */
export function setPrerenderRoot(prefix: string): void {
  prerenderRoot = prefix;
}

/** The folder relative asset paths resolve against: null where the page's own base is it. */
export function contentRoot(): string | null {
  if (typeof document === 'undefined') return prerenderRoot || null;
  // Vite's dev server serves the files from the page's own base.
  return import.meta.env.DEV ? basePath() : distRoot();
}

/** One path resolved against `root` (an address, or a prerendered page's relative prefix). */
export function assetUrl(url: string, root: string | null): string {
  if (!root || !RELATIVE.test(url)) return url;
  if (!/^[a-z][a-z\d+.-]*:/i.test(root)) return `${root}${url.replace(/^\.\//, '')}`;
  return new URL(url, root).href;
}

/** Resolves the asset paths of resolved content in place (resolve.ts). */
export function resolveAssetUrls(content: Partial<Content>, root = contentRoot()): void {
  if (!root) return;
  const fix = <T extends object, K extends keyof T>(object: T | undefined, key: K) => {
    const value = object?.[key];
    if (object && typeof value === 'string')
      object[key] = assetUrl(shippedUrl(value), root) as T[K];
  };
  fix(content.hero, 'photo');
  fix(content.hero, 'deskSrc');
  fix(content.about, 'avatar');
  fix(content.projects, 'computerSrc');
  for (const item of content.projects?.items ?? []) {
    if (item.isImage !== false) fix(item, 'logo');
    fix(item, 'spotlight');
    fix(item, 'texture');
  }
  fix(content.work, 'characterSrc');
  for (const job of content.work?.jobs ?? []) fix(job, 'icon');
}
