/**
 * The reference scene of the frame-time budget: one lit, turning cube drawn by plain three.js
 * with the renderer settings the sections use (antialias unless WebGL runs in software, alpha,
 * the same starting pixel ratio and adaptive resolution, ACES tone mapping, sRGB output), on a
 * canvas of the size given by `?w=&h=`.
 * Bundled by bench/server.ts and served at /__bench/reference.js.
 */
import {
  ACESFilmicToneMapping,
  AmbientLight,
  BoxGeometry,
  DirectionalLight,
  Mesh,
  MeshStandardMaterial,
  PerspectiveCamera,
  Scene,
  SRGBColorSpace,
  WebGLRenderer,
} from 'three';
import { isSoftwareWebGL, pixelRatioBounds } from '../src/three/renderer-caps.ts';
import { ResolutionGovernor } from '../src/three/resolution-governor.ts';

/** Radians per frame: enough that every frame differs. */
const SPIN = 0.01;

const params = new URLSearchParams(location.search);
const width = Number(params.get('w') ?? 300);
const height = Number(params.get('h') ?? 150);

const software = isSoftwareWebGL();
const renderer = new WebGLRenderer({
  antialias: !software,
  alpha: true,
  powerPreference: 'high-performance',
});
const governor = new ResolutionGovernor(pixelRatioBounds());
renderer.setPixelRatio(governor.dpr);
renderer.setSize(width, height);
renderer.toneMapping = ACESFilmicToneMapping;
renderer.outputColorSpace = SRGBColorSpace;
document.body.append(renderer.domElement);

const scene = new Scene();
scene.add(new AmbientLight('#ffffff', 0.4));
const key = new DirectionalLight('#fff4e6', 2);
key.position.set(3, 4, 5);
scene.add(key);
const cube = new Mesh(new BoxGeometry(1, 1, 1), new MeshStandardMaterial({ color: '#7dd3fc' }));
cube.rotation.set(0.5, 0.6, 0);
scene.add(cube);
const camera = new PerspectiveCamera(45, width / height, 0.1, 100);
camera.position.set(0, 0, 3);

let last: number | null = null;
renderer.setAnimationLoop((now) => {
  if (last !== null) {
    const next = governor.frame(now - last);
    if (next !== null) renderer.setPixelRatio(next);
  }
  last = now;
  cube.rotation.y += SPIN;
  renderer.render(scene, camera);
});
