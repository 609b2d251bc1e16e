import { Box3, Mesh, Triangle, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { keycap } from './keycap.ts';

describe('keycap', () => {
  const geometry = keycap(0.3, 0.1, 0.2, 0.02);
  const position = geometry.getAttribute('position');
  const triangles = Array.from({ length: position.count / 3 }, (_, face) => {
    const [a, b, c] = [0, 1, 2].map((corner) =>
      new Vector3().fromBufferAttribute(position, face * 3 + corner),
    );
    return new Triangle(a, b, c);
  });

  it('fills exactly the box it is given, centred at the origin', () => {
    const box = new Box3().setFromObject(new Mesh(geometry));
    expect(box.min.toArray()).toEqual([-0.15, -0.05, -0.1].map((v) => expect.closeTo(v, 6)));
    expect(box.max.toArray()).toEqual([0.15, 0.05, 0.1].map((v) => expect.closeTo(v, 6)));
  });

  it('costs 18 triangles, none of them on the unseen underside', () => {
    expect(triangles).toHaveLength(18);
    for (const triangle of triangles) {
      expect(triangle.getNormal(new Vector3()).y).toBeGreaterThan(-1e-6);
    }
  });

  it('faces outward everywhere, so back-face culling keeps every visible face', () => {
    for (const triangle of triangles) {
      const normal = triangle.getNormal(new Vector3());
      const centre = triangle.getMidpoint(new Vector3());
      expect(normal.dot(centre)).toBeGreaterThan(0);
    }
  });

  it('bevels the top edge: the top face is inset by the chamfer', () => {
    const top = triangles.filter((triangle) => triangle.getNormal(new Vector3()).y > 0.999);
    expect(top).toHaveLength(2);
    const box = new Box3();
    for (const triangle of top)
      box.expandByPoint(triangle.a).expandByPoint(triangle.b).expandByPoint(triangle.c);
    expect(box.max.x).toBeCloseTo(0.13, 6);
    expect(box.max.z).toBeCloseTo(0.08, 6);
  });
});
