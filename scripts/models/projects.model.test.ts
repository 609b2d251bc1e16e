import { NodeIO } from '@gltf-transform/core';
import { EXTMeshoptCompression, KHRMeshQuantization } from '@gltf-transform/extensions';
import { MeshoptDecoder } from 'meshoptimizer';
import { Box3, Mesh, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { exportCompressedGlb } from './export.ts';
import { createDemoComputer, models, SCREEN_NAME } from './projects.model.ts';

/** A demo model should stay light enough to load behind a carousel. */
const MAX_BYTES = 100 * 1024;

describe('demo-computer.glb', () => {
  it('is declared under its file name', () => {
    expect(models.map((m) => m.file)).toEqual(['demo-computer.glb']);
  });

  it('has a screen whose UVs span 0..1 and face +Z', () => {
    const root = createDemoComputer();
    const screen = root.getObjectByName(SCREEN_NAME) as Mesh;
    expect(screen).toBeInstanceOf(Mesh);
    expect((screen.material as { name: string }).name).toBe(SCREEN_NAME);
    const uv = screen.geometry.getAttribute('uv');
    const us = Array.from({ length: uv.count }, (_, i) => uv.getX(i));
    const vs = Array.from({ length: uv.count }, (_, i) => uv.getY(i));
    expect(Math.min(...us)).toBeCloseTo(0, 5);
    expect(Math.max(...us)).toBeCloseTo(1, 5);
    expect(Math.min(...vs)).toBeCloseTo(0, 5);
    expect(Math.max(...vs)).toBeCloseTo(1, 5);
    // glTF's convention: the top edge of the display has v = 0.
    const position = screen.geometry.getAttribute('position');
    const ys = Array.from({ length: position.count }, (_, i) => position.getY(i));
    const topY = Math.max(...ys);
    ys.forEach((y, i) => {
      if (y === topY) expect(uv.getY(i)).toBeCloseTo(0, 5);
    });
    root.updateMatrixWorld(true);
    const normal = new Vector3(0, 0, 1).transformDirection(screen.matrixWorld);
    expect(normal.z).toBeGreaterThan(0.9);
  });

  it('stands on the floor', () => {
    const bounds = new Box3().setFromObject(createDemoComputer());
    expect(bounds.min.y).toBeCloseTo(0, 2);
  });

  it('exports a parseable meshopt GLB holding the screen mesh', async () => {
    const bytes = await exportCompressedGlb(createDemoComputer());
    expect(bytes.byteLength).toBeLessThan(MAX_BYTES);
    console.log(`demo-computer.glb: ${(bytes.byteLength / 1024).toFixed(1)} KiB`);
    await MeshoptDecoder.ready;
    const io = new NodeIO()
      .registerExtensions([EXTMeshoptCompression, KHRMeshQuantization])
      .registerDependencies({ 'meshopt.decoder': MeshoptDecoder });
    const document = await io.readBinary(bytes);
    const root = document.getRoot();
    expect(root.listExtensionsUsed().map((e) => e.extensionName)).toContain(
      'EXT_meshopt_compression',
    );
    const node = root.listNodes().find((n) => n.getName() === SCREEN_NAME);
    expect(node).toBeDefined();
    const primitive = node!.getMesh()!.listPrimitives()[0]!;
    expect(primitive.getMaterial()!.getName()).toBe(SCREEN_NAME);
    expect(primitive.getAttribute('TEXCOORD_0')).not.toBeNull();
    expect(root.listMeshes().length).toBeGreaterThan(5);
  });
});
