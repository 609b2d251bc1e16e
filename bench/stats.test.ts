import assert from 'node:assert/strict';
import { test } from 'node:test';
import { median, medianOf } from './stats.ts';

test('median of an odd count is the middle value, whatever the order', () => {
  assert.equal(median([9, 1, 5]), 5);
});

test('median of an even count is the mean of the middle two', () => {
  assert.equal(median([4, 1, 3, 2]), 2.5);
});

test('median of nothing is NaN, never a made-up zero', () => {
  assert.ok(Number.isNaN(median([])));
});

test('medianOf takes each field independently', () => {
  const runs = [
    { a: 1, b: 30 },
    { a: 3, b: 10 },
    { a: 2, b: 20 },
  ];
  assert.deepEqual(medianOf(runs, ['a', 'b']), { a: 2, b: 20 });
});
