import {
  Group,
  Mesh,
  MeshBasicMaterial,
  MeshStandardMaterial,
  PerspectiveCamera,
  PlaneGeometry,
  Scene,
  ShaderMaterial,
  Texture,
  WebGLRenderTarget,
  type Object3D,
} from 'three';
import { expect, test } from 'vitest';
import { precompileSteps, type PrecompileRenderer } from './precompile-steps.ts';

/** A renderer that logs what the steps ask of it, and the target each compile ran against. */
function fakeRenderer() {
  const log: string[] = [];
  let target: WebGLRenderTarget | null = null;
  const gl: PrecompileRenderer = {
    getRenderTarget: () => target,
    setRenderTarget: (next) => {
      target = next as WebGLRenderTarget | null;
    },
    compile: ((object: Object3D, _camera: unknown, scene: unknown) => {
      log.push(`compile ${object.name} target=${target?.texture.name ?? 'screen'} lit=${!!scene}`);
      return new Set();
    }) as PrecompileRenderer['compile'],
    initTexture: (texture) => log.push(`upload ${texture.name}`),
  };
  return { gl, log, target: () => target };
}

function named<T extends { name: string }>(thing: T, name: string): T {
  thing.name = name;
  return thing;
}

const camera = new PerspectiveCamera();
const quad = new PlaneGeometry(1, 1);

test('uploads textures first, then compiles one object per material, hidden ones too', () => {
  const photo = named(new Texture(), 'photo');
  const shared = new MeshStandardMaterial({ map: photo, roughnessMap: photo });
  const scene = new Scene();
  const hidden = named(new Mesh(quad, new MeshBasicMaterial()), 'hidden');
  hidden.visible = false;
  scene.add(
    named(new Mesh(quad, shared), 'a'),
    named(new Group(), 'group').add(named(new Mesh(quad, shared), 'b'), hidden),
  );
  const { gl, log } = fakeRenderer();
  const steps = precompileSteps(gl, scene, camera);
  expect(log).toEqual([]);
  for (const step of steps) step();
  expect(log).toEqual([
    'upload photo',
    'compile a target=screen lit=true',
    'compile hidden target=screen lit=true',
  ]);
});

test('compiles an offscreen pass into its target, alone when it draws alone, and restores the target', () => {
  const target = new WebGLRenderTarget(4, 4);
  target.texture.name = 'shadow';
  const blur = named(new Mesh(quad, new ShaderMaterial()), 'blur');
  blur.userData.precompile = { renderTarget: target, alone: true };
  const depth = named(new Mesh(quad, new MeshBasicMaterial()), 'depth');
  depth.userData.precompile = { renderTarget: target };
  const scene = new Scene().add(blur, depth);
  const { gl, log, target: current } = fakeRenderer();
  for (const step of precompileSteps(gl, scene, camera)) step();
  expect(log).toEqual([
    'compile blur target=shadow lit=false',
    'compile depth target=shadow lit=true',
  ]);
  expect(current()).toBeNull();
});

test('skips render-target textures and shader uniforms that are not textures, keeps uniform textures', () => {
  const target = new WebGLRenderTarget(4, 4);
  const material = new ShaderMaterial({
    uniforms: {
      map: { value: named(new Texture(), 'uniform') },
      drawn: { value: target.texture },
      amount: { value: 2 },
    },
  });
  const scene = new Scene().add(named(new Mesh(quad, material), 'm'));
  const { gl, log } = fakeRenderer();
  for (const step of precompileSteps(gl, scene, camera)) step();
  expect(log).toEqual(['upload uniform', 'compile m target=screen lit=true']);
});
