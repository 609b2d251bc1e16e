/**
 * When a 3D stage exists and runs, as a pure function of what the observers report.
 * - near: within ~200px of the viewport (the chunk is imported and the context created);
 * - inRange: within one viewport height (beyond it, the context is released);
 * - visible: on screen (frames run only then, and only while the page is visible).
 */
export interface StageSignals {
  eager: boolean;
  near: boolean;
  inRange: boolean;
  visible: boolean;
  pageVisible: boolean;
}

export interface StageState {
  mounted: boolean;
  active: boolean;
}

export const INITIAL_STAGE: StageState = { mounted: false, active: false };

export function nextStage(previous: StageState, signals: StageSignals): StageState {
  // An eager stage is the owner's explicit choice: created at once and kept.
  const mounted = signals.eager || (previous.mounted ? signals.inRange : signals.near);
  return { mounted, active: mounted && signals.visible && signals.pageVisible };
}

/** Text of the loading overlay: the spec's "Loading..." at 0, then the percentage. */
export function progressLabel(progress: number, loading = 'Loading...'): string {
  if (progress <= 0) return loading;
  return `${Math.min(100, Math.floor(progress * 100))}%`;
}
