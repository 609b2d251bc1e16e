import { afterEach, expect, test, vi } from 'vitest';
import { whenNear } from './when-near.ts';

/** Observers made while the stub is in place, with the callback each was given. */
let observers: { callback: IntersectionObserverCallback; disconnected: boolean }[] = [];

class StubObserver {
  readonly record: (typeof observers)[number];
  constructor(callback: IntersectionObserverCallback) {
    this.record = { callback, disconnected: false };
    observers.push(this.record);
  }
  observe(): void {}
  disconnect(): void {
    this.record.disconnected = true;
  }
}

function element(): Element {
  return {
    matches: () => false,
    addEventListener() {},
    removeEventListener() {},
  } as unknown as Element;
}

/** What the browser does: one task reports to every observer of the page in turn. */
function reportNear(): void {
  const entry = { isIntersecting: true } as IntersectionObserverEntry;
  for (const { callback } of observers) callback([entry], {} as IntersectionObserver);
}

/** Tasks queued with `setTimeout`, each run only when the test says. */
let tasks: (() => void)[] = [];

function stubBrowser(): void {
  vi.stubGlobal('IntersectionObserver', StubObserver);
  vi.stubGlobal('setTimeout', (task: () => void) => tasks.push(task));
  vi.stubGlobal('clearTimeout', (id: number) => {
    if (id) tasks[id - 1] = () => {};
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  observers = [];
  tasks = [];
});

test('elements reported near in one task start in a task each, not in the report’s', () => {
  stubBrowser();
  const started: string[] = [];
  whenNear(element(), '0px', () => started.push('about'));
  whenNear(element(), '0px', () => started.push('projects'));
  reportNear();
  expect(started).toEqual([]);
  expect(observers.every((observer) => observer.disconnected)).toBe(true);
  expect(tasks).toHaveLength(2);
  tasks[0]!();
  expect(started).toEqual(['about']);
  tasks[1]!();
  expect(started).toEqual(['about', 'projects']);
});

test('a wait cancelled between the report and its task never starts', () => {
  stubBrowser();
  const start = vi.fn();
  const cancel = whenNear(element(), '0px', start);
  reportNear();
  cancel();
  for (const task of tasks) task();
  expect(start).not.toHaveBeenCalled();
});
