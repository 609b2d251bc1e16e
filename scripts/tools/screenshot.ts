/**
 * Takes screenshots of a page in Debian Chromium for a person to look at:
 *   tsx scripts/tools/screenshot.ts <url> <out.png> [width] [height] [--full] [--wait=ms]
 *     [--click=selector] [--scroll=selector] (scrolls it into view first; CSS selectors pierce open shadow roots)
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
await page.waitForTimeout(Number(option('wait') ?? 500));
await page.screenshot({ path: out, fullPage: flags.includes('--full') });
await browser.close();
console.log(`wrote ${out}`);
