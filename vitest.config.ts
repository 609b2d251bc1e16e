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
  },
});
