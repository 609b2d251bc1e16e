/**
 * How a 3D section's stage starts, in order, and what each stage waits for (SectionCanvas
 * composes them; docs/architecture.md tells the same story):
 *
 * 1. Renderer (create-renderer.ts): waits for an animation frame on time, makes the context,
 *    then waits on a GPU fence before three's renderer asks it anything.
 * 2. Deferred pass (Deferred.tsx): waits for React's deferred render, so mounting the scene is
 *    split into short tasks.
 * 3. Suspense: waits for the scene's models and textures (cached by URL across releases).
 * 4. Precompile (precompile-steps.ts, Precompile.tsx): waits for the scene to mount, uploads
 *    textures and compiles programs in slices of a task each.
 * 5. Fence: waits for the GPU to link those programs, then reads their tables back.
 * 6. First frames (FirstFrames.tsx): wait for the precompile; the warm-up frames draw the scene
 *    in growing shares (their index reaches the scene's parts through WarmUpContext).
 * 7. Ready: the frame after the warm-up draws everything and marks the tracker ready; the live
 *    canvas shows, and replaces the snapshot if there is one.
 *
 * Beside them: adaptive resolution (AdaptiveResolution.tsx) once frames run, its ratio kept per
 * host and, in software WebGL, started from the stage's size (it is set on the renderer at
 * step 1, so the drawing buffer is made once at that ratio); context loss
 * (ContextWatcher.tsx); and the last frame kept as an image (snapshot.ts, stage-snapshot.ts,
 * use-snapshot.ts), copied on release and now and then while drawing (KeepFrames.tsx), shown
 * after a release or a loss until step 7 comes round again (or the lost context is restored).
 */
export { AdaptiveResolution, useStageGovernor } from './AdaptiveResolution.tsx';
export { ContextWatcher } from './ContextWatcher.tsx';
export { createRenderer } from './create-renderer.ts';
export { Deferred } from './Deferred.tsx';
export {
  FirstFrames,
  WARM_UP_FRAMES,
  WarmUpContext,
  warmingUp,
  type WarmUp,
} from './FirstFrames.tsx';
export { KeepFrames } from './KeepFrames.tsx';
export { Precompile } from './Precompile.tsx';
export type { OffscreenDraw } from './precompile-steps.ts';
export { SnapshotContext, useReleaseSnapshot, useStageSnapshot } from './use-snapshot.ts';
