/**
 * Debian's Chromium, launched the way this machine needs: no downloaded browser, no background
 * networking (the sandbox refuses it), software WebGL through SwiftShader. Plain JavaScript, so
 * the Web Test Runner config (.mjs) and the TypeScript tests share one list.
 */
import { fileURLToPath } from 'node:url';

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
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

/**
 * Chromium for the tests: the same, without the address bar's popup. Chromium 156 loads that
 * popup's two WebUI pages into a renderer of their own for every window it opens, and a test's
 * every browser context is a window: about 1.5 s of CPU a context on this machine, beside the
 * page under test (a page's hero was ready in 3.0 s with the popup, 2.5 s without). The tests
 * never type into an address bar. The benchmark keeps the browser as visitors have it.
 */
export const LEAN_CHROMIUM = {
  executablePath: fileURLToPath(new URL('./chromium-launcher.sh', import.meta.url)),
  args: [...CHROMIUM_ARGS, '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup'],
};
