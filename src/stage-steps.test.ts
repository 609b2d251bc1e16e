import { describe, expect, it, vi } from 'vitest';

/** What happened, in order: each module's evaluation and each task boundary. */
const order = vi.hoisted(() => [] as string[]);

vi.mock('three', () => {
  order.push('three');
  return { WebGLRenderer: () => null };
});
vi.mock('@react-three/fiber', () => {
  order.push('r3f');
  return { createRoot: () => null };
});
vi.mock('./stage-worker.tsx', () => {
  order.push('runtime');
  return { serveOnPage: () => undefined };
});
vi.mock('./lib/next-task.ts', () => ({
  nextTask: async () => {
    order.push('task');
  },
}));

describe('the stage runtime loaded in steps', () => {
  it('evaluates three.js, then React Three Fiber, then the runtime, a task apart', async () => {
    const { loadStageRuntime } = await import('./stage-steps.ts');
    expect(order).toEqual([]);
    const runtime = await loadStageRuntime();
    expect(order).toEqual(['three', 'task', 'r3f', 'task', 'runtime']);
    expect(typeof runtime.serveOnPage).toBe('function');
  });
});
