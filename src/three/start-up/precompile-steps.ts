import {
  type Camera,
  type Scene,
  type Material,
  ShaderMaterial,
  Texture,
  type WebGLRenderer,
  type WebGLRenderTarget,
} from 'three';
import { isDrawable } from './drawables.ts';

/**
 * How a hidden object that an offscreen pass draws is drawn, which its program depends on
 * (tone mapping and colour space by target, lights by scene): set as `userData.precompile`.
 */
export interface OffscreenDraw {
  /** The target it draws into. */
  renderTarget: WebGLRenderTarget | null;
  /** Drawn on its own (`gl.render(object, camera)`), without the scene's lights. */
  alone?: boolean;
}

/** What the steps ask of the renderer: a fake one stands in for it in unit tests. */
export type PrecompileRenderer = Pick<
  WebGLRenderer,
  'getRenderTarget' | 'setRenderTarget' | 'compile' | 'initTexture'
>;

/** Image textures a material samples (render targets and video are filled when drawn). */
export function texturesOf(material: Material): Texture[] {
  const values: unknown[] = Object.values(material);
  if (material instanceof ShaderMaterial) {
    values.push(...Object.values(material.uniforms).map((uniform) => uniform.value));
  }
  return values.filter(
    (value): value is Texture =>
      value instanceof Texture &&
      !value.isRenderTargetTexture &&
      !(value as { isVideoTexture?: boolean }).isVideoTexture,
  );
}

/**
 * What the first frame would otherwise do at once: upload the textures and link the programs of
 * the drawable objects (hidden ones too: offscreen passes keep theirs there). Each step is one
 * texture, or the first object with a given material, compiled into the target it draws into.
 */
export function precompileSteps(
  gl: PrecompileRenderer,
  scene: Scene,
  camera: Camera,
): (() => void)[] {
  const steps: (() => void)[] = [];
  const seen = new Set<Material>();
  const textures = new Set<Texture>();
  scene.traverse((object) => {
    if (!isDrawable(object)) return;
    const materials = (
      Array.isArray(object.material) ? object.material : [object.material]
    ) as Material[];
    if (materials.every((material) => seen.has(material))) return;
    const { renderTarget, alone = false } = (object.userData as { precompile?: OffscreenDraw })
      .precompile ?? { renderTarget: null };
    steps.push(() => {
      const previous = gl.getRenderTarget();
      gl.setRenderTarget(renderTarget);
      gl.compile(object, camera, alone ? null : scene);
      gl.setRenderTarget(previous);
    });
    for (const material of materials) {
      seen.add(material);
      for (const texture of texturesOf(material)) textures.add(texture);
    }
  });
  // Textures first: an upload's first use of an extension (anisotropic filtering) is a
  // synchronous round trip, quick while the GPU has no programs to link queued before it.
  const uploads = [...textures].map((texture) => () => gl.initTexture(texture));
  return [...uploads, ...steps];
}
