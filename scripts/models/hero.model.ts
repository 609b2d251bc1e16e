import type { ModelSpec } from './model-spec.ts';
import { createDeskScene } from './hero/desk.ts';
import {
  createGitLogo,
  createJavascriptLogo,
  createPythonLogo,
  createReactLogo,
} from './hero/logos.ts';

/** The hero's default models: the desk workspace and the four floating technology logos. */
export const models: ModelSpec[] = [
  { file: 'desk.glb', create: createDeskScene },
  { file: 'react.glb', create: createReactLogo },
  { file: 'python.glb', create: createPythonLogo },
  { file: 'git.glb', create: createGitLogo },
  { file: 'javascript.glb', create: createJavascriptLogo },
];
