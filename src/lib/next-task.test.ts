import { expect, test } from 'vitest';
import { taskSlicer } from './next-task.ts';

/** Whether `turn()` resolved before a timer set just ahead of it (that is, in the same task). */
async function resolvesInSameTask(turn: () => Promise<void>): Promise<boolean> {
  const order: string[] = [];
  setTimeout(() => order.push('task'), 0);
  await turn();
  order.push('turn');
  await new Promise((resolve) => setTimeout(resolve, 0));
  return order[0] === 'turn';
}

test('a turn is immediate while the slice has time, and a later task once it has run out', async () => {
  let now = 0;
  const turn = taskSlicer(6, () => now);
  now = 5;
  expect(await resolvesInSameTask(turn)).toBe(true);
  now = 6;
  expect(await resolvesInSameTask(turn)).toBe(false);
  // The later task started a new slice.
  now = 11;
  expect(await resolvesInSameTask(turn)).toBe(true);
});

test('turns asked together run one after another, a slice of them per task', async () => {
  let now = 0;
  let task = 0;
  const turn = taskSlicer(
    3,
    () => now,
    () => {
      task += 1;
      return new Promise((resolve) => setTimeout(resolve, 0));
    },
  );
  const tasks: number[] = [];
  // All asked before any runs, as a loader asks for a node's children; each takes 1 ms.
  await Promise.all(
    Array.from({ length: 8 }, () =>
      turn().then(() => {
        tasks.push(task);
        now += 1;
      }),
    ),
  );
  expect(tasks).toEqual([0, 0, 0, 1, 1, 1, 2, 2]);
});
