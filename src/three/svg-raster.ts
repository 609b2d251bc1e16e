/**
 * An SVG as a stage draws it: rasterised at the width it is shown at, from its own aspect. An
 * SVG without width and height has no natural size for a bitmap (createImageBitmap refuses it,
 * and WebGL uploads it black); one with a small size would be blurred when stretched. Either
 * way the vector is drawn at the stage's resolution instead.
 */

/** Pixels across a stage's screen picture: about what the screen covers on a large display. */
export const SVG_RASTER_WIDTH = 1024;
/** What a browser gives an SVG with neither size nor viewBox (CSS's replaced-element default). */
const DEFAULT_ASPECT = 2;

export function svgBitmap(image: HTMLImageElement, width = SVG_RASTER_WIDTH): ImageBitmap {
  return svgCanvas(image, width).transferToImageBitmap();
}

/**
 * The SVG drawn on a canvas in memory, to be taken as a bitmap (`transferToImageBitmap`): the
 * drawing records the picture and the taking rasterises it, so a caller can give each a task.
 */
export function svgCanvas(image: HTMLImageElement, width = SVG_RASTER_WIDTH): OffscreenCanvas {
  const aspect =
    image.naturalWidth > 0 && image.naturalHeight > 0
      ? image.naturalWidth / image.naturalHeight
      : DEFAULT_ASPECT;
  const height = Math.max(1, Math.round(width / aspect));
  // Drawn, not resized by createImageBitmap: Chromium resizes a sizeless SVG into a blank bitmap.
  const canvas = new OffscreenCanvas(width, height);
  // A canvas in memory, not on the GPU: its bitmap goes to the stage's worker, and taking a GPU
  // canvas's pixels reads them back (365 ms for the hero's photo, unthrottled, in software
  // WebGL), where a canvas in memory hands them over.
  canvas.getContext('2d', { willReadFrequently: true })!.drawImage(image, 0, 0, width, height);
  return canvas;
}

export const isSvgUrl = (url: string, base: string) =>
  /^data:image\/svg\+xml[;,]/i.test(url) || /\.svg$/i.test(new URL(url, base).pathname);
