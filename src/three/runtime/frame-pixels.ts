/**
 * A frame as `readPixels` gives it (rows bottom-up, colours premultiplied by alpha, as the
 * stages' contexts are made) turned into what ImageData holds: rows top-down, colours straight.
 */
export function framePixels(
  read: Uint8Array,
  width: number,
  height: number,
): Uint8ClampedArray<ArrayBuffer> {
  const rowBytes = width * 4;
  const out = new Uint8ClampedArray(read.length);
  for (let row = 0; row < height; row++) {
    const from = (height - 1 - row) * rowBytes;
    const to = row * rowBytes;
    for (let i = 0; i < rowBytes; i += 4) {
      const alpha = read[from + i + 3]!;
      const scale = alpha === 0 ? 0 : 255 / alpha;
      out[to + i] = read[from + i]! * scale;
      out[to + i + 1] = read[from + i + 1]! * scale;
      out[to + i + 2] = read[from + i + 2]! * scale;
      out[to + i + 3] = alpha;
    }
  }
  return out;
}

/**
 * The frame just drawn on the context's canvas, read in the task that drew it (the drawing
 * buffer is cleared once shown) and after the renderer drew to the screen (so the canvas's own
 * framebuffer is the bound one), as pixels in memory. Not an ImageBitmap: one from a WebGL
 * canvas lives in the GPU process, and the page's thread would wait on that process, busy
 * rasterising frames in software, to show it.
 */
export function readFrame(
  gl: WebGL2RenderingContext,
): { pixels: Uint8ClampedArray<ArrayBuffer>; width: number; height: number } | null {
  const { drawingBufferWidth: width, drawingBufferHeight: height } = gl;
  if (!width || !height || gl.isContextLost()) return null;
  const read = new Uint8Array(width * height * 4);
  gl.readPixels(0, 0, width, height, gl.RGBA, gl.UNSIGNED_BYTE, read);
  return { pixels: framePixels(read, width, height), width, height };
}
