import { describe, expect, it } from 'vitest';
import { INITIAL_STAGE, nextStage, progressLabel, type StageSignals } from './stage-state.ts';

const far: StageSignals = {
  eager: false,
  near: false,
  inRange: false,
  visible: false,
  pageVisible: true,
};

describe('nextStage', () => {
  it('a lazy stage stays unmounted until it comes near', () => {
    expect(nextStage(INITIAL_STAGE, far)).toEqual({ mounted: false, active: false });
    expect(nextStage(INITIAL_STAGE, { ...far, inRange: true })).toEqual({
      mounted: false,
      active: false,
    });
    expect(nextStage(INITIAL_STAGE, { ...far, inRange: true, near: true })).toEqual({
      mounted: true,
      active: false,
    });
  });

  it('runs frames only while visible and the page is visible', () => {
    const near = { ...far, near: true, inRange: true };
    const mounted = nextStage(INITIAL_STAGE, near);
    expect(nextStage(mounted, { ...near, visible: true })).toEqual({ mounted: true, active: true });
    expect(nextStage(mounted, { ...near, visible: true, pageVisible: false }).active).toBe(false);
    expect(nextStage(mounted, near).active).toBe(false);
  });

  it('keeps the stage while within a viewport height, releases it beyond', () => {
    const mounted = { mounted: true, active: false };
    expect(nextStage(mounted, { ...far, inRange: true }).mounted).toBe(true);
    expect(nextStage(mounted, far)).toEqual({ mounted: false, active: false });
  });

  it('an eager stage mounts at once, wherever it is, and is kept', () => {
    const eager = nextStage(INITIAL_STAGE, { ...far, eager: true });
    expect(eager).toEqual({ mounted: true, active: false });
    expect(nextStage(eager, { ...far, eager: true }).mounted).toBe(true);
  });
});

describe('progressLabel', () => {
  it('says Loading... at 0, then a whole percentage up to 100', () => {
    expect(progressLabel(0)).toBe('Loading...');
    expect(progressLabel(0.425)).toBe('42%');
    expect(progressLabel(1)).toBe('100%');
    expect(progressLabel(1.2)).toBe('100%');
  });
});
