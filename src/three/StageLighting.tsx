import { useThree } from '@react-three/fiber';
import { useEffect, useState } from 'react';
import { PMREMGenerator } from 'three';
import { RoomEnvironment } from 'three/examples/jsm/environments/RoomEnvironment.js';
import { useLook } from '../platform/look.tsx';
import { isSoftwareWebGL } from './renderer-caps.ts';
import { STAGE_LOOKS } from './stage-look.ts';

export interface StageLightingProps {
  /** Strength of the image-based room light (reflections on satin materials). */
  environmentIntensity?: number;
  keyIntensity?: number;
  rimIntensity?: number;
}

/**
 * The one lighting style every 3D section shares, with no download: a room environment
 * generated in code for soft reflections, a warm key light and a cool rim light, in the
 * theme's colours (stage-look.ts). In software WebGL the room environment's image-based light
 * costs more than the rest of the scene together (every pixel samples the prefiltered map): a
 * sky-and-floor fill stands in for its diffuse part, and surfaces keep their highlights.
 */
export function StageLighting({
  environmentIntensity = 0.55,
  keyIntensity = 2.4,
  rimIntensity = 1.6,
}: StageLightingProps) {
  const gl = useThree((state) => state.gl);
  const scene = useThree((state) => state.scene);
  const [software] = useState(isSoftwareWebGL);
  const { ambient, fill, key, rim } = STAGE_LOOKS[useLook().tone];

  useEffect(() => {
    if (software) return;
    const pmrem = new PMREMGenerator(gl);
    const room = new RoomEnvironment();
    const environment = pmrem.fromScene(room, 0.04).texture;
    scene.environment = environment;
    scene.environmentIntensity = environmentIntensity;
    room.dispose();
    return () => {
      scene.environment = null;
      environment.dispose();
      pmrem.dispose();
    };
  }, [gl, scene, environmentIntensity, software]);

  return (
    <>
      <ambientLight intensity={ambient} />
      {software && (
        <hemisphereLight
          color={fill.sky}
          groundColor={fill.ground}
          intensity={fill.intensity * environmentIntensity}
        />
      )}
      <directionalLight
        position={[6, 9, 7]}
        intensity={keyIntensity * key.scale}
        color={key.color}
      />
      <directionalLight
        position={[-7, 4, -6]}
        intensity={rimIntensity * rim.scale}
        color={rim.color}
      />
    </>
  );
}
