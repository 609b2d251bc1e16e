import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import build from './vite.config.ts';

const INCLUDE = ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'server/**/*.test.ts'];
/**
 * Test files that change what a module or the process holds (a mocked module, a stubbed
 * global, fake timers, a DOM environment of their own): each runs in a module graph of its own.
 * The rest share their worker's modules, loaded once (the unit run took 60 s isolated, 42 s not).
 */
const CHANGES_MODULES =
  /\bvi\.(mock|doMock|stubGlobal|stubEnv|resetModules|useFakeTimers)\b|@vitest-environment/;
const isolated = ['src', 'scripts', 'server']
  .flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((f) => `${dir}/${f}`),
  )
  .filter((file) => /\.test\.tsx?$/.test(file) && CHANGES_MODULES.test(readFileSync(file, 'utf8')));

export default defineConfig({
  // As in the build: assets stay files (content validation refuses data: URLs).
  build: { assetsInlineLimit: 0 },
  // Modules resolve as in the build (meshoptimizer's pure-JS decoder, missing from its exports).
  resolve: build.resolve,
  test: {
    environment: 'node',
    // Vitest leaves a core free by default: on CI's 2 cores that is one file at a time, where
    // two at once took the unit run from 101 s to 65 s (many tests wait on child processes).
    maxWorkers: availableParallelism(),
    projects: [
      { extends: true, test: { name: 'isolated', include: isolated } },
      {
        extends: true,
        test: {
          name: 'shared',
          include: INCLUDE,
          exclude: [...configDefaults.exclude, ...isolated],
          isolate: false,
        },
      },
    ],
  },
});
