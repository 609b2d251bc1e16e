import { MeshoptEncoder } from 'meshoptimizer';
import { MeshoptDecoder } from 'meshopt-reference-decoder';
import { afterEach, expect, test, vi } from 'vitest';
import { meshoptDecoder } from './decoders.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

/** A vertex buffer of `count` 16-byte vertices, encoded as a glTF file would carry it. */
async function encodedVertices(count: number) {
  await MeshoptEncoder.ready;
  const vertices = new Uint8Array(count * 16).map((_, i) => (i * 7 + (i >> 4)) % 251);
  return { vertices, encoded: MeshoptEncoder.encodeGltfBuffer(vertices, count, 16, 'ATTRIBUTES') };
}

test('decodes what meshoptimizer encoded', async () => {
  const { vertices, encoded } = await encodedVertices(300);
  const decoded = await meshoptDecoder().decodeGltfBufferAsync(300, 16, encoded, 'ATTRIBUTES');
  expect(decoded).toEqual(vertices);
});

test('decodes each buffer in a task of its own, never in the task that asked', async () => {
  const { vertices, encoded } = await encodedVertices(64);
  let microtaskRan = false;
  const between: boolean[] = [];
  const decode = vi.spyOn(MeshoptDecoder, 'decodeGltfBuffer').mockImplementation((target) => {
    // A task boundary runs the microtask the previous decode queued before the next decode.
    between.push(microtaskRan);
    microtaskRan = false;
    queueMicrotask(() => (microtaskRan = true));
    target.set(vertices);
  });

  const decoder = meshoptDecoder();
  const both = Promise.all([
    decoder.decodeGltfBufferAsync(64, 16, encoded, 'ATTRIBUTES'),
    decoder.decodeGltfBufferAsync(64, 16, encoded, 'ATTRIBUTES'),
  ]);
  expect(decode).not.toHaveBeenCalled();
  await both;
  expect(between).toEqual([false, true]);
});

test('hands the decoded buffer back in a later task than the decode', async () => {
  const { vertices, encoded } = await encodedVertices(32);
  let taskAfterDecode = false;
  vi.spyOn(MeshoptDecoder, 'decodeGltfBuffer').mockImplementation((target) => {
    setTimeout(() => (taskAfterDecode = true), 0);
    target.set(vertices);
  });

  const decoded = await meshoptDecoder().decodeGltfBufferAsync(32, 16, encoded, 'ATTRIBUTES');
  // The loader's work on the buffer (building the model) runs after the page had a turn.
  expect(taskAfterDecode).toBe(true);
  expect(decoded).toEqual(vertices);
});
