/**
 * Owners' images on the demo computer's screen, one project's failure its own: a screenshot on
 * another origin served with CORS is drawn (in the worker, the page rasterises the SVG for it;
 * and on the page's thread); one served without CORS shows the screen's placeholder and a
 * portfolio-error naming its URL and the missing header; a 404 does the same, and the other
 * projects' screens and the stage stay drawn.
 */
import assert from 'node:assert/strict';
import { after, before, test, type TestContext } from 'node:test';
import type { Page } from 'playwright-core';
import { startServer, type Route, type RunningServer } from '../../server/server.ts';
import { DIST, drawnIn, rafPasses, sessionForFile, waitForStage } from '../support/e2e.ts';
import { screenPixels, type Picture } from '../support/pixels.ts';
import {
  click,
  firedErrors,
  open,
  projectRoutes,
  PROJECTS,
  STAGE_TIMEOUT,
  stageAttribute,
  TAG,
  waitForScreen,
} from '../support/projects.ts';

const session = sessionForFile({ routes: projectRoutes() });

/** Another origin's screenshots: /cors/ sent with Access-Control-Allow-Origin, /plain/ without. */
const otherArt: Route = (req, res) => {
  const match = /^\/(cors|plain)\/shot\.svg$/.exec(new URL(req.url ?? '/', 'http://x').pathname);
  if (!match) return false;
  res.writeHead(200, {
    'content-type': 'image/svg+xml',
    ...(match[1] === 'cors' ? { 'access-control-allow-origin': '*' } : {}),
  });
  res.end(
    '<svg xmlns="http://www.w3.org/2000/svg" width="960" height="640"><rect width="960" height="640" fill="#e11d48"/></svg>',
  );
  return true;
};

let other: RunningServer;
before(async () => {
  other = await startServer({ root: DIST, port: 0, routes: [otherArt] });
});
after(() => other.close());

const items = () => [
  { ...PROJECTS[0]!, spotlight: `${other.url}cors/shot.svg` },
  { ...PROJECTS[1]!, spotlight: `${other.url}plain/shot.svg` },
  { ...PROJECTS[0]!, title: 'Missing: a 404', spotlight: '/e2e-art/missing.svg' },
  PROJECTS[2]!,
];

/** Share of the stage in the cross-origin screenshot's red (#e11d48). */
function redShare({ data }: Picture): number {
  let n = 0;
  for (let i = 0; i < data.length; i += 3) {
    if (data[i]! > 170 && data[i + 1]! < 90 && data[i + 2]! > 40 && data[i + 2]! < 130) n++;
  }
  return n / (data.length / 3);
}

async function screenIs(page: Page, url: string, state: 'shown' | 'failed') {
  await waitForScreen(page, url);
  await page.waitForFunction(
    ([tag, s]) =>
      document
        .querySelector(tag!)
        ?.shadowRoot?.querySelector('.stage-frame')
        ?.getAttribute('data-screen-state') === s,
    [TAG, state],
    { timeout: STAGE_TIMEOUT },
  );
}

/** The asset errors fired for `url` (the stage reports one as it shows the placeholder). */
async function firedFor(page: Page, url: string) {
  const fired = await firedErrors(page);
  return fired.filter((detail) => detail.source === 'asset' && detail.message.includes(url));
}

async function walk(t: TestContext, query: Record<string, string>, where: string) {
  const page = await open(session, t, {
    still: '',
    attrs: 'loading="eager"',
    items: JSON.stringify(items()),
    ...query,
  });
  await waitForStage(page, TAG);
  assert.equal(await drawnIn(page, `${TAG} canvas`), where);

  const cors = `${other.url}cors/shot.svg`;
  await screenIs(page, cors, 'shown');
  await rafPasses(page, 3);
  const share = redShare(await screenPixels(page, page.locator(`${TAG} .stage`)));
  assert.ok(share > 0.02, `only ${(share * 100).toFixed(2)}% of the stage shows the CORS image`);

  const plain = `${other.url}plain/shot.svg`;
  await click(page, 'Next');
  await screenIs(page, plain, 'failed');
  const plainErrors = await firedFor(page, plain);
  assert.equal(plainErrors.length, 1, JSON.stringify(await firedErrors(page)));
  assert.match(plainErrors[0]!.message, /Access-Control-Allow-Origin/);

  const missing = new URL('/e2e-art/missing.svg', page.url()).href;
  await click(page, 'Next');
  await screenIs(page, missing, 'failed');
  // The screen's error (the card's names the same URL: content URLs arrive absolute).
  const screen = (await firedFor(page, missing)).find((e) =>
    e.message.startsWith("projects' screen"),
  );
  assert.match(screen?.message ?? '', /HTTP 404/);
  // The card shows its own placeholder for the 404; the stage is not replaced by its fallback.
  await page.locator(`${TAG} .spotlight .image-missing`).waitFor();

  await click(page, 'Next');
  await screenIs(page, new URL(PROJECTS[2]!.spotlight, page.url()).href, 'shown');
  await click(page, 'Next');
  await screenIs(page, cors, 'shown');
  assert.equal(await stageAttribute(page, 'data-screen-state'), 'shown');
  assert.equal(
    await page.evaluate(
      (tag) =>
        document
          .querySelector(tag)!
          .shadowRoot!.querySelector('.stage')!
          .getAttribute('data-state'),
      TAG,
    ),
    'ready',
  );
  assert.deepEqual(page.errors, []);
}

test('in the worker: a CORS image is drawn, one without CORS and a 404 show their placeholder and say why, the rest stay drawn', async (t) => {
  await walk(t, {}, 'worker');
});

test('on the page (?worker=off): the same', async (t) => {
  await walk(t, { worker: 'off' }, 'page');
});
