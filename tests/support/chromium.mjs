/**
 * Debian's Chromium, launched the way this machine needs: no downloaded browser, no background
 * networking (the sandbox refuses it), software WebGL through SwiftShader. Plain JavaScript, so
 * the Web Test Runner config (.mjs) and the TypeScript tests share one list.
 */
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
