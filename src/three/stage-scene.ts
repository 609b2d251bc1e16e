import type { ComponentType } from 'react';

/**
 * What a scene module receives besides its own props, on whichever thread draws it: reduced
 * motion, and the way to tell the page's DOM what it shows (the globe's marker).
 */
export interface SceneContext<Report> {
  reducedMotion: boolean;
  report: (data: Report) => void;
}

/** A section's scene module: its own props, as the element sends them, and the context. */
export type SceneComponent<Props, Report> = ComponentType<Props & SceneContext<Report>>;

/**
 * A scene as both sides name it: the element that shows it (its stage chunk) and the runtime
 * that draws it (src/stage-worker.tsx). One per section, declared beside the section's scene:
 * the props cross the boundary as this type (structured-cloneable: they are posted to a worker),
 * and so do the reports back. The types ride along for the compiler only.
 */
export interface StageScene<Props, Report> {
  readonly name: string;
  /** Never set: carries the types. */
  readonly types?: { props: Props; report: Report };
}

export function stageScene<Props, Report = never>(name: string): StageScene<Props, Report> {
  return { name };
}

/** A listed scene, its props' type left behind: the runtime renders what the page sent. */
export type ListedScene = SceneComponent<Record<string, unknown>, unknown>;

/** The runtime's scenes by name, each checked against its handle where it is listed. */
export type SceneList = ReadonlyMap<string, ListedScene>;

/** One entry of the scene list: a scene's handle and the module that draws it, checked together. */
export function drawnBy<Props, Report>(
  scene: StageScene<Props, Report>,
  component: SceneComponent<Props, Report>,
): [string, ListedScene] {
  return [scene.name, component as unknown as ListedScene];
}
