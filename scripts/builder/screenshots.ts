/**
 * The pictures of docs/builder.md, drawn from the built dist/builder/ in Chromium:
 * `npx tsx scripts/builder/screenshots.ts [out-dir]` (after `npm run build`). An owner's path:
 * a résumé in (a made-up one, below), the edited page and its preview, the WordPress snippet,
 * and that snippet in a blog page on another origin; the builder at a phone's width and in the
 * light theme too.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import sharp from 'sharp';
import { startServer } from '../../server/server.ts';
import { LEAN_CHROMIUM } from '../../tests/support/chromium.mjs';
import { recordEvents } from '../../tests/support/events.ts';
import { DIST, ROOT } from '../build/build-paths.ts';

const out = resolve(process.argv[2] ?? join(ROOT, 'docs/images'));
/** A made-up owner, as a JSON Resume document. */
const RESUME = {
  basics: {
    name: 'Maya Okafor',
    label: 'Frontend engineer',
    email: 'maya@okafor.example',
    summary: 'I build interfaces people enjoy using, and the design systems behind them.',
    location: { city: 'Lisbon', countryCode: 'PT' },
    profiles: [
      { network: 'GitHub', username: 'maya-okafor', url: 'https://github.com/maya-okafor' },
    ],
  },
  work: [
    {
      name: 'Harbour Labs',
      position: 'Senior frontend engineer',
      startDate: '2021-04',
      summary: 'Leads the design system used by six product teams.',
    },
    {
      name: 'Tidewater',
      position: 'Frontend engineer',
      startDate: '2018-09',
      endDate: '2021-03',
      summary: 'Rebuilt the booking flow; conversion rose by a fifth.',
    },
  ],
  skills: [{ name: 'Web', keywords: ['TypeScript', 'React', 'CSS', 'Figma', 'Node.js'] }],
  projects: [
    {
      name: 'Palette',
      description: 'Accessible colour scales for design systems.',
      keywords: ['TypeScript', 'React'],
      url: 'https://palette.example',
    },
  ],
};

const dist = await startServer({ root: DIST, port: 0 });
const blogRoot = mkdtempSync(join(tmpdir(), 'builder-shots-'));
const blog = await startServer({ root: blogRoot, port: 0 });
const browser = await chromium.launch(LEAN_CHROMIUM);

async function open(width: number, height: number, theme: 'dark' | 'light'): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height },
    colorScheme: theme,
    deviceScaleFactor: 1,
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  await page.goto(`${dist.url}builder/`);
  await page.locator('.editor').scrollIntoViewIfNeeded();
  await page.getByRole('textbox', { name: 'Content JSON' }).waitFor();
  return page;
}

/** A picture as the README's are kept: a palette PNG, small enough for the package's docs. */
async function save(png: Buffer, name: string): Promise<void> {
  await sharp(png)
    .png({ palette: true, quality: 80, effort: 8 })
    .toFile(join(out, `builder-${name}.png`));
}

const shot = async (page: Page, name: string) => save(await page.screenshot(), name);

/** Software WebGL on a busy machine can take this long to draw a stage. */
const STAGE_MS = 120_000;

/** Waits for the preview's hero to greet the owner and draw its desk. */
async function previewShows(page: Page, text: string): Promise<void> {
  const hero = page
    .frameLocator('iframe[title^="Preview of your sections"]')
    .locator('portfolio-hero');
  await hero.getByText(text).first().waitFor({ timeout: STAGE_MS });
  // "Loading...", then the percentage, until the desk's first frame.
  await hero.getByText(/^(Loading\.\.\.|\d+%)$/).waitFor({ state: 'hidden', timeout: STAGE_MS });
}

try {
  const page = await open(1440, 900, 'dark');
  await page.getByLabel('A JSON Resume file').setInputFiles({
    name: 'resume.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(RESUME)),
  });
  await page
    .getByRole('status')
    .getByText(/^Imported /)
    .waitFor();
  await previewShows(page, 'Hi, I am Maya');
  await page.getByRole('heading', { name: '1. Start from' }).scrollIntoViewIfNeeded();
  await shot(page, 'import');
  await page.getByRole('heading', { name: '2. Edit' }).evaluate((h) => h.scrollIntoView());
  await previewShows(page, 'Hi, I am Maya');
  await shot(page, 'edit');
  // In a blog, the page's own header and footer stay: no fixed nav bar, no second footer.
  for (const name of ['Navigation bar', 'Footer'])
    await page.getByRole('checkbox', { name, exact: true }).uncheck();
  await page.getByRole('tab', { name: 'Plain HTML' }).click();
  const snippet = await page.getByLabel('Your sections, as HTML').inputValue();
  writeFileSync(
    join(blogRoot, 'post.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Zoë's blog</title>
    <style>body{margin:0;font:18px/1.6 Georgia,serif;background:#fff;color:#222}
    .post{max-width:760px;margin:0 auto;padding:40px 20px}</style></head>
    <body><div class="post"><h1>About me</h1><p>A post of my own, with my portfolio's sections below it.</p></div>
    ${snippet}</body></html>`,
  );
  const post = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await recordEvents(post, ['portfolio-load']);
  await post.goto(`${blog.url}post.html`);
  await post.waitForFunction(
    () =>
      (window as unknown as { __recorded: Record<string, { tag: string }[]> }).__recorded[
        'portfolio-load'
      ]!.some((event) => event.tag === 'portfolio-hero'),
    undefined,
    { timeout: STAGE_MS },
  );
  await post.locator('portfolio-hero').getByText('Hi, I am Maya').first().waitFor();
  await save(await post.screenshot(), 'blog');

  // Published at an address of its own: the snippets point there, and WordPress takes oEmbed.
  await page
    .getByLabel('Where dist/ is published (site.url)')
    .fill('https://maya.example/portfolio/');
  await page.getByLabel('Where dist/ is published (site.url)').press('Tab');
  await page.getByRole('tab', { name: 'WordPress' }).click();
  await page.getByRole('heading', { name: '4. Publish' }).evaluate((h) => h.scrollIntoView());
  await shot(page, 'wordpress');

  // The same browser's storage: the owner's work is still there.
  await page.emulateMedia({ colorScheme: 'light' });
  await page.getByRole('heading', { name: '2. Edit' }).evaluate((h) => h.scrollIntoView());
  await page.getByRole('button', { name: 'Light', exact: true }).click();
  await page.waitForTimeout(3000);
  await shot(page, 'light');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('heading', { name: '3. Preview' }).evaluate((h) => h.scrollIntoView());
  await page.getByRole('button', { name: 'Phone' }).click();
  await page.waitForTimeout(4000);
  await shot(page, 'phone');
  console.log(`wrote builder-{import,edit,wordpress,blog,light,phone}.png in ${out}`);
} finally {
  await browser.close();
  await dist.close();
  await blog.close();
  rmSync(blogRoot, { recursive: true, force: true });
}
