/**
 * Takes screenshots of a page in Debian Chromium for a person to look at:
 *   tsx scripts/tools/screenshot.ts <url> <out.png> [width] [height] [--full] [--wait=ms]
 *     [--click=selector] [--scroll=selector] (scrolls it into view first; CSS selectors pierce open shadow roots)
 * `--full` scrolls through the page first, so every section has started, and waits 3 s; a 3D
 * stage away from the window shows the frame it kept, or its placeholder (no stage draws off
 * screen).
 */
import { chromium } from 'playwright-core';
import { LEAN_CHROMIUM } from '../../tests/support/chromium.mjs';

const [url, out, width = '1440', height = '900', ...flags] = process.argv.slice(2);
if (!url || !out) throw new Error('usage: screenshot <url> <out.png> [width] [height] [--full]');
const option = (name: string) =>
  flags.find((flag) => flag.startsWith(`--${name}=`))?.slice(name.length + 3);

const browser = await chromium.launch(LEAN_CHROMIUM);
const page = await browser.newPage({ viewport: { width: +width, height: +height } });
page.on('console', (message) => console.log(`[console.${message.type()}] ${message.text()}`));
page.on('pageerror', (error) => console.log(`[pageerror] ${error.message}`));
await page.goto(url, { waitUntil: 'networkidle' });
const scroll = option('scroll');
if (scroll) await page.locator(scroll).first().scrollIntoViewIfNeeded();
const click = option('click');
if (click) await page.locator(click).first().click();
const full = flags.includes('--full');
if (full) {
  // The whole page as a reader who scrolled through it would see it: the sections below the
  // first screen are painted only near the window (content-visibility), and each starts its
  // code and its stage as a reader comes near it.
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  const steps = await page.evaluate(() => Math.ceil(document.body.scrollHeight / innerHeight));
  for (let step = 1; step <= steps; step += 1) {
    await page.evaluate((at) => scrollTo(0, at * innerHeight), step);
    await page.waitForTimeout(400);
  }
  await page.evaluate(() => scrollTo(0, 0));
}
await page.waitForTimeout(Number(option('wait') ?? (full ? 3000 : 500)));
await page.screenshot({ path: out, fullPage: full });
await browser.close();
console.log(`wrote ${out}`);
