import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium.mjs';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
page.on('console', (m) => console.log(`[console.${m.type()}] ${m.text()}`));
page.on('pageerror', (e) => console.log(`[pageerror] ${e.message}`));
await page.goto(process.argv[2]!, { waitUntil: 'networkidle' });
await page.waitForTimeout(1500);
console.log(await page.evaluate(() => {
  const nav = document.querySelector('portfolio-nav')!;
  const defined = ['nav','hero','about','footer'].map(n => !!customElements.get('portfolio-'+n));
  const root = nav.shadowRoot!;
  const brand = root.querySelector('.brand');
  const bar = root.querySelector('.bar');
  return JSON.stringify({ defined, text: root.textContent?.slice(0,200), html: root.innerHTML.slice(0, 600), brand: brand && [getComputedStyle(brand).color, getComputedStyle(brand).opacity, JSON.stringify(brand.getBoundingClientRect())], bar: bar && JSON.stringify(bar.getBoundingClientRect()) });
}));
await page.screenshot({ path: '/tmp/dbg.png' });
await browser.close();
