/**
 * work.character end to end, on the built element in software WebGL, judged by the stage's
 * pixels: a colour key recolours that part of the generated mascot (hex and the modern rgb()
 * syntax alike), the hair style and the glasses change the figure, an owner's model ignores
 * the keys, and a bad value gets the config error panel naming its path. Chromium's own parser,
 * which the stage converts colours with, reads every form the schema accepts.
 */
import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import type { Route } from '../../server/server.ts';
import { ACCEPTED_COLORS } from '../../src/content/css-color.examples.ts';
import { openPage, sessionForFile, waitForStage } from '../support/e2e.ts';
import { type Picture, screenPixels } from '../support/pixels.ts';

const TAG = 'portfolio-work';

/** /look.html?work=<json>&attrs=...: the element alone with that `work` section, ?still. */
function lookPage(): Route {
  return (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== '/look.html') return false;
    const config = JSON.stringify({ work: JSON.parse(url.searchParams.get('work') ?? '{}') });
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<script type="module" src="./elements/portfolio-work.js"></script></head>
<body style="margin:0;background:#010103">
<${TAG} loading="eager" ${url.searchParams.get('attrs') ?? ''}>
<script type="application/json">${config.replace(/</g, '\\u003c')}</script></${TAG}></body></html>`);
    return true;
  };
}

const session = sessionForFile({ routes: [lookPage()] });

/** A fresh page showing `work` (merged over the sample), with `attrs` on the element. */
async function open(t: TestContext, work: object, attrs = '') {
  const page = await openPage(session, t);
  const query = new URLSearchParams({ work: JSON.stringify(work), attrs });
  // ?still: one still frame of the idle pose, the same in every run.
  await page.goto(`${session.server.url}look.html?still&${query}`);
  return page;
}

/** The stage's pixels once its still frame is drawn. */
async function stage(t: TestContext, work: object, attrs = ''): Promise<Picture> {
  const page = await open(t, work, attrs);
  await waitForStage(page, TAG, 'ready');
  const picture = await screenPixels(page, page.locator(`${TAG} .stage`));
  assert.deepEqual(page.errors, []);
  return picture;
}

/** How many pixels `match` picks. */
function count(picture: Picture, match: (r: number, g: number, b: number) => boolean): number {
  let n = 0;
  for (let i = 0; i < picture.data.length; i += 3) {
    if (match(picture.data[i]!, picture.data[i + 1]!, picture.data[i + 2]!)) n++;
  }
  return n;
}

/** Clearly green: the lit and shaded sides of a #16a34a hoodie. */
const green = (r: number, g: number, b: number) => g > 60 && g > r * 1.6 && g > b * 1.4;
/** Clearly magenta: the hair in the hair-style tests. */
const magenta = (r: number, g: number, b: number) => r > 60 && b > 60 && r > g * 2 && b > g * 2;

/** Pixels whose colour differs between two pictures of the same box. */
function changed(a: Picture, b: Picture): number {
  let n = 0;
  for (let i = 0; i < a.data.length; i += 3) {
    const d = Math.max(
      Math.abs(a.data[i]! - b.data[i]!),
      Math.abs(a.data[i + 1]! - b.data[i + 1]!),
      Math.abs(a.data[i + 2]! - b.data[i + 2]!),
    );
    if (d > 40) n++;
  }
  return n;
}

const share = (n: number, picture: Picture) => n / (picture.width * picture.height);

/** The default mascot's still frame, which two tests compare against: loaded once. */
let defaultLook: Promise<Picture> | undefined;
const plainStage = (t: TestContext) => (defaultLook ??= stage(t, {}));

// Each test's stages load side by side, each on a page of its own: most of a load is waiting.
test('work.character.top #16a34a turns the hoodie green; the modern rgb() syntax does too', async (t) => {
  const [before, hex, modern] = await Promise.all([
    plainStage(t),
    stage(t, { character: { top: '#16a34a' } }),
    stage(t, { character: { top: 'rgb(22 163 74 / 90%)' } }),
  ]);
  t.diagnostic(`green: ${[before, hex, modern].map((p) => share(count(p, green), p).toFixed(4))}`);
  assert.ok(share(count(before, green), before) < 0.002, 'the default mascot has no green');
  // The hoodie is the figure's largest part: several percent of the stage.
  assert.ok(share(count(hex, green), hex) > 0.03, `green share ${share(count(hex, green), hex)}`);
  assert.ok(share(count(modern, green), modern) > 0.03, 'rgb() with spaces and an alpha');
});

test('hairStyle long adds hair, none takes it away; glasses change the face', async (t) => {
  const look = (extra: object) => ({ character: { hair: '#ff00ff', ...extra } });
  const [short, long, none] = (
    await Promise.all([
      stage(t, look({})),
      stage(t, look({ hairStyle: 'long' })),
      stage(t, look({ hairStyle: 'none' })),
    ])
  ).map((picture) => count(picture, magenta)) as [number, number, number];
  t.diagnostic(`magenta pixels: short ${short}, long ${long}, none ${none}`);
  assert.ok(short > 1000, `short hair: ${short} magenta pixels`);
  assert.ok(long > short * 1.4, `long hair ${long} vs short ${short}`);
  // The brows stay, in the hair colour.
  assert.ok(none > 0 && none < short * 0.2, `no hair ${none} vs short ${short}`);

  const [plain, glasses] = await Promise.all([
    plainStage(t),
    stage(t, { character: { glasses: true } }),
  ]);
  t.diagnostic(`glasses changed ${changed(plain, glasses)} pixels`);
  // Two loads of one look differ by up to ~300 pixels (the idle pose's still frame); the
  // glasses change about 1600, all round the eyes.
  assert.ok(changed(plain, glasses) > 800, `glasses changed ${changed(plain, glasses)} pixels`);
});

test("an owner's character (characterSrc) ignores work.character", async (t) => {
  const attrs = 'character-src="./models/character.glb"';
  const owner = await stage(t, { character: { top: '#16a34a' } }, attrs);
  assert.ok(share(count(owner, green), owner) < 0.002, 'the owner model stays as modelled');
});

test('a bad colour or hair style gets the error panel naming the path', async (t) => {
  const page = await open(t, { character: { top: 'greenish', hairStyle: 'mohawk', hat: true } });
  const panel = page.locator(`${TAG} .config-error`);
  await panel.waitFor();
  const text = await panel.textContent();
  for (const path of ['work.character.top', 'work.character.hairStyle', 'work.character.hat']) {
    assert.match(text ?? '', new RegExp(path.replace(/\./g, '\\.')), `no ${path} in: ${text}`);
  }
  assert.match(text ?? '', /CSS colour/);
});

test('Chromium reads every colour the schema accepts, as the stage converts them', async (t) => {
  const page = await open(t, {});
  // The stage's conversion: a 2D context's fillStyle, which keeps its old value for a colour
  // the browser cannot parse (two different sentinels, so no colour can pass as both).
  const unread = await page.evaluate((values) => {
    const context = document.createElement('canvas').getContext('2d')!;
    return values.filter((value) =>
      ['#010203', '#030201'].some((sentinel) => {
        context.fillStyle = sentinel;
        context.fillStyle = value.trim();
        return context.fillStyle === sentinel;
      }),
    );
  }, ACCEPTED_COLORS);
  assert.deepEqual(unread, []);
});
