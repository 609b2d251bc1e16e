import { NodeIO, type Document } from '@gltf-transform/core';
import { EXTMeshoptCompression, KHRMeshQuantization } from '@gltf-transform/extensions';
import { MeshoptDecoder } from 'meshoptimizer';
import { Box3, Mesh, Vector3, type Material } from 'three';
import { beforeAll, describe, expect, it } from 'vitest';
import { exportCompressedGlb } from '../export.ts';
import { models } from '../hero.model.ts';
import { createDeskScene } from './desk.ts';
import { createJavascriptLogo, createPythonLogo } from './logos.ts';

/** Budgets that keep the hero's first 3D frame quick on a phone connection. */
const MAX_DESK_BYTES = 200 * 1024;
const MAX_LOGO_BYTES = 60 * 1024;

const io = new NodeIO()
  .registerExtensions([EXTMeshoptCompression, KHRMeshQuantization])
  .registerDependencies({ 'meshopt.decoder': MeshoptDecoder });

const files = new Map<string, Uint8Array>();
const documents = new Map<string, Document>();

beforeAll(async () => {
  await MeshoptDecoder.ready;
  for (const spec of models) {
    const bytes = await exportCompressedGlb(spec.create());
    files.set(spec.file, bytes);
    documents.set(spec.file, await io.readBinary(bytes));
  }
}, 60_000);

function vertexCount(document: Document): number {
  return document
    .getRoot()
    .listMeshes()
    .flatMap((mesh) => mesh.listPrimitives())
    .reduce((sum, primitive) => sum + (primitive.getAttribute('POSITION')?.getCount() ?? 0), 0);
}

describe('hero models', () => {
  it('declares the desk and the four logos', () => {
    expect(models.map((m) => m.file)).toEqual([
      'desk.glb',
      'react.glb',
      'python.glb',
      'git.glb',
      'javascript.glb',
    ]);
  });

  it.each(['desk.glb', 'react.glb', 'python.glb', 'git.glb', 'javascript.glb'])(
    '%s parses as meshopt-compressed glTF with geometry',
    (file) => {
      const document = documents.get(file)!;
      expect(
        document
          .getRoot()
          .listExtensionsUsed()
          .map((e) => e.extensionName),
      ).toContain('EXT_meshopt_compression');
      expect(document.getRoot().listMeshes().length).toBeGreaterThan(0);
      expect(vertexCount(document)).toBeGreaterThan(100);
      const budget = file === 'desk.glb' ? MAX_DESK_BYTES : MAX_LOGO_BYTES;
      expect(files.get(file)!.byteLength).toBeLessThan(budget);
    },
  );

  it('keeps a node, mesh and material named screen with UVs in the desk file', () => {
    const root = documents.get('desk.glb')!.getRoot();
    const node = root.listNodes().find((n) => n.getName() === 'screen');
    expect(node?.getMesh()).toBeTruthy();
    const primitive = node!.getMesh()!.listPrimitives()[0]!;
    expect(primitive.getMaterial()?.getName()).toBe('screen');
    expect(primitive.getAttribute('TEXCOORD_0')?.getCount()).toBe(4);
  });

  it('builds the same bytes every time (seeded randomness only)', async () => {
    const again = await exportCompressedGlb(models[0]!.create());
    expect(Buffer.from(again).equals(Buffer.from(files.get('desk.glb')!))).toBe(true);
  });
});

describe('desk scene', () => {
  const desk = createDeskScene();
  desk.updateMatrixWorld(true);
  const floor = desk.getObjectByName('floor')!;
  const box = new Box3();
  desk.traverse((object) => {
    if (object instanceof Mesh && object !== floor) box.expandByObject(object);
  });

  it('stands on the floor at its centre, in real-world metres', () => {
    expect(new Box3().setFromObject(floor).max.y).toBeCloseTo(0, 3);
    expect(box.min.y).toBeCloseTo(0, 3);
    expect(box.max.x - box.min.x).toBeCloseTo(1.6, 1);
    expect(box.max.z - box.min.z).toBeGreaterThan(0.75);
    expect(Math.abs((box.max.x + box.min.x) / 2)).toBeLessThan(0.05);
    expect(box.max.y).toBeGreaterThan(1.1);
    expect(box.max.y).toBeLessThan(1.5);
  });

  it('has a screen facing +z whose UVs span 0..1 with v = 0 at the top', () => {
    const screen = desk.getObjectByName('screen') as Mesh;
    expect(screen).toBeInstanceOf(Mesh);
    expect((screen.material as Material).name).toBe('screen');
    const uv = screen.geometry.getAttribute('uv');
    const position = screen.geometry.getAttribute('position');
    const topY = Math.max(...Array.from({ length: position.count }, (_, i) => position.getY(i)));
    for (let i = 0; i < uv.count; i++) {
      expect([0, 1]).toContainEqual(Math.round(uv.getX(i) * 1e6) / 1e6);
      expect(uv.getY(i)).toBeCloseTo(position.getY(i) === topY ? 0 : 1, 6);
    }
    const normal = new Vector3(0, 0, 1).transformDirection(screen.matrixWorld);
    expect(normal.z).toBeGreaterThan(0.99);
  });

  it('holds the workspace props', () => {
    for (const name of ['keys', 'mouse', 'mug', 'plant', 'books', 'lamp', 'monitor-stand']) {
      expect(desk.getObjectByName(name), name).toBeTruthy();
    }
  });
});

describe('logos', () => {
  it('colours the two Python snakes blue (upper left) and yellow (lower right)', () => {
    const logo = createPythonLogo();
    const centre = (name: string) =>
      new Box3().setFromObject(logo.getObjectByName(name)!).getCenter(new Vector3());
    const blue = centre('python-blue');
    const yellow = centre('python-yellow');
    expect(blue.x).toBeLessThan(yellow.x);
    expect(blue.y).toBeGreaterThan(yellow.y);
  });

  it('puts the JS glyph on both faces of a unit tile', () => {
    const logo = createJavascriptLogo();
    const tile = new Box3().setFromObject(logo.getObjectByName('javascript-tile')!);
    const glyph = new Box3().setFromObject(logo.getObjectByName('javascript-glyph')!);
    expect(tile.max.x - tile.min.x).toBeCloseTo(1, 2);
    expect(glyph.max.z).toBeGreaterThan(tile.max.z);
    expect(glyph.min.z).toBeLessThan(tile.min.z);
    // On the front face the glyph sits in the tile's lower right, as on the official mark.
    const position = (logo.getObjectByName('javascript-glyph') as Mesh).geometry.getAttribute(
      'position',
    );
    const front = Array.from({ length: position.count }, (_, i) => i).filter(
      (i) => position.getZ(i) > 0,
    );
    const xs = front.map((i) => position.getX(i));
    expect(Math.min(...xs)).toBeGreaterThan(-0.3);
    expect(Math.max(...xs)).toBeGreaterThan(0.35);
    expect(Math.max(...front.map((i) => position.getY(i)))).toBeLessThan(0.15);
  });

  it.each(models.slice(1).map((m) => [m.file, m] as const))(
    '%s is centred and 1 unit across',
    (_, spec) => {
      const box = new Box3().setFromObject(spec.create());
      const size = box.getSize(new Vector3());
      const centre = box.getCenter(new Vector3());
      expect(Math.max(size.x, size.y)).toBeGreaterThan(0.85);
      expect(Math.max(size.x, size.y)).toBeLessThan(1.05);
      expect(centre.length()).toBeLessThan(0.08);
    },
  );
});
