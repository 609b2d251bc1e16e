import { useFrame, type ThreeElements } from '@react-three/fiber';
import { useRef } from 'react';
import type { Group } from 'three';
import { CAMERA_TARGET, POINTER_FOLLOW_DAMPING } from '../../lib/constants.ts';
import { approach } from './motion.ts';
import { useWindowPointer } from './use-window-pointer.ts';

/** Largest tilt, in radians, with the pointer at the window's edge: a hint of depth, no more. */
const TILT_X = 0.12;
const TILT_Y = 0.2;

export type HeroRigProps = ThreeElements['group'] & {
  /** Follow the pointer (not on phones). */
  tilt?: boolean;
  reducedMotion?: boolean;
};

/**
 * Eases the camera toward the spec's fixed point and, on large screens, tilts everything inside
 * toward the pointer. Under reduced motion the camera already sits at the point and nothing moves.
 */
export function HeroRig({ tilt = false, reducedMotion = false, children, ...props }: HeroRigProps) {
  const group = useRef<Group>(null);
  const pointer = useWindowPointer();

  useFrame(({ camera }, dt) => {
    if (reducedMotion) return;
    const [tx, ty, tz] = CAMERA_TARGET;
    const p = camera.position;
    p.set(
      approach(p.x, tx, POINTER_FOLLOW_DAMPING, dt),
      approach(p.y, ty, POINTER_FOLLOW_DAMPING, dt),
      approach(p.z, tz, POINTER_FOLLOW_DAMPING, dt),
    );
    camera.lookAt(0, 0, 0);
    const rig = group.current;
    if (!rig) return;
    const goalX = tilt ? -pointer.current.y * TILT_X : 0;
    const goalY = tilt ? pointer.current.x * TILT_Y : 0;
    rig.rotation.x = approach(rig.rotation.x, goalX, POINTER_FOLLOW_DAMPING, dt);
    rig.rotation.y = approach(rig.rotation.y, goalY, POINTER_FOLLOW_DAMPING, dt);
  });

  return (
    <group ref={group} {...props}>
      {children}
    </group>
  );
}
