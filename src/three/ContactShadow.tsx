import { useFrame, useThree, type ThreeElements } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import { useStageStart } from './stage-start.ts';
import {
  Color,
  type Group,
  Mesh,
  MeshDepthMaterial,
  OrthographicCamera,
  PlaneGeometry,
  ShaderMaterial,
  Vector2,
  WebGLRenderTarget,
} from 'three';

export type ContactShadowProps = Omit<ThreeElements['group'], 'scale'> & {
  /** Width and depth of the shadow plane, in the parent's units. */
  scale: [number, number];
  /** How far above the plane objects still cast (the depth the shadow sees). */
  far: number;
  /** Blur, in texels of a 256-texel target. */
  blur: number;
  opacity: number;
  resolution: number;
  /** Frames the shadow is drawn in; it is kept afterwards (the scene above it never moves). */
  frames: number;
  color?: string;
};

/** A fullscreen pass: the quad covers clip space whatever camera draws it. */
const BLUR_VERTEX = /* glsl */ `
varying vec2 vUv;
void main() {
  vUv = uv;
  gl_Position = vec4(position.xy, 0.0, 1.0);
}`;

/** A 9-tap Gaussian along `direction` (one step per tap, in texture coordinates). */
const BLUR_FRAGMENT = /* glsl */ `
uniform sampler2D map;
uniform vec2 direction;
varying vec2 vUv;
void main() {
  vec4 sum = texture2D(map, vUv) * 0.1633;
  sum += (texture2D(map, vUv - direction) + texture2D(map, vUv + direction)) * 0.1531;
  sum += (texture2D(map, vUv - 2.0 * direction) + texture2D(map, vUv + 2.0 * direction)) * 0.12245;
  sum += (texture2D(map, vUv - 3.0 * direction) + texture2D(map, vUv + 3.0 * direction)) * 0.0918;
  sum += (texture2D(map, vUv - 4.0 * direction) + texture2D(map, vUv + 4.0 * direction)) * 0.051;
  gl_FragColor = sum;
}`;

/** Depth seen from below as shadow: darkest where an object comes nearest the plane. */
function shadowDepthMaterial(color: Color): MeshDepthMaterial {
  const material = new MeshDepthMaterial({ depthTest: false, depthWrite: false });
  material.onBeforeCompile = (shader) => {
    shader.uniforms.shadowColor = { value: color };
    shader.fragmentShader = `uniform vec3 shadowColor;\n${shader.fragmentShader}`.replace(
      'gl_FragColor = vec4( vec3( 1.0 - fragCoordZ ), opacity );',
      'gl_FragColor = vec4( shadowColor * fragCoordZ * 2.0, 1.0 - fragCoordZ );',
    );
  };
  return material;
}

/**
 * A soft contact shadow: the scene above the plane drawn from below as depth, blurred twice,
 * and laid on the plane. The technique of drei's ContactShadows, but its blur passes draw a
 * fullscreen quad, so the shadow stays under its objects wherever it is placed.
 */
export function ContactShadow({
  scale: [width, depth],
  far,
  blur,
  opacity,
  resolution,
  frames,
  color = '#000000',
  ...props
}: ContactShadowProps) {
  const gl = useThree((state) => state.gl);
  const scene = useThree((state) => state.scene);
  const group = useRef<Group>(null);
  const drawn = useRef(0);

  const parts = useMemo(() => {
    const target = new WebGLRenderTarget(resolution, resolution);
    const blurTarget = new WebGLRenderTarget(resolution, resolution);
    target.texture.generateMipmaps = blurTarget.texture.generateMipmaps = false;
    const depthMaterial = shadowDepthMaterial(new Color(color));
    const blurMaterial = new ShaderMaterial({
      vertexShader: BLUR_VERTEX,
      fragmentShader: BLUR_FRAGMENT,
      uniforms: { map: { value: null }, direction: { value: new Vector2() } },
      depthTest: false,
      depthWrite: false,
    });
    const quad = new PlaneGeometry(2, 2);
    // Drawn on its own (`gl.render(blurQuad, camera)`), never as part of the scene.
    const blurQuad = new Mesh(quad, blurMaterial);
    blurQuad.frustumCulled = false;
    // The depth pass draws the scene's meshes with depthMaterial: one stand-in compiles it.
    const draws = [
      { object: new Mesh(quad, depthMaterial), target },
      { object: blurQuad, target, alone: true },
    ];
    return {
      draws,
      target,
      blurTarget,
      quad,
      plane: new PlaneGeometry(width, depth).rotateX(Math.PI / 2),
      camera: new OrthographicCamera(-width / 2, width / 2, depth / 2, -depth / 2, 0, far),
      depthMaterial,
      blurMaterial,
      blurQuad,
    };
  }, [resolution, width, depth, far, color]);
  const start = useStageStart(parts.draws);

  useEffect(() => {
    drawn.current = 0;
    return () => {
      const { target, blurTarget, quad, plane, depthMaterial, blurMaterial } = parts;
      for (const disposable of [target, blurTarget, quad, plane, depthMaterial, blurMaterial]) {
        disposable.dispose();
      }
    };
  }, [parts]);

  /** Blurs `target` along x into `blurTarget`, then along y back into `target`. */
  const blurPass = (amount: number) => {
    const { target, blurTarget, blurMaterial, blurQuad, camera } = parts;
    const { map, direction } = blurMaterial.uniforms as {
      map: { value: unknown };
      direction: { value: Vector2 };
    };
    map.value = target.texture;
    direction.value.set(amount / 256, 0);
    gl.setRenderTarget(blurTarget);
    gl.render(blurQuad, camera);
    map.value = blurTarget.texture;
    direction.value.set(0, amount / 256);
    gl.setRenderTarget(target);
    gl.render(blurQuad, camera);
  };

  useFrame(() => {
    const self = group.current;
    if (!self || start.held || drawn.current >= frames) return;
    drawn.current += 1;
    const { background, overrideMaterial } = scene;
    self.visible = false;
    scene.background = null;
    scene.overrideMaterial = parts.depthMaterial;
    gl.setRenderTarget(parts.target);
    gl.render(scene, parts.camera);
    scene.overrideMaterial = overrideMaterial;
    scene.background = background;
    blurPass(blur);
    blurPass(blur * 0.4);
    gl.setRenderTarget(null);
    self.visible = true;
  });

  return (
    <group rotation-x={Math.PI / 2} {...props} ref={group}>
      <mesh geometry={parts.plane} scale={[1, -1, 1]} rotation={[-Math.PI / 2, 0, 0]}>
        <meshBasicMaterial
          transparent
          map={parts.target.texture}
          opacity={opacity}
          depthWrite={false}
        />
      </mesh>
      <primitive object={parts.camera} />
    </group>
  );
}
