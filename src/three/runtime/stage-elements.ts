/**
 * The three.js classes the stage's scenes write as JSX elements (`<mesh>`, `<group>` …), which
 * the stage's root registers with r3f (stage.tsx). r3f's `<Canvas>` registers the whole
 * namespace, which keeps all of three.js in the build; these are what the scenes use.
 * stage-elements.test.ts reads every module of the runtime and fails on one missing or unused.
 */
import {
  AmbientLight,
  DirectionalLight,
  Group,
  HemisphereLight,
  Mesh,
  MeshBasicMaterial,
  MeshLambertMaterial,
  MeshPhongMaterial,
  PlaneGeometry,
  RingGeometry,
  ShaderMaterial,
  SphereGeometry,
} from 'three';

export const STAGE_ELEMENTS = {
  AmbientLight,
  DirectionalLight,
  Group,
  HemisphereLight,
  Mesh,
  MeshBasicMaterial,
  MeshLambertMaterial,
  MeshPhongMaterial,
  PlaneGeometry,
  RingGeometry,
  ShaderMaterial,
  SphereGeometry,
};
