import { createContext, use, useEffect } from 'react';
import type { Object3D, WebGLRenderTarget } from 'three';

/**
 * A draw a scene's part makes on its own, outside the scene's render (the contact shadow's depth
 * and blur passes): the stage compiles its program with the scene's before the first frame.
 */
export interface OffGraphDraw {
  /** What is drawn: a mesh with the material it is drawn with (a stand-in for an override). */
  object: Object3D;
  /** The target it draws into: tone mapping and colour space, so the program, follow it. */
  target: WebGLRenderTarget | null;
  /** Drawn on its own (`gl.render(object, camera)`), without the scene's lights. */
  alone?: boolean;
}

/** What a stage's parts that draw on their own learn of its start. */
export interface StageStart {
  /** True until the stage's first frame: nothing may draw before the programs have linked. */
  held: boolean;
  /** The draws its parts make outside the scene's render. */
  offGraph: Set<OffGraphDraw>;
}

/** Outside a stage's runtime (no provider), a part draws at once and prepares nothing. */
export const StageStartContext = createContext<StageStart>({ held: false, offGraph: new Set() });

/** The stage's start, read in a frame callback (`held`) and told of a part's own draws. */
export function useStageStart(draws: readonly OffGraphDraw[]): StageStart {
  const start = use(StageStartContext);
  useEffect(() => {
    for (const draw of draws) start.offGraph.add(draw);
    return () => {
      for (const draw of draws) start.offGraph.delete(draw);
    };
  }, [start, draws]);
  return start;
}
