import type { ComponentType } from 'react';
import type { WorkerSceneName } from './protocol.ts';

/** What a scene drawn in a worker receives: its props, and a way to tell the page's DOM. */
export type WorkerSceneProps = Record<string, unknown> & {
  reducedMotion: boolean;
  /** Sends something the scene shows in the page's DOM (the globe's marker). */
  report: (data: Record<string, unknown>) => void;
};

/** The scenes a worker can draw, by name (src/stage-worker.tsx lists them). */
export type WorkerScenes = Record<WorkerSceneName, ComponentType<WorkerSceneProps>>;
