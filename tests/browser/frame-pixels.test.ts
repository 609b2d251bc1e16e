import { expect } from '@esm-bundle/chai';
import { dropReading, readFrame, readFrameLater } from '../../src/three/runtime/frame-pixels.ts';

type Frame = NonNullable<ReturnType<typeof readFrame>>;

/** A 4x2 WebGL2 canvas drawn red on its top row and half-transparent green below. */
function drawnContext(): WebGL2RenderingContext {
  const canvas = new OffscreenCanvas(4, 2);
  const gl = canvas.getContext('webgl2', { premultipliedAlpha: true })!;
  gl.enable(gl.SCISSOR_TEST);
  gl.scissor(0, 1, 4, 1);
  gl.clearColor(1, 0, 0, 1);
  gl.clear(gl.COLOR_BUFFER_BIT);
  gl.scissor(0, 0, 4, 1);
  // Premultiplied: green at half alpha.
  gl.clearColor(0, 0.5, 0, 0.5);
  gl.clear(gl.COLOR_BUFFER_BIT);
  return gl;
}

const later = (gl: WebGL2RenderingContext) =>
  new Promise<Frame>((resolve, reject) => {
    if (!readFrameLater(gl, resolve)) reject(new Error('no read began'));
  });

describe("a stage's frame, copied without waiting on the GPU", () => {
  it('holds the same pixels as a read that waits', async () => {
    const gl = drawnContext();
    const now = readFrame(gl)!;
    const kept = await later(gl);
    expect([kept.width, kept.height]).to.deep.equal([4, 2]);
    expect([...kept.pixels]).to.deep.equal([...now.pixels]);
    // Top row first, colours straight.
    expect([...kept.pixels.slice(0, 4)]).to.deep.equal([255, 0, 0, 255]);
    expect([...kept.pixels.slice(16, 20)]).to.deep.equal([0, 255, 0, 128]);
  });

  it('begins one read at a time, and a dropped read is never told', async () => {
    const gl = drawnContext();
    let told = false;
    expect(readFrameLater(gl, () => (told = true))).to.equal(true);
    expect(readFrameLater(gl, () => undefined)).to.equal(false);
    expect(dropReading(gl)).to.equal(true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(told).to.equal(false);
    // Dropped, another may begin.
    await later(gl);
  });
});
