/**
 * hero.logos end to end, on the built elements in software WebGL: four other simple-icons slugs
 * are drawn in the four logo places in their brand colours (judged from the canvas's pixels, in
 * each place, against the default logos as the control), read from their icon shards on the
 * bundle's own host and extruded where the desk is drawn (a worker), from a page's config and from the embed page's
 * hash; five logos show the configuration panel naming the entry; an unknown slug, or an icon
 * shard that does not load, is left out and named in portfolio-error, the rest of the stage drawn.
 */
import assert from 'node:assert/strict';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { CAMERA_TARGET } from '../../src/lib/constants.ts';
import { iconShard, shardFileName } from '../../src/elements/hero/icon-shards.ts';
import { fitScale, heroLayout, HERO_FOV, type LogoId } from '../../src/elements/hero/layout.ts';
import {
  drawnIn,
  openPage,
  recorded,
  sessionForFile,
  upgraded,
  waitForStage,
} from '../support/e2e.ts';
import { clipPixels, shareOf, type Box, type Hsv } from '../support/pixels.ts';

const HERO = 'portfolio-hero';

/** The hero alone, its content's `hero.logos` from the `logos` query (comma-separated). */
function logosPage(req: IncomingMessage, res: ServerResponse): boolean {
  const url = new URL(req.url ?? '/', 'http://x');
  if (url.pathname !== '/hero-logos.html') return false;
  const logos = (url.searchParams.get('logos') ?? '').split(',').filter(Boolean);
  const config = JSON.stringify({ hero: { logos } });
  res.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>hero logos</title>
<link rel="icon" href="data:,">
<script type="module" src="/portfolio-elements.js"></script></head>
<body style="margin:0;background:#010103">
<portfolio-hero id="home" loading="eager"><script type="application/json">${config}</script></portfolio-hero>
</body></html>`);
  return true;
}

/** The path of the shard in dist/icons/ that holds a slug's icon. */
const shardOf = (slug: string) => `/icons/${shardFileName(iconShard(slug))}`;

/** The icon shard of one slug (no other slug used here), as a host that is down answers it. */
const UNAVAILABLE = 'deno';
function unavailableIcon(req: IncomingMessage, res: ServerResponse): boolean {
  if (new URL(req.url ?? '/', 'http://x').pathname !== shardOf(UNAVAILABLE)) return false;
  res.writeHead(503).end('unavailable');
  return true;
}

const session = sessionForFile({ routes: [logosPage, unavailableIcon] });

/** The logo places in the order hero.logos fills them (src/elements/hero/hero-scene.tsx). */
const SLOTS: LogoId[] = ['react', 'python', 'git', 'javascript'];

const hueNear = (h: number, target: number) => Math.abs(((h - target + 540) % 360) - 180) < 25;

/**
 * What each brand's surface looks like lit on the stage: its hue, saturated, or (Rust, black
 * in simple-icons) the light off-white that near-black marks are drawn in.
 */
const LOOKS: Record<string, (c: Hsv) => boolean> = {
  figma: (c) => hueNear(c.h, 14) && c.s > 0.45 && c.v > 0.3,
  rust: (c) => c.s < 0.2 && c.v > 0.45,
  docker: (c) => hueNear(c.h, 207) && c.s > 0.45 && c.v > 0.3,
  typescript: (c) => hueNear(c.h, 211) && c.s > 0.4 && c.v > 0.2,
};
/** Chosen so no default logo in the same place shares its look (React cyan, Python, Git, JS). */
const OWN = ['figma', 'rust', 'docker', 'typescript'];

/**
 * The screen box around logo place `slot`, from the layout the scene uses: the camera sits at
 * CAMERA_TARGET looking down -z (reduced motion: no easing, no tilt), logos are 1 unit across.
 */
function slotBox(canvas: Box, slot: LogoId): Box {
  const layout = heroLayout(canvas.width);
  const fit = fitScale(layout, canvas.width / canvas.height);
  const { position, scale } = layout.logos[slot];
  const [x, y, z] = position.map((v) => v * fit) as [number, number, number];
  const halfHeight = (CAMERA_TARGET[2] - z) * Math.tan((HERO_FOV * Math.PI) / 360);
  const toPixels = canvas.height / 2 / halfHeight;
  const cx = canvas.x + canvas.width / 2 + x * toPixels;
  const cy = canvas.y + canvas.height / 2 - y * toPixels;
  const half = 0.4 * scale * fit * toPixels;
  return { x: cx - half, y: cy - half, width: 2 * half, height: 2 * half };
}

/** The share of each logo place's pixels that look like each of OWN's brands there. */
async function ownShares(page: Page): Promise<number[]> {
  const canvas = await page.locator(`${HERO} canvas`).boundingBox();
  assert.ok(canvas, 'no hero canvas');
  const shares: number[] = [];
  for (const [i, slug] of OWN.entries()) {
    shares.push(shareOf(await clipPixels(page, slotBox(canvas, SLOTS[i]!)), LOOKS[slug]!));
  }
  return shares;
}

/** Opens the hero with `logos`, still (reduced motion), and waits for its first full frame. */
async function openHero(t: Parameters<typeof openPage>[1], logos: string[]) {
  const page = await openPage(session, t, { reducedMotion: 'reduce' });
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.goto(`${session.server.url}hero-logos.html?logos=${logos.join(',')}`);
  await waitForStage(page, HERO, 'ready');
  return { page, requests };
}

test('four other slugs: their icons are read from the bundle, extruded in the worker and drawn in place', async (t) => {
  const own = await openHero(t, OWN);
  // Extruded where the desk is drawn: the path is parsed without the page's DOMParser.
  assert.equal(await drawnIn(own.page, `${HERO} canvas`), 'worker');
  const shares = await ownShares(own.page);
  const control = await openHero(t, ['react', 'python', 'git', 'javascript']);
  const controlShares = await ownShares(control.page);
  t.diagnostic(
    `own ${shares.map((s) => s.toFixed(3))}; defaults ${controlShares.map((s) => s.toFixed(3))}`,
  );
  for (const [i, slug] of OWN.entries()) {
    assert.ok(shares[i]! > 0.1, `${slug}: ${shares[i]} of its place looks like it`);
    assert.ok(controlShares[i]! < 0.03, `the default logo in ${slug}'s place looks like it`);
  }

  for (const slug of OWN) assert.ok(own.requests.includes(shardOf(slug)), slug);
  assert.ok(
    !own.requests.some((path) => /\/models\/(react|python|git|javascript)\.glb$/.test(path)),
  );
  // The defaults come built: no icon shard.
  assert.ok(!control.requests.some((path) => path.startsWith('/icons/')));

  const label = await own.page.locator(`${HERO} .stage`).getAttribute('aria-label');
  assert.match(label ?? '', /with Figma, Rust, Docker and TypeScript logos floating around it/);
  assert.deepEqual(own.page.errors, []);
});

test('the hero embed page takes hero.logos from its hash, and shows them', async (t) => {
  const page = await openPage(session, t, { reducedMotion: 'reduce' });
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  const hash = Buffer.from(JSON.stringify({ hero: { logos: ['svelte', 'go'] } })).toString(
    'base64url',
  );
  await page.goto(`${session.server.url}embed/hero.html#${hash}`);
  await waitForStage(page, HERO, 'ready');
  const label = await page.locator(`${HERO} .stage`).getAttribute('aria-label');
  assert.match(label ?? '', /with Svelte and Go logos floating around it/);
  assert.ok(requests.includes(shardOf('svelte')) && requests.includes(shardOf('go')));
  assert.deepEqual(page.errors, []);
});

test('an unknown slug is left out and named; the other logos and the stage stay', async (t) => {
  const page = await openPage(session, t, { reducedMotion: 'reduce', record: ['portfolio-error'] });
  await page.goto(`${session.server.url}hero-logos.html?logos=typescript,docker,notanicon`);
  await waitForStage(page, HERO, 'ready');
  assert.equal(await page.locator(`${HERO} .config-error`).count(), 0);
  const label = await page.locator(`${HERO} .stage`).getAttribute('aria-label');
  assert.match(label ?? '', /with TypeScript and Docker logos floating around it/);
  const errors = await recorded<{ source: string; message: string }>(page, 'portfolio-error');
  assert.deepEqual(
    errors.map((e) => [e.source, e.message]),
    [
      [
        'asset',
        'hero.logos[2]: Unknown icon "notanicon": not a simple-icons slug (https://simpleicons.org)',
      ],
    ],
  );
});

test('an icon shard that does not load: that logo is left out, portfolio-error names it, the stage stays', async (t) => {
  const page = await openPage(session, t, { reducedMotion: 'reduce', record: ['portfolio-error'] });
  await page.goto(`${session.server.url}hero-logos.html?logos=typescript,${UNAVAILABLE}`);
  await waitForStage(page, HERO, 'ready');
  assert.equal(await page.locator(`${HERO} .stage-fallback`).isVisible(), false);
  assert.equal(await page.locator(`${HERO} .config-error`).count(), 0);
  const errors = await recorded<{ source: string; message: string }>(page, 'portfolio-error');
  assert.ok(
    errors.some((e) => e.source === 'asset' && e.message.includes(shardOf(UNAVAILABLE))),
    JSON.stringify(errors),
  );
  const label = await page.locator(`${HERO} .stage`).getAttribute('aria-label');
  assert.match(label ?? '', /with TypeScript logos floating around it/);
});

test('five logos: the panel names hero.logos', async (t) => {
  const page = await openPage(session, t);
  await page.goto(`${session.server.url}hero-logos.html?logos=rust,go,ruby,php,swift`);
  await upgraded(page, HERO);
  const text = await page.locator(`${HERO} .config-error`).textContent();
  assert.match(text ?? '', /hero\.logos\s*At most 4 logos/);
});
