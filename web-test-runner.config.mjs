// Browser tests of the built element bundles (dist/), in Debian Chromium through Playwright.
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { LEAN_CHROMIUM } from './tests/support/chromium.mjs';

export default {
  files: ['tests/browser/**/*.test.ts'],
  nodeResolve: true,
  // Two files at once, a page each in the one browser: 32-41 s where one at a time took 46 s.
  concurrency: 2,
  hostname: '127.0.0.1',
  plugins: [esbuildPlugin({ ts: true, target: 'es2022' })],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: LEAN_CHROMIUM,
    }),
  ],
  testFramework: { config: { timeout: 20000 } },
};
