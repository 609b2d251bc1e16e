/**
 * `npx tsx scripts/tools/readme-looks.ts` (after `npm run build`): the three looks the README
 * shows side by side, drawn by the built `portfolio-work` element in Debian Chromium: the dark
 * default, the light theme with another accent, and a customised mascot. Writes
 * docs/images/look-*.png.
 */
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { startServer, type Route } from '../../server/server.ts';
import { LEAN_CHROMIUM } from '../../tests/support/chromium.mjs';

const TAG = 'portfolio-work';
const OUT = join(import.meta.dirname, '../../docs/images');
/** Width of each picture in the README (three sit in one row). */
const WIDTH = 760;
const STAGE_TIMEOUT_MS = 120_000;

interface Look {
  name: string;
  /** Content layered over the sample. */
  content: object;
  /** The page's own ground around the element. */
  ground: string;
}

const LOOKS: Look[] = [
  { name: 'dark', content: {}, ground: '#010103' },
  { name: 'light', content: { theme: 'light', accent: '#c2410c' }, ground: '#f6f5f2' },
  {
    name: 'mascot',
    content: {
      work: {
        character: {
          skin: '#c68c6b',
          hair: '#1c1917',
          hairStyle: 'long',
          glasses: true,
          top: '#16a34a',
          bottoms: '#374151',
        },
      },
    },
    ground: '#010103',
  },
];

/** /look/<name>.html: the element alone with that look's content. */
const lookPage: Route = (req, res) => {
  const name = /^\/look\/(\w+)\.html/.exec(req.url ?? '')?.[1];
  const look = LOOKS.find((candidate) => candidate.name === name);
  if (!look) return false;
  const config = JSON.stringify(look.content).replace(/</g, '\\u003c');
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<script type="module" src="../elements/${TAG}.js"></script></head>
<body style="margin:0;background:${look.ground}">
<${TAG} loading="eager"><script type="application/json">${config}</script></${TAG}></body></html>`);
  return true;
};

const server = await startServer({
  root: join(import.meta.dirname, '../../dist'),
  routes: [lookPage],
});
const browser = await chromium.launch(LEAN_CHROMIUM);
try {
  for (const look of LOOKS) {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    page.on('pageerror', (error) => console.error(`[${look.name}] ${error.message}`));
    // ?still: one still frame of the idle pose.
    await page.goto(`${server.url}look/${look.name}.html?still`);
    await page.waitForFunction(
      (tag) =>
        document
          .querySelector(tag)
          ?.shadowRoot?.querySelector('.stage')
          ?.getAttribute('data-state') === 'ready',
      TAG,
      { timeout: STAGE_TIMEOUT_MS },
    );
    const png = await page.locator(TAG).screenshot();
    const file = join(OUT, `look-${look.name}.png`);
    await sharp(png)
      .resize({ width: WIDTH })
      .png({ palette: true, quality: 90, effort: 8 })
      .toFile(file);
    console.log(`wrote ${file}`);
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}
