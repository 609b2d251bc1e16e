import { useThree } from '@react-three/fiber';
import { useEffect, useState } from 'react';
import { PMREMGenerator } from 'three';
import { RoomEnvironment } from 'three/examples/jsm/environments/RoomEnvironment.js';
import { isSoftwareWebGL } from './renderer-caps.ts';

export interface StageLightingProps {
  /** Strength of the image-based room light (reflections on satin materials). */
  environmentIntensity?: number;
  keyIntensity?: number;
  rimIntensity?: number;
}

/**
 * In software WebGL the room environment's image-based light costs more than the rest of the
 * scene together (every pixel samples the prefiltered map): a sky-and-floor fill stands in for
 * its diffuse part, and surfaces keep their key and rim highlights.
 */
const SOFT_FILL = { sky: '#e8eeff', ground: '#3a3640', intensity: 2.2 };

/**
 * The one lighting style every 3D section shares, with no download: a room environment
 * generated in code for soft reflections, a warm key light and a cool rim light.
 */
export function StageLighting({
  environmentIntensity = 0.55,
  keyIntensity = 2.4,
  rimIntensity = 1.6,
}: StageLightingProps) {
  const gl = useThree((state) => state.gl);
  const scene = useThree((state) => state.scene);
  const [software] = useState(isSoftwareWebGL);

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
      <ambientLight intensity={0.12} />
      {software && (
        <hemisphereLight
          color={SOFT_FILL.sky}
          groundColor={SOFT_FILL.ground}
          intensity={SOFT_FILL.intensity * environmentIntensity}
        />
      )}
      <directionalLight position={[6, 9, 7]} intensity={keyIntensity} color="#ffe1c2" />
      <directionalLight position={[-7, 4, -6]} intensity={rimIntensity} color="#9ccaff" />
    </>
  );
}
