import type { Object3D } from 'three';
import { GLTFLoader, type GLTF } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { expect, test } from 'vitest';
import { taskSlicer } from '../lib/next-task.ts';
import { taskSlicingPlugin } from './gltf-slicing.ts';

/** Pads a GLB chunk to 4 bytes with `fill`. */
function padded(bytes: Uint8Array, fill: number): Uint8Array {
  const out = new Uint8Array(Math.ceil(bytes.length / 4) * 4).fill(fill);
  out.set(bytes);
  return out;
}

/**
 * A GLB of `count` meshes (one triangle each, each with its own material) on nodes under one
 * root, the way a modelled scene nests its parts.
 */
function sceneGlb(count: number): ArrayBuffer {
  const positions = new Uint8Array(new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0]).buffer);
  const parts = Array.from({ length: count }, (_, i) => i);
  const json = {
    asset: { version: '2.0' },
    scene: 0,
    scenes: [{ nodes: [0] }],
    nodes: [
      { name: 'root', children: parts.map((i) => i + 1) },
      ...parts.map((i) => ({ name: `part-${i}`, mesh: i, translation: [i, 0, 0] })),
    ],
    meshes: parts.map((i) => ({ primitives: [{ attributes: { POSITION: 0 }, material: i }] })),
    materials: parts.map((i) => ({ name: `material-${i}`, pbrMetallicRoughness: {} })),
    accessors: [
      {
        bufferView: 0,
        componentType: 5126,
        count: 3,
        type: 'VEC3',
        max: [1, 1, 0],
        min: [0, 0, 0],
      },
    ],
    bufferViews: [{ buffer: 0, byteLength: positions.byteLength }],
    buffers: [{ byteLength: positions.byteLength }],
  };
  const jsonChunk = padded(new TextEncoder().encode(JSON.stringify(json)), 0x20);
  const binChunk = padded(positions, 0);
  const glb = new Uint8Array(12 + 8 + jsonChunk.length + 8 + binChunk.length);
  const view = new DataView(glb.buffer);
  view.setUint32(0, 0x46546c67, true); // 'glTF'
  view.setUint32(4, 2, true);
  view.setUint32(8, glb.length, true);
  view.setUint32(12, jsonChunk.length, true);
  view.setUint32(16, 0x4e4f534a, true); // 'JSON'
  glb.set(jsonChunk, 20);
  const bin = 20 + jsonChunk.length;
  view.setUint32(bin, binChunk.length, true);
  view.setUint32(bin + 4, 0x004e4942, true); // 'BIN'
  glb.set(binChunk, bin + 8);
  return glb.buffer;
}

function parse(loader: GLTFLoader, glb: ArrayBuffer): Promise<GLTF> {
  return new Promise((resolve, reject) => loader.parse(glb, '', resolve, reject));
}

/** What a model is made of: each object's name, place, material and children, in order. */
function outline(object: Object3D): unknown {
  const material = (object as { material?: { name: string } }).material;
  return {
    name: object.name,
    x: object.position.x,
    material: material?.name,
    children: object.children.map(outline),
  };
}

test('the sliced loader builds the same model, each node, mesh and material after a turn', async () => {
  const glb = sceneGlb(12);
  const plain = await parse(new GLTFLoader(), glb);

  let turns = 0;
  // No time in any slice: every node, mesh and material waits for a task of its own.
  const slicer = taskSlicer(0);
  const sliced = await parse(
    new GLTFLoader().register((parser) =>
      taskSlicingPlugin(parser, () => {
        turns += 1;
        return slicer();
      }),
    ),
    glb,
  );

  expect(outline(sliced.scene)).toEqual(outline(plain.scene));
  expect(sliced.scene.getObjectByName('part-11')).toBeDefined();
  // 13 nodes, 12 meshes, 12 materials.
  expect(turns).toBe(37);
});
