import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // As in the build: assets stay files (content validation refuses data: URLs).
  build: { assetsInlineLimit: 0 },
  resolve: {
    // As in vite.config.ts: meshoptimizer's pure-JS decoder, missing from its exports map.
    alias: {
      'meshopt-reference-decoder': fileURLToPath(
        new URL('node_modules/meshoptimizer/meshopt_decoder_reference.js', import.meta.url),
      ),
    },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'server/**/*.test.ts'],
    environment: 'node',
  },
});
