import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { SectionBox } from './page-fns.ts';
import { pendingStages } from './stages.ts';

const box = (tag: string, state: string, stageTop: number, stageBottom: number): SectionBox => ({
  tag,
  top: stageTop,
  bottom: stageBottom,
  stageTop,
  stageBottom,
  state,
  canvas: null,
});

test('a stage on screen that is loading, or about to, is pending', () => {
  const boxes = [box('loading', 'loading', 100, 500), box('idle', 'idle', 600, 1000)];
  assert.deepEqual(pendingStages(boxes, 720), ['loading', 'idle']);
});

test('a stage off screen is not waited for: its first frame only comes on screen', () => {
  const boxes = [box('below', 'loading', 800, 1200), box('above', 'loading', -500, -10)];
  assert.deepEqual(pendingStages(boxes, 720), []);
});

test('ready, failed and lost stages are settled', () => {
  const boxes = [box('a', 'ready', 0, 400), box('b', 'error', 0, 400), box('c', 'lost', 0, 400)];
  assert.deepEqual(pendingStages(boxes, 720), []);
});
