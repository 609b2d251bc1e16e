/**
 * A canvas for 2D drawing that is never shown (a texture, a colour parse): an element on the
 * page, an OffscreenCanvas in a worker drawing a stage; null where there is neither (unit tests).
 */
export function scratchCanvas(
  width: number,
  height: number,
): HTMLCanvasElement | OffscreenCanvas | null {
  if (typeof document !== 'undefined') {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    return canvas;
  }
  return typeof OffscreenCanvas === 'function' ? new OffscreenCanvas(width, height) : null;
}
