/**
 * One render path: each 3D stage drawn by the stage runtime in a worker and on the page's
 * thread (`?worker=off`, the in-page port) looks the same, in the dark theme, the light theme
 * with an accent, and with an owner's own logos and mascot. At rest (reduced motion and
 * `?still`: one frame, drawn at the screen's full pixel ratio) the two frames of a stage are
 * held within a small pixel difference.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { elementPixels, type Picture } from '../support/pixels.ts';
import {
  drawnIn,
  sessionForFile,
  STAGE_TIMEOUT_MS,
  waitForShadowAttribute,
  waitForStage,
  type TestPage,
} from '../support/e2e.ts';
import { drawsPast, installProbe, quietFrames } from '../support/frames.ts';

/** The looks compared, each a content block for the four sections with a stage. */
const LOOKS: Record<string, { content: object; tags: string[] }> = {
  dark: {
    content: {},
    tags: ['portfolio-hero', 'portfolio-about', 'portfolio-projects', 'portfolio-work'],
  },
  'light with an accent': {
    content: { theme: 'light', accent: '#c2410c' },
    tags: ['portfolio-hero', 'portfolio-about', 'portfolio-projects', 'portfolio-work'],
  },
  "an owner's logos and mascot": {
    content: {
      hero: { logos: ['docker', 'rust', 'git', 'react'] },
      work: {
        character: {
          skin: '#8d5524',
          hair: '#c0392b',
          hairStyle: 'long',
          top: '#2e7d32',
          glasses: true,
        },
      },
    },
    tags: ['portfolio-hero', 'portfolio-work'],
  },
};

/** A page with the four stage sections, eager, reading `content` (index.html's own elements). */
function lookPage(content: object): string {
  const json = JSON.stringify(content).replace(/</g, '\\u003c');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8" />
<link rel="icon" href="data:," />
<script type="module" src="/portfolio-elements.js"></script></head>
<body style="margin:0;background:#000">
<script type="application/json" id="content">${json}</script>
<portfolio-hero config="#content" loading="eager"></portfolio-hero>
<portfolio-about config="#content" loading="eager"></portfolio-about>
<portfolio-projects config="#content" loading="eager"></portfolio-projects>
<portfolio-work config="#content" loading="eager"></portfolio-work>
</body></html>`;
}

const looks = (req: IncomingMessage, res: ServerResponse) => {
  const name = new URL(req.url ?? '/', 'http://x').pathname.match(/^\/look\/(\d+)\.html$/)?.[1];
  const look = name === undefined ? undefined : Object.values(LOOKS)[Number(name)];
  if (!look) return false;
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(lookPage(look.content));
  return true;
};

const session = sessionForFile({ routes: [looks] });

/** Sections whose stage says what its screen shows (`data-screen-state` on its frame). */
const REPORTS_SCREEN = new Set(['portfolio-projects']);

/**
 * The stage of `tag` at rest, on the thread the page asks for: its frame's pixels once the
 * stage is ready, its screen's picture is on (where it reports one), and it has stopped
 * drawing.
 */
async function restingFrame(page: TestPage, tag: string): Promise<Picture> {
  const stage = page.locator(`${tag} .stage`);
  await stage.scrollIntoViewIfNeeded();
  await waitForStage(page, tag);
  if (REPORTS_SCREEN.has(tag)) {
    await waitForShadowAttribute(
      page,
      tag,
      '.stage-frame',
      'data-screen-state',
      'shown',
      STAGE_TIMEOUT_MS,
    );
  }
  // At rest: it has drawn, and then nothing for a run of animation frames (the frame on the
  // screen is its last, a picture that arrived late included).
  await drawsPast(page, tag, 0);
  await quietFrames(page, tag);
  return elementPixels(stage.locator('canvas'));
}

/** The mean absolute difference per channel (0-255), and the share of pixels that differ. */
function difference(a: Picture, b: Picture): { mean: number; differing: number } {
  assert.equal(`${a.width}x${a.height}`, `${b.width}x${b.height}`, 'the frames differ in size');
  let sum = 0;
  let differing = 0;
  for (let i = 0; i < a.data.length; i += 3) {
    const delta =
      Math.abs(a.data[i]! - b.data[i]!) +
      Math.abs(a.data[i + 1]! - b.data[i + 1]!) +
      Math.abs(a.data[i + 2]! - b.data[i + 2]!);
    sum += delta;
    if (delta > 48) differing++;
  }
  const pixels = a.data.length / 3;
  return { mean: sum / (pixels * 3), differing: differing / pixels };
}

/** Each stage's resting frame on one thread. */
async function frames(look: number, onPage: boolean): Promise<Map<string, Picture>> {
  const page = await session.newPage({ reducedMotion: 'reduce' });
  await installProbe(page);
  const query = onPage ? '?still&worker=off' : '?still';
  await page.goto(new URL(`look/${look}.html${query}`, session.server.url).href);
  const found = new Map<string, Picture>();
  const { tags } = Object.values(LOOKS)[look]!;
  for (const tag of tags) {
    found.set(tag, await restingFrame(page, tag));
    assert.equal(await drawnIn(page, `${tag} .stage canvas`), onPage ? 'page' : 'worker');
  }
  assert.deepEqual(page.errors, []);
  await page.context().close();
  return found;
}

Object.keys(LOOKS).forEach((name, look) => {
  test(`${name}: every stage looks the same drawn in a worker and on the page's thread`, async (t) => {
    const inWorker = await frames(look, false);
    const onPage = await frames(look, true);
    for (const [tag, picture] of inWorker) {
      const { mean, differing } = difference(picture, onPage.get(tag)!);
      t.diagnostic(`${tag}: mean ${mean.toFixed(3)}, ${(differing * 100).toFixed(3)}% differ`);
      assert.ok(
        mean < 2 && differing < 0.01,
        `${tag} (${name}): mean difference ${mean.toFixed(2)}, ${(differing * 100).toFixed(2)}% of pixels differ`,
      );
    }
  });
});
