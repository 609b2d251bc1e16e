/**
 * Debian's Chromium, launched the way this machine needs: no downloaded browser, no background
 * networking (the sandbox refuses it), software WebGL through SwiftShader. Plain JavaScript, so
 * the Web Test Runner config (.mjs) and the TypeScript tests share one list.
 */
import { fileURLToPath } from 'node:url';

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const CHROMIUM_ARGS = [
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
 * Chromium for every launch (tests, benchmark, screenshot tools): the same, without the
 * address bar's popup.
 * Chromium 156 loads that popup's two WebUI pages into a renderer of their own whenever it opens
 * a window, and every browser context of a test, and every Lighthouse run, opens one just before
 * it loads the page it measures: about 1.5 s of CPU each on this machine, beside that page (a
 * page's hero was ready in 3.0 s with the popup, 2.5 s without). A visitor's window opened long
 * before the page. The tests never type into an address bar.
 */
export const LEAN_CHROMIUM = {
  executablePath: fileURLToPath(new URL('./chromium-launcher.sh', import.meta.url)),
  args: [...CHROMIUM_ARGS, '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup'],
};
