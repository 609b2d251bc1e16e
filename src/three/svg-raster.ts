/**
 * An SVG as a stage draws it: rasterised at the width it is shown at, from its own aspect. An
 * SVG without width and height has no natural size for a bitmap (createImageBitmap refuses it,
 * and WebGL uploads it black); one with a small size would be blurred when stretched. Either
 * way the vector is rasterised at the stage's resolution instead.
 */

/** Pixels across a stage's screen picture: about what the screen covers on a large display. */
export const SVG_RASTER_WIDTH = 1024;
/** What a browser gives an SVG with neither size nor viewBox (CSS's replaced-element default). */
const DEFAULT_ASPECT = 2;

export async function svgBitmap(
  image: HTMLImageElement,
  ownSize: boolean,
  width = SVG_RASTER_WIDTH,
): Promise<ImageBitmap> {
  const aspect =
    image.naturalWidth > 0 && image.naturalHeight > 0
      ? image.naturalWidth / image.naturalHeight
      : DEFAULT_ASPECT;
  const height = Math.max(1, Math.round(width / aspect));
  // An SVG with a size of its own is rasterised at the size asked, the same pixels as drawing
  // it, without starting the page's first 2D canvas (28-146 ms, unthrottled, in software).
  if (ownSize) {
    return createImageBitmap(image, {
      resizeWidth: width,
      resizeHeight: height,
      resizeQuality: 'high',
    });
  }
  // Drawn, not resized by createImageBitmap: Chromium resizes a sizeless SVG into a blank bitmap.
  const canvas = new OffscreenCanvas(width, height);
  // A canvas in memory, not on the GPU: its bitmap goes to the stage's worker, and taking a GPU
  // canvas's pixels reads them back (365 ms for the hero's photo, unthrottled, in software
  // WebGL), where a canvas in memory hands them over.
  canvas.getContext('2d', { willReadFrequently: true })!.drawImage(image, 0, 0, width, height);
  return canvas.transferToImageBitmap();
}

/**
 * Whether an SVG's root gives its width and height in pixels: only then does createImageBitmap
 * draw it, whatever natural size the browser reports for one without (225x150 for a viewBox
 * alone, 96x64 for a width alone, each a blank bitmap).
 */
export function svgHasOwnSize(text: string): boolean {
  const root = /<svg\b[^>]*>/i.exec(text)?.[0] ?? '';
  const pixels = (name: string) =>
    new RegExp(`\\s${name}\\s*=\\s*(["'])\\s*\\d+(\\.\\d+)?(px)?\\s*\\1`, 'i').test(root);
  return pixels('width') && pixels('height');
}

export const isSvgUrl = (url: string, base: string) =>
  /^data:image\/svg\+xml[;,]/i.test(url) || /\.svg$/i.test(new URL(url, base).pathname);
