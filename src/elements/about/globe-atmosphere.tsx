/**
 * The globe's halo: the inside of a slightly larger shell, drawn in the accent and brightest
 * next to the globe, fading out towards the shell's outline.
 */
import { useMemo } from 'react';
import { BackSide, Color } from 'three';
import { GLOBE_ATMOSPHERE_ALTITUDE } from './globe-style.ts';

/** A soft halo round the rim: the inside of a slightly larger shell, brightest next to the globe. */
const ATMOSPHERE_VERTEX = /* glsl */ `
  varying vec3 vNormal;
  varying vec3 vView;
  void main() {
    vec4 viewPosition = modelViewMatrix * vec4(position, 1.0);
    vNormal = normalize(normalMatrix * normal);
    vView = normalize(-viewPosition.xyz);
    gl_Position = projectionMatrix * viewPosition;
  }
`;
const ATMOSPHERE_FRAGMENT = /* glsl */ `
  uniform vec3 color;
  uniform float rim;
  uniform float strength;
  varying vec3 vNormal;
  varying vec3 vView;
  void main() {
    // 0 at the shell's outline, 1 where the line of sight grazes the globe itself.
    float glow = clamp(-dot(vNormal, vView) / rim, 0.0, 1.0);
    gl_FragColor = vec4(color, pow(glow, 2.5) * strength);
  }
`;

export interface GlobeAtmosphereProps {
  color: string;
  /** How strongly the halo shows (the theme's `halo`). */
  strength: number;
}

/** A soft halo round the globe's rim, in `color`. */
export function GlobeAtmosphere({ color, strength }: GlobeAtmosphereProps) {
  const shell = 1 + GLOBE_ATMOSPHERE_ALTITUDE;
  const uniforms = useMemo(
    () => ({
      color: { value: new Color(color) },
      strength: { value: strength },
      // Cosine between the shell's normal and the line of sight that grazes the unit globe.
      rim: { value: Math.sqrt(1 - 1 / (shell * shell)) },
    }),
    [shell, color, strength],
  );
  return (
    <mesh scale={shell} renderOrder={-1}>
      <sphereGeometry args={[1, 64, 32]} />
      <shaderMaterial
        vertexShader={ATMOSPHERE_VERTEX}
        fragmentShader={ATMOSPHERE_FRAGMENT}
        uniforms={uniforms}
        side={BackSide}
        transparent
        depthWrite={false}
      />
    </mesh>
  );
}
