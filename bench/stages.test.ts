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

test('a loading stage is pending wherever it is', () => {
  assert.deepEqual(pendingStages([box('a', 'loading', 5000, 5500)], 720), ['a']);
});

test('an idle stage near the viewport is about to load; a far one is not', () => {
  const boxes = [box('near', 'idle', 800, 1200), box('far', 'idle', 1000, 1400)];
  assert.deepEqual(pendingStages(boxes, 720), ['near']);
});

test('ready, failed and lost stages are settled', () => {
  const boxes = [box('a', 'ready', 0, 400), box('b', 'error', 0, 400), box('c', 'lost', 0, 400)];
  assert.deepEqual(pendingStages(boxes, 720), []);
});
