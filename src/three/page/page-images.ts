import { nextTask } from '../../lib/next-task.ts';
import { distRoot } from '../../lib/base-path.ts';
import { imageFailure } from '../image-failure.ts';
import { isSvgUrl, svgBitmap, svgHasOwnSize } from '../svg-raster.ts';

/**
 * Whether the page decodes this image for the stage: an SVG (a worker has no <img>, and the
 * page's thread takes the same path), and a `blob:` URL, which is the page's alone and names no
 * type.
 */
export function needsPageDecode(url: string): boolean {
  return /^blob:/i.test(url) || isSvgUrl(url, document.baseURI);
}

/**
 * The SVG at `url`, decoded on the page into a bitmap a worker can take, at the width a stage
 * shows it (svg-raster.ts). Asked with CORS, as the loaders ask: a bitmap of another origin's
 * image must be origin-clean to be sent. Fails with the reason (image-failure.ts).
 */
export async function rasterise(url: string): Promise<ImageBitmap> {
  const image = new Image();
  image.crossOrigin = 'anonymous';
  image.src = url;
  const text = svgText(url);
  try {
    await image.decode();
  } catch {
    throw new Error(await imageFailure(url));
  }
  const ownSize = svgHasOwnSize((await text) ?? '');
  // Each picture in a task of its own: decodes that end together would draw in one long task.
  await nextTask();
  return svgBitmap(image, ownSize);
}

/**
 * An SVG's text, where reading it asks no more of a host's policy than the stage already does:
 * inline in a `data:` URL, or a file on the page's origin or dist/'s (where the worker fetches
 * its models). Null elsewhere, and when it cannot be read: the SVG is then drawn.
 */
async function svgText(url: string): Promise<string | null> {
  try {
    if (/^data:/i.test(url)) {
      const comma = url.indexOf(',');
      const body = url.slice(comma + 1);
      return /;base64$/i.test(url.slice(0, comma)) ? atob(body) : decodeURIComponent(body);
    }
    const { origin } = new URL(url);
    const dist = distRoot();
    if (origin !== location.origin && (!dist || origin !== new URL(dist).origin)) return null;
    const response = await fetch(url, { cache: 'force-cache' });
    return response.ok ? await response.text() : null;
  } catch {
    return null;
  }
}

/** A URL as the page resolves it: a worker would resolve a relative one from its own script. */
export function pageUrl(url: string): string;
export function pageUrl(url: string | undefined): string | undefined;
export function pageUrl(url: string | undefined): string | undefined {
  return url && new URL(url, document.baseURI).href;
}
