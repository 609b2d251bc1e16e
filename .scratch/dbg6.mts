import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium.mjs';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
await page.goto(process.argv[2]!, { waitUntil: 'networkidle' });
await page.waitForTimeout(3000);
console.log(await page.evaluate(`(() => {
  const deep = (x, y) => { let el = document.elementFromPoint(x, y); const path = []; while (el) { path.push(el.localName + '.' + el.className); const inner = el.shadowRoot && el.shadowRoot.elementFromPoint(x, y); if (!inner || inner === el) break; el = inner; } return path.join(' > '); };
  return [deep(700, 30), deep(700, 130), deep(100, 500)].join('\\n') + '\\n' + JSON.stringify({ x: scrollX, y: scrollY, sw: document.documentElement.scrollWidth, bw: document.body.scrollWidth });
})()`));
await browser.close();
