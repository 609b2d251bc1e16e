import { defineConfig } from 'vitest/config';

export default defineConfig({
  // As in the build: assets stay files (content validation refuses data: URLs).
  build: { assetsInlineLimit: 0 },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'server/**/*.test.ts'],
    environment: 'node',
  },
});
