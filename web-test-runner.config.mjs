// Browser tests of the built element bundles (dist/), in Debian Chromium through Playwright.
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { playwrightLauncher } from '@web/test-runner-playwright';

const args = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--ignore-gpu-blocklist',
];

export default {
  files: ['tests/browser/**/*.test.ts'],
  nodeResolve: true,
  concurrency: 1,
  hostname: '127.0.0.1',
  plugins: [esbuildPlugin({ ts: true, target: 'es2022' })],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: { executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args },
    }),
  ],
  testFramework: { config: { timeout: 20000 } },
};
