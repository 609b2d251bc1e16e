import { whenFencePassed } from '../gpu-fence.ts';

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
  // Copied as bytes into bytes: a block copy, where one typed array into another of a different
  // type is copied element by element.
  const bytes = new Uint8Array(out.buffer);
  for (let row = 0; row < height; row++) {
    const from = (height - 1 - row) * rowBytes;
    bytes.set(read.subarray(from, from + rowBytes), row * rowBytes);
  }
  // An opaque pixel is the same either way: only the clear and the partly covered change. Each
  // pixel's alpha is read as the top byte of a word (WebGL's platforms are little-endian).
  const words = new Uint32Array(out.buffer);
  for (let pixel = 0; pixel < words.length; pixel++) {
    const alpha = words[pixel]! >>> 24;
    if (alpha === 255) continue;
    if (alpha === 0) {
      words[pixel] = 0;
      continue;
    }
    const i = pixel * 4;
    const scale = 255 / alpha;
    out[i] = out[i]! * scale;
    out[i + 1] = out[i + 1]! * scale;
    out[i + 2] = out[i + 2]! * scale;
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

type Frame = NonNullable<ReturnType<typeof readFrame>>;

interface Reading {
  buffer: WebGLBuffer;
  sync: WebGLSync;
}

/** The read in flight on each context: at most one, and a release's copy drops it. */
const readings = new WeakMap<WebGL2RenderingContext, Reading>();

/**
 * Begins copying the frame just drawn without waiting for it: `readPixels` into a pixel-pack
 * buffer returns at once, and its pixels are taken once a fence says the GPU has drawn that
 * frame, some tasks later. A plain `readPixels` makes the thread that drew wait until the GPU
 * process has rasterised the frame: on the page's thread in software, hundreds of milliseconds
 * (docs/performance.md). Returns false when no read begins (one is in flight, or no frame).
 */
export function readFrameLater(gl: WebGL2RenderingContext, done: (frame: Frame) => void): boolean {
  const { drawingBufferWidth: width, drawingBufferHeight: height } = gl;
  if (readings.has(gl) || !width || !height || gl.isContextLost()) return false;
  const buffer = gl.createBuffer();
  gl.bindBuffer(gl.PIXEL_PACK_BUFFER, buffer);
  gl.bufferData(gl.PIXEL_PACK_BUFFER, width * height * 4, gl.STREAM_READ);
  gl.readPixels(0, 0, width, height, gl.RGBA, gl.UNSIGNED_BYTE, 0);
  gl.bindBuffer(gl.PIXEL_PACK_BUFFER, null);
  const sync = gl.fenceSync(gl.SYNC_GPU_COMMANDS_COMPLETE, 0);
  if (!sync) {
    gl.deleteBuffer(buffer);
    return false;
  }
  gl.flush();
  readings.set(gl, { buffer, sync });
  whenFencePassed(
    gl,
    sync,
    () => {
      if (gl.isContextLost()) {
        readings.delete(gl);
        return;
      }
      const read = new Uint8Array(width * height * 4);
      gl.bindBuffer(gl.PIXEL_PACK_BUFFER, buffer);
      gl.getBufferSubData(gl.PIXEL_PACK_BUFFER, 0, read);
      gl.bindBuffer(gl.PIXEL_PACK_BUFFER, null);
      dropReading(gl);
      done({ pixels: framePixels(read, width, height), width, height });
    },
    // A release's copy, or a stage gone, drops the read (dropReading).
    { wanted: () => readings.get(gl)?.sync === sync },
  );
  return true;
}

/** Whether a copy of a frame drawn on `gl` is on its way. */
export function readingOn(gl: WebGL2RenderingContext): boolean {
  return readings.has(gl);
}

/** Forgets the read in flight on `gl`, if any (its frame will not be told); true if one was. */
export function dropReading(gl: WebGL2RenderingContext): boolean {
  const reading = readings.get(gl);
  if (!reading) return false;
  readings.delete(gl);
  if (!gl.isContextLost()) {
    gl.deleteSync(reading.sync);
    gl.deleteBuffer(reading.buffer);
  }
  return true;
}
