import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import build from './vite.config.ts';

export default defineConfig({
  // As in the build: assets stay files (content validation refuses data: URLs).
  build: { assetsInlineLimit: 0 },
  // Modules resolve as in the build (meshoptimizer's pure-JS decoder, missing from its exports).
  resolve: build.resolve,
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'server/**/*.test.ts'],
    environment: 'node',
    // Vitest leaves a core free by default: on CI's 2 cores that is one file at a time, where
    // two at once took the unit run from 101 s to 65 s (many tests wait on child processes).
    maxWorkers: availableParallelism(),
  },
});
