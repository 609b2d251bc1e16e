/**
 * `npm run dev` as the owner uses it: the page open in Chromium follows saved content, shows
 * invalid content over the page without losing what is on it, and recovers once it is fixed.
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, shadowText, stageIn } from '../support/e2e.ts';

const ROOT = join(import.meta.dirname, '../..');
const dir = mkdtempSync(join(tmpdir(), 'portfolio-dev-'));
const contentFile = join(dir, 'portfolio.json');
copyFileSync(join(ROOT, 'content/portfolio.json'), contentFile);
const content = JSON.parse(readFileSync(contentFile, 'utf8')) as Record<string, object>;

let dev: ChildProcess;
let url: string;
let browser: Browser;
let output = '';

before(async () => {
  dev = spawn('npx', ['tsx', 'scripts/tools/dev.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', PORTFOLIO_CONTENT: contentFile, OUTBOX: join(dir, 'out') },
    detached: true,
  });
  const printed = (chunk: Buffer) => (output += chunk.toString());
  dev.stdout!.on('data', printed);
  dev.stderr!.on('data', printed);
  url = await new Promise<string>((resolve, reject) => {
    dev.stdout!.on('data', () => {
      const match = /dev server at (http:\/\/127\.0\.0\.1:\d+\/)/.exec(output);
      if (match) resolve(match[1]!);
    });
    dev.on('exit', (code) => reject(new Error(`npm run dev exited (${code}):\n${output}`)));
  });
  browser = await launchChromium();
});

after(async () => {
  // DEV_TEST_LOG=1 prints what the dev server said, to see why a run failed.
  if (process.env.DEV_TEST_LOG) console.log(output);
  await browser?.close();
  if (dev.pid) process.kill(-dev.pid);
  rmSync(dir, { recursive: true, force: true });
});

const save = (value: unknown) => writeFileSync(contentFile, JSON.stringify(value, null, 2));
/** Waits until the footer's text holds `text` (a reload, in dev, can take several seconds). */
const footerShows = (page: Page, text: string, timeout = 60_000) =>
  page.waitForFunction(
    (t) => document.querySelector('portfolio-footer')?.shadowRoot?.textContent?.includes(t),
    text,
    { timeout },
  );
const footerText = (page: Page) => shadowText(page, 'portfolio-footer', 'footer');
const messageValue = (page: Page) =>
  page.evaluate(
    () =>
      document
        .querySelector('portfolio-contact')
        ?.shadowRoot?.querySelector<HTMLTextAreaElement>('textarea')?.value,
  );

test("serves the page, follows saved content, and shows invalid content over the page; every stage draws in a worker, as the build draws it: the worker gets its modules without React's refresh runtime, and a saved scene reloads the page", async () => {
  // Reduced motion: its stages draw a frame and stop, where moving ones would keep software
  // WebGL busy through every reload.
  const page = await browser.newPage({ reducedMotion: 'reduce' });
  await page.goto(url);
  await footerShows(page, 'Jordan', 120_000);

  // A saved change shows without a manual reload.
  save({ ...content, footer: { copyright: '© 2026 Sam Rivera. Made with care.' } });
  await footerShows(page, 'Sam Rivera. Made with care.');

  // What a visitor typed stays while the content is broken; the problems show over the page.
  const textarea = 'portfolio-contact >> textarea';
  await page.locator(textarea).fill('A message typed before the content broke');
  save({ ...content, owner: { ...content.owner, emial: 'sam@example.org' } });
  const overlay = page.locator('vite-error-overlay');
  await overlay.waitFor({ timeout: 60_000 });
  const shown = await overlay.evaluate(
    (element) => element.shadowRoot?.querySelector('.message')?.textContent ?? '',
  );
  assert.match(shown, /owner\.emial: Unknown key "emial"; did you mean `email`\?/);
  assert.match(shown, /portfolio\.json:\d+:\d+/);
  assert.equal(await messageValue(page), 'A message typed before the content broke');
  assert.match((await footerText(page)) ?? '', /Sam Rivera/);
  assert.match(output, /owner\.emial: Unknown key "emial"/);

  // Fixed: the page reloads with the new content.
  save({ ...content, footer: { copyright: '© 2026 Sam Rivera, fixed.' } });
  await footerShows(page, 'Sam Rivera, fixed.');
  assert.equal(await page.locator('vite-error-overlay').count(), 0);

  // The same page, as the build draws it: its stage in a worker.
  const { where } = await stageIn(page, page, 'portfolio-hero');
  assert.equal(where, 'worker');

  // The worker's entry as it is served to the worker: its modules under their own ids.
  const entry = await (await fetch(new URL('src/stage-worker.js', url))).text();
  assert.match(entry, /from "[^"]+\/src\/three\/runtime\/serve-stage\.ts\?stage"/);
  const scene = await (
    await fetch(new URL(`@fs${ROOT}/src/elements/hero/hero-stage-scene.tsx?stage`, url))
  ).text();
  assert.doesNotMatch(scene, /@react-refresh|\$RefreshReg\$/);

  // A scene saved (as it is): the page reloads, and draws the stage in a worker again.
  await page.evaluate(() => Object.assign(window, { beforeSave: true }));
  const sceneFile = join(ROOT, 'src/elements/hero/hero-stage-scene.tsx');
  writeFileSync(sceneFile, readFileSync(sceneFile));
  await page.waitForFunction(() => !('beforeSave' in window), null, { timeout: 60_000 });
  assert.equal((await stageIn(page, page, 'portfolio-hero')).where, 'worker');
  // Closed: its stages would draw through the next test and slow it (and reload with it).
  await page.close();
});

test("a light theme's page is light from its first paint, before any section's code has run", async () => {
  save({ ...content, theme: 'light' });
  const page = await browser.newPage();
  try {
    // No section ever runs: the dev server prerenders nothing, so the head alone must say it.
    // Nor does Vite's client, whose reload for the save above could come after this load.
    await page.route(/\/src\/loader\.ts|\/@vite\/client/, (route) => route.abort());
    await page.goto(url, { waitUntil: 'load' });
    const ground = () =>
      page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    assert.equal(await ground(), 'rgb(246, 245, 242)');
  } finally {
    await page.close();
    save(content);
  }
});
