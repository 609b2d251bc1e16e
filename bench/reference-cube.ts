/**
 * The reference scene of the frame-time budget: one lit, turning cube drawn by plain three.js
 * with the renderer settings the sections use (antialias unless WebGL runs in software, alpha,
 * pixel ratio clamped to [1, 2] and 1 in software, ACES tone mapping, sRGB output), on a canvas
 * of the size given by `?w=&h=`.
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
import { isSoftwareWebGL } from '../src/three/renderer-caps.ts';

/** As SectionCanvas: sharp on retina screens, never more than 2x the work. */
const DPR_MAX = 2;
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
renderer.setPixelRatio(software ? 1 : Math.min(DPR_MAX, Math.max(1, devicePixelRatio)));
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

renderer.setAnimationLoop(() => {
  cube.rotation.y += SPIN;
  renderer.render(scene, camera);
});
