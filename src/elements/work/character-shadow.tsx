import { useEffect, useMemo } from 'react';
import { CanvasTexture, SRGBColorSpace } from 'three';
import { useLook } from '../../platform/look.tsx';
import { scratchCanvas } from '../../three/scratch-canvas.ts';
import { STAGE_LOOKS } from '../../three/stage-look.ts';

/** Texture size: the gradient is soft, so a small one is smooth when stretched. */
const TEXTURE_PX = 128;
/** Footprint on the floor, wider than deep like the stance. */
const WIDTH = 0.95;
const DEPTH = 0.62;
const OPACITY = 0.55;

/**
 * A soft contact shadow under the feet: a radial gradient (white, tinted by the material in the
 * theme's shadow colour) on a floor quad. Cheaper than a
 * rendered shadow on every frame, and it can follow the jump (the parent scales it).
 */
export function CharacterShadow() {
  const { shadow } = STAGE_LOOKS[useLook().tone];
  const texture = useMemo(() => {
    // On the page or in a worker (src/three/runtime/).
    const canvas = scratchCanvas(TEXTURE_PX, TEXTURE_PX)!;
    const context = canvas.getContext('2d')!;
    const half = TEXTURE_PX / 2;
    const gradient = context.createRadialGradient(half, half, 0, half, half, half);
    gradient.addColorStop(0, 'rgba(255,255,255,1)');
    gradient.addColorStop(0.45, 'rgba(255,255,255,0.55)');
    gradient.addColorStop(1, 'rgba(255,255,255,0)');
    context.fillStyle = gradient;
    context.fillRect(0, 0, TEXTURE_PX, TEXTURE_PX);
    const map = new CanvasTexture(canvas);
    map.colorSpace = SRGBColorSpace;
    return map;
  }, []);
  useEffect(() => () => texture.dispose(), [texture]);

  return (
    <mesh rotation-x={-Math.PI / 2} position-y={0.002} scale={[WIDTH, DEPTH, 1]} renderOrder={-1}>
      <planeGeometry />
      <meshBasicMaterial
        map={texture}
        color={shadow.color}
        transparent
        opacity={OPACITY * shadow.opacity}
        depthWrite={false}
      />
    </mesh>
  );
}
