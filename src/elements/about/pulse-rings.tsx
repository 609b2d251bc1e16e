/**
 * The pulse at the globe's marker: rings that grow out of it and fade, one starting every
 * period, moved in the frame loop without a render.
 */
import { useFrame } from '@react-three/fiber';
import { useRef } from 'react';
import { MathUtils, type Mesh, type MeshBasicMaterial } from 'three';
import * as look from './globe-style.ts';

/** Two rings that grow out of the marker and fade, one starting every period. */
export function PulseRings({ color }: { color: string }) {
  const rings = useRef<(Mesh | null)[]>([]);
  const life = look.GLOBE_RING_MAX_RADIUS / look.GLOBE_RING_SPEED; // seconds to full size
  useFrame(({ clock }) => {
    const period = look.GLOBE_RING_PERIOD_MS / 1000;
    rings.current.forEach((ring, i) => {
      if (!ring) return;
      const age = (clock.elapsedTime + i * period) % (period * rings.current.length);
      const t = age / life;
      ring.visible = t < 1;
      ring.scale.setScalar(Math.max(1e-3, t * look.GLOBE_RING_MAX_RADIUS * MathUtils.DEG2RAD));
      (ring.material as MeshBasicMaterial).opacity = 0.9 * (1 - t);
    });
  });
  return [0, 1].map((i) => (
    <mesh
      key={i}
      ref={(mesh) => {
        rings.current[i] = mesh;
      }}
    >
      <ringGeometry args={[0.72, 1, 48]} />
      <meshBasicMaterial color={color} transparent depthWrite={false} />
    </mesh>
  ));
}
