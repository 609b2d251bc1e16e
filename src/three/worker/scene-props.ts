import type { ComponentType } from 'react';
import type { SceneProps } from '../stage-types.ts';
import type { WorkerSceneName } from './protocol.ts';

/** The scenes a worker can draw, by name (src/stage-worker.tsx lists them). */
export type WorkerScenes = Record<WorkerSceneName, ComponentType<SceneProps>>;
