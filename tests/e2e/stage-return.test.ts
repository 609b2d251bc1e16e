/**
 * A 3D section that has drawn never goes blank again: scrolled away until its WebGL context is
 * gone, then back, its stage shows the scene in every sample from the moment it re-enters (its
 * last frame as an image, then the live canvas once that has drawn), and never "Loading...".
 * Under the strict CSP, at desktop and phone sizes, and with reduced motion.
 */
import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import type { Page } from 'playwright-core';
import {
  loseWorkerContext,
  MOBILE,
  openPage,
  rafPasses,
  sessionForFile,
  STAGE_TIMEOUT_MS,
  STRICT_CSP,
  waitForStage,
  workerTestHooks,
  upgraded,
  type OpenPageOptions,
} from '../support/e2e.ts';
import { clipPixels, type Box, type Picture } from '../support/pixels.ts';

const session = sessionForFile({ headers: { 'content-security-policy': STRICT_CSP } });

const SECTIONS = ['portfolio-hero', 'portfolio-about', 'portfolio-projects', 'portfolio-work'];
/** The issue's sampling interval: what a visitor would see flash. */
const SAMPLE_EVERY_MS = 150;
/** Samples taken once the live canvas is back, to see the hand-over too. */
const SAMPLES_AFTER_READY = 2;
/** A channel this far from the blank stage's counts as drawn (JPEG-free PNG, so exact). */
const CHANNEL_DELTA = 24;
/** Share of the stage's pixels that must differ from its blank self for the scene to show. */
const DRAWN_SHARE = 0.02;

interface StageLook {
  state: string;
  loading: boolean;
  snapshot: boolean;
  fallback: boolean;
}

/** What the stage shows besides its pixels: its state, the progress chip, the image. */
function stageLook(page: Page, tag: string): Promise<StageLook> {
  return page.evaluate((t) => {
    const root = document.querySelector(t)!.shadowRoot!;
    const snapshot = root.querySelector<HTMLElement>('.stage-snapshot');
    return {
      state: root.querySelector('.stage')!.getAttribute('data-state') ?? '',
      loading: !!root.querySelector('.stage-progress'),
      snapshot: !!snapshot && !snapshot.hidden,
      fallback: !!root.querySelector('.stage-fallback'),
    };
  }, tag);
}

async function stageBox(page: Page, tag: string): Promise<Box> {
  const box = await page.locator(`${tag} .stage`).boundingBox();
  assert.ok(box, `${tag} has no stage box`);
  return box;
}

/** Writes a sample as a PNG, to look at. */
async function savePng(page: Page, clip: Box, file: string): Promise<void> {
  await page.screenshot({ clip, path: file });
}

/** Share of pixels where some channel differs from `blank` by more than CHANNEL_DELTA. */
function drawnShare({ data: sample }: Picture, { data: blank }: Picture): number {
  let drawn = 0;
  for (let i = 0; i < sample.length; i += 3) {
    if (
      Math.abs(sample[i]! - blank[i]!) > CHANNEL_DELTA ||
      Math.abs(sample[i + 1]! - blank[i + 1]!) > CHANNEL_DELTA ||
      Math.abs(sample[i + 2]! - blank[i + 2]!) > CHANNEL_DELTA
    ) {
      drawn += 1;
    }
  }
  return drawn / (sample.length / 3);
}

/** Keeps the page's handles on the section's live canvases, to see their contexts go. */
function holdCanvases(page: Page, tag: string): Promise<number> {
  return page.evaluate((t) => {
    const canvases = [...document.querySelector(t)!.shadowRoot!.querySelectorAll('canvas')];
    (window as unknown as { __released: HTMLCanvasElement[] }).__released = canvases;
    return canvases.length;
  }, tag);
}

/** Waits until the held canvases' contexts are lost, or their workers' contexts stopped. */
async function contextsGone(page: Page, tag: string): Promise<void> {
  await page.waitForFunction(
    (t) => {
      const held = (window as unknown as { __released: HTMLCanvasElement[] }).__released;
      if (held.some((canvas) => canvas.dataset.drawnIn === 'worker')) {
        return [...window.__glProbe.workers.values()].every(
          (worker) => worker.section !== t || !worker.live,
        );
      }
      const contexts = [...window.__glProbe.contexts].filter((context) =>
        held.includes(context.canvas as HTMLCanvasElement),
      );
      return contexts.length > 0 && contexts.every((context) => context.isContextLost());
    },
    tag,
    { timeout: STAGE_TIMEOUT_MS },
  );
}

/** Scrolls so that `tag` sits more than a viewport height away (its stage is released). */
async function scrollAway(page: Page, tag: string): Promise<void> {
  await page.evaluate((t) => {
    const top = document.querySelector(t)!.getBoundingClientRect().top + scrollY;
    const end = document.documentElement.scrollHeight - innerHeight;
    window.scrollTo({ top: top < end / 2 ? end : 0, behavior: 'instant' });
  }, tag);
  await rafPasses(page, 2);
}

async function scrollBack(page: Page, tag: string): Promise<void> {
  await page.evaluate((t) => {
    const host = document.querySelector(t)!;
    if (t === 'portfolio-hero') window.scrollTo({ top: 0, behavior: 'instant' });
    else host.scrollIntoView({ block: 'center', behavior: 'instant' });
  }, tag);
}

/**
 * Looks at the stage in the page every SAMPLE_EVERY_MS (screenshots on a busy machine come less
 * often), until `stopLooking`.
 */
function startLooking(page: Page, tag: string): Promise<void> {
  return page.evaluate(
    ([t, every]) => {
      const root = document.querySelector(t)!.shadowRoot!;
      const looks: { state: string; loading: boolean; snapshot: boolean; fallback: boolean }[] = [];
      const look = () => {
        const snapshot = root.querySelector<HTMLElement>('.stage-snapshot');
        looks.push({
          state: root.querySelector('.stage')?.getAttribute('data-state') ?? '',
          loading: !!root.querySelector('.stage-progress'),
          snapshot: !!snapshot && !snapshot.hidden,
          fallback: !!root.querySelector('.stage-fallback'),
        });
      };
      // From the first frame after the return: what the same task changes is never painted.
      requestAnimationFrame(look);
      const timer = setInterval(look, every);
      (window as unknown as { __stopLooking: () => typeof looks }).__stopLooking = () => {
        clearInterval(timer);
        return looks;
      };
    },
    [tag, SAMPLE_EVERY_MS] as const,
  );
}

function stopLooking(page: Page): Promise<StageLook[]> {
  return page.evaluate(() =>
    (window as unknown as { __stopLooking: () => StageLook[] }).__stopLooking(),
  );
}

/**
 * Samples of the stage, every SAMPLE_EVERY_MS at most, until the live canvas is back; `onSample`
 * runs after each (with the count so far).
 */
async function sampleUntilLive(
  page: Page,
  tag: string,
  clip: Box,
  onSample?: (count: number) => Promise<void>,
) {
  const samples: { look: StageLook; pixels: Picture; at: number }[] = [];
  const start = Date.now();
  let after = 0;
  while (after < SAMPLES_AFTER_READY) {
    const at = Date.now();
    const look = await stageLook(page, tag);
    samples.push({ look, pixels: await clipPixels(page, clip), at: at - start });
    await onSample?.(samples.length);
    if (look.state === 'ready' && !look.snapshot) after += 1;
    assert.ok(Date.now() - start < STAGE_TIMEOUT_MS, `${tag} never drew again`);
    const wait = SAMPLE_EVERY_MS - (Date.now() - at);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  return samples;
}

/**
 * The stage with nothing drawn: its canvases and image hidden, at the same place; shown again
 * after, for the section's next return on the same page.
 */
async function blankStage(page: Page, tag: string, clip: Box): Promise<Picture> {
  const show = (visibility: string) =>
    page.evaluate(
      ([t, visibility]) => {
        const root = document.querySelector(t)!.shadowRoot!;
        for (const element of root.querySelectorAll<HTMLElement>('canvas, .stage-snapshot')) {
          element.style.visibility = visibility;
        }
      },
      [tag, visibility] as const,
    );
  await show('hidden');
  await rafPasses(page, 2);
  const blank = await clipPixels(page, clip);
  await show('');
  return blank;
}

/** The image's box in the stage, as laid: left, top, width, height. */
function imageBox(page: Page, tag: string): Promise<number[]> {
  return page.evaluate((t) => {
    const root = document.querySelector(t)!.shadowRoot!;
    const { style } = root.querySelector<HTMLElement>('.stage-snapshot')!;
    return [style.left, style.top, style.width, style.height].map((value) => parseFloat(value));
  }, tag);
}

/** The live canvas's box in the stage: left, top, width, height. */
function liveBox(page: Page, tag: string): Promise<number[]> {
  return page.evaluate((t) => {
    const root = document.querySelector(t)!.shadowRoot!;
    const stage = root.querySelector('.stage')!.getBoundingClientRect();
    const live = root.querySelector('canvas')!.getBoundingClientRect();
    return [live.left - stage.left, live.top - stage.top, live.width, live.height];
  }, tag);
}

/** Where the image sat, against the live canvas's place. */
async function placement(page: Page, tag: string) {
  return { image: await imageBox(page, tag), live: await liveBox(page, tag) };
}

/** Samples of a lost stage before the test lets the browser give its context back. */
const SAMPLES_WHILE_LOST = 4;

/**
 * Loses the stage's live context, as a GPU reset would, keeping the extension to restore it.
 * Returns the canvas's pixel size as it was lost.
 */
async function loseContext(page: Page, tag: string): Promise<string> {
  const { pixels, worker } = await page.evaluate((t) => {
    const canvas = document.querySelector(t)!.shadowRoot!.querySelector('canvas')!;
    const pixels = `${canvas.width}x${canvas.height}`;
    if (canvas.dataset.drawnIn === 'worker') return { pixels, worker: true };
    const gl = (canvas.getContext('webgl2') ?? canvas.getContext('webgl'))!;
    const lose = gl.getExtension('WEBGL_lose_context')!;
    (window as unknown as { __lose: WEBGL_lose_context }).__lose = lose;
    lose.loseContext();
    return { pixels, worker: false };
  }, tag);
  // A stage drawn in a worker: its context is taken there (workerTestHooks).
  if (worker) await loseWorkerContext(page, tag);
  lostIn.set(page, worker ? tag : null);
  await waitForStage(page, tag, 'lost');
  return pixels;
}

/** Waits until the stage holds a copy of a frame (see StageSnapshot: its pixels are marked). */
async function imageKept(page: Page, tag: string): Promise<void> {
  await page.waitForFunction(
    (t) =>
      !!document.querySelector(t)!.shadowRoot!.querySelector<HTMLElement>('.stage-snapshot')
        ?.dataset.pixels,
    tag,
    { timeout: STAGE_TIMEOUT_MS },
  );
}

/** Takes the element out and puts it back in the same place: unmounted, then mounted afresh. */
async function moveInPlace(page: Page, tag: string): Promise<void> {
  await page.evaluate((t) => {
    const host = document.querySelector(t)!;
    host.parentNode!.insertBefore(host, host.nextSibling);
  }, tag);
}

/**
 * Holds the messages that stage workers send the page, by type ('*': all of them), until
 * `deliverHeld` replays them in order: the page sees them arrive as late as a test needs.
 */
async function holdWorkerMessages(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const scope = window as unknown as {
      __held: Set<string>;
      __queue: { type: string; run: () => void }[];
      __deliver: (types: string[]) => void;
    };
    scope.__held = new Set();
    scope.__queue = [];
    scope.__deliver = (types) => {
      const due = scope.__queue.filter(({ type }) => types.includes(type) || types.includes('*'));
      scope.__queue = scope.__queue.filter((message) => !due.includes(message));
      for (const { run } of due) run();
    };
    const add = Worker.prototype.addEventListener;
    Worker.prototype.addEventListener = function (
      this: Worker,
      type: string,
      listener: EventListenerOrEventListenerObject,
      options?: boolean | AddEventListenerOptions,
    ) {
      if (type !== 'message' || typeof listener !== 'function') {
        return add.call(this, type, listener, options);
      }
      const held = (event: Event) => {
        const kind = String((event as MessageEvent<{ type?: string }>).data?.type);
        if (!scope.__held.has(kind) && !scope.__held.has('*')) return listener.call(this, event);
        scope.__queue.push({ type: kind, run: () => listener.call(this, event) });
      };
      return add.call(this, type, held, options);
    } as typeof Worker.prototype.addEventListener;
  });
}

function setHeld(page: Page, types: string[]): Promise<void> {
  return page.evaluate((held) => {
    (window as unknown as { __held: Set<string> }).__held = new Set(held);
  }, types);
}

/** Waits until a message of `type` is held (a worker's copy comes a frame after its ready). */
function messageHeld(page: Page, type: string): Promise<unknown> {
  return page.waitForFunction(
    (kind) =>
      (window as unknown as { __queue: { type: string }[] }).__queue.some(
        (message) => message.type === kind,
      ),
    type,
    { timeout: STAGE_TIMEOUT_MS },
  );
}

function deliverHeld(page: Page, types: string[]): Promise<void> {
  return page.evaluate((due) => {
    (window as unknown as { __deliver: (types: string[]) => void }).__deliver(due);
  }, types);
}

/** Which worker-drawn section each page lost its context in (null: on the page). */
const lostIn = new WeakMap<Page, string | null>();

async function restoreContext(page: Page): Promise<void> {
  const tag = lostIn.get(page);
  if (tag) return loseWorkerContext(page, tag, false);
  await page.evaluate(() =>
    (window as unknown as { __lose: WEBGL_lose_context }).__lose.restoreContext(),
  );
}

/** The pixel size of the image `tag`'s stage keeps of its frame (the image itself is closed). */
function imagePixelsOf(page: Page, tag: string): Promise<string | undefined> {
  return page.evaluate(
    (t) =>
      document.querySelector(t)!.shadowRoot!.querySelector<HTMLElement>('.stage-snapshot')!.dataset
        .pixels,
    tag,
  );
}

/**
 * The section drawn, then given up (scrolled away until its context is gone, its element moved
 * in the page, which remounts it, or its context lost), then sampled from its return (or its
 * loss) until it draws live.
 */
async function leaveAndReturn(
  t: TestContext,
  page: Page,
  tag: string,
  {
    shots,
    leave = 'scroll',
  }: { shots?: string | undefined; leave?: 'scroll' | 'move' | 'lose' } = {},
): Promise<void> {
  await page.evaluate((t) => document.querySelector(t)!.scrollIntoView(), tag);
  await waitForStage(page, tag, 'ready');
  // The first frames have shown; what the live canvas drew is the image that is kept. A worker's
  // copy comes in a message after the frame that follows its first whole one.
  await rafPasses(page, 4);
  await imageKept(page, tag);
  const held = await holdCanvases(page, tag);
  assert.ok(held > 0, `${tag} has no canvas`);
  let livePixels = await page.evaluate((t) => {
    const canvas = document.querySelector(t)!.shadowRoot!.querySelector('canvas')!;
    return `${canvas.width}x${canvas.height}`;
  }, tag);

  let releasedPixels: string | undefined;
  if (leave === 'scroll') {
    await scrollAway(page, tag);
    await contextsGone(page, tag);
    // The release's own image, read as it stands in: once the stage is back, it keeps a fresh
    // copy at each new pixel size (the governor's first moves), which replaces it.
    releasedPixels = await imagePixelsOf(page, tag);
    assert.equal((await stageLook(page, tag)).snapshot, true, `${tag} kept no image of its frame`);
    await startLooking(page, tag);
    await scrollBack(page, tag);
    await rafPasses(page, 1);
  } else if (leave === 'lose') {
    livePixels = await loseContext(page, tag);
    assert.equal((await stageLook(page, tag)).snapshot, true, `${tag} lost, kept no image`);
    await startLooking(page, tag);
  } else {
    await moveInPlace(page, tag);
    // Its view renders in a deferred pass after the element's placeholder (see create-element):
    // the image can only show from then on.
    await upgraded(page, tag);
    await startLooking(page, tag);
  }
  const clip = await stageBox(page, tag);
  // The image's own pixels as it stands in (a drawing stage keeps fresh copies later).
  const imagePixels = releasedPixels ?? (await imagePixelsOf(page, tag));
  if (shots) await savePng(page, clip, `${shots}-${tag}-image.png`);
  // A lost context comes back only when the browser gives it back: a few samples first.
  const samples = await sampleUntilLive(page, tag, clip, async (count) => {
    if (leave === 'lose' && count === SAMPLES_WHILE_LOST) await restoreContext(page);
  });
  if (shots) await savePng(page, clip, `${shots}-${tag}-live.png`);
  const looks = await stopLooking(page);
  const where = await placement(page, tag);
  const blank = await blankStage(page, tag, clip);

  // The image stood in on return: seen in a screenshot, or in a look (every frame) when the
  // live scene came back before the first screenshot (a quick machine).
  assert.ok(
    samples.some((sample) => sample.look.snapshot) || looks.some((look) => look.snapshot),
    `${tag}: nothing caught the image: ${samples.map((s) => `${s.at} ms ${s.look.state}`).join(', ')}`,
  );
  for (const [i, sample] of samples.entries()) {
    const label = `${tag} sample ${i} at ${sample.at} ms (${sample.look.state})`;
    assert.equal(sample.look.loading, false, `${label} shows the progress chip`);
    assert.ok(
      sample.look.snapshot || sample.look.state === 'ready',
      `${label}: neither the image nor the live canvas`,
    );
    assert.equal(sample.look.fallback, false, `${label} shows the fallback`);
    const share = drawnShare(sample.pixels, blank);
    assert.ok(share > DRAWN_SHARE, `${label} looks blank (${(share * 100).toFixed(1)}% drawn)`);
  }
  const measured = await page.evaluate((name) => {
    const last = (kind: string) =>
      performance.getEntriesByName(`${kind} ${name}`, 'measure').at(-1)?.duration ?? -1;
    return {
      snapshot: last('portfolio-snapshot'),
      keep: last('portfolio-keep'),
      reentry: last('portfolio-reentry'),
    };
  }, tag);
  t.diagnostic(
    `${tag}: ${samples.length} screenshots, ${looks.length} looks; last frame kept on release in ${measured.snapshot.toFixed(1)} ms, ` +
      `while drawing in ${measured.keep.toFixed(1)} ms; remount to live first frame ${measured.reentry.toFixed(0)} ms`,
  );
  for (const [i, look] of looks.entries()) {
    const label = `${tag} look ${i} of ${looks.length} (${look.state})`;
    assert.equal(look.loading, false, `${label} shows the progress chip`);
    assert.ok(
      look.snapshot || look.state === 'ready',
      `${label}: neither the image nor the canvas`,
    );
    assert.equal(look.fallback, false, `${label} shows the fallback`);
  }
  // The image sat exactly where the canvas is, at its pixel ratio.
  for (const [i, value] of where.image.entries()) {
    assert.ok(
      Math.abs(value - where.live[i]!) < 0.5,
      `${tag} image box ${where.image} vs ${where.live}`,
    );
  }
  assert.equal(imagePixels, livePixels, `${tag} image pixels vs the canvas it copied`);
}

async function openStages(
  t: TestContext,
  options: OpenPageOptions = {},
  query = '',
): Promise<Page> {
  const page = await openPage(session, t, { probe: true, ...options });
  await workerTestHooks(page);
  await page.goto(`${session.server.url}${query}`);
  return page;
}

// Each section leaves and returns on one page, one way after another: what it drew before has
// no part in what a later return shows (the blank reference is taken each time).
test('each 3D section, released off screen and scrolled back, then its context lost and restored, shows its scene in every sample; a moved hero its last frame', async (t) => {
  const page = await openStages(t);
  const shots = process.env.STAGE_RETURN_SHOTS;
  for (const tag of SECTIONS) await leaveAndReturn(t, page, tag, { shots });
  for (const tag of SECTIONS)
    await leaveAndReturn(t, page, tag, { leave: 'lose', shots: shots && `${shots}-lost` });
  await leaveAndReturn(t, page, 'portfolio-hero', {
    leave: 'move',
    shots: shots && `${shots}-moved`,
  });
  assert.deepEqual((page as unknown as { errors: string[] }).errors, []);
});

test('the hero and globe drawn on the page (?worker=off), released and scrolled back: no blank sample', async (t) => {
  const page = await openStages(t, {}, '?worker=off');
  for (const tag of ['portfolio-hero', 'portfolio-about']) {
    await leaveAndReturn(t, page, tag, {
      shots: process.env.STAGE_RETURN_SHOTS && `${process.env.STAGE_RETURN_SHOTS}-worker`,
    });
  }
  assert.deepEqual((page as unknown as { errors: string[] }).errors, []);
});

test('the hero at phone size with reduced motion: no blank sample on return, nor when its context is lost', async (t) => {
  const page = await openStages(t, { viewport: MOBILE, reducedMotion: 'reduce' });
  const shots = process.env.STAGE_RETURN_SHOTS;
  await leaveAndReturn(t, page, 'portfolio-hero', { shots: shots && `${shots}-mobile` });
  await leaveAndReturn(t, page, 'portfolio-hero', {
    leave: 'lose',
    shots: shots && `${shots}-mobile-lost`,
  });
});

/**
 * The standalone page with the workers' messages held by type (holdWorkerMessages), no copy of
 * a frame reaching the page while the hero's desk draws; the hero ready.
 */
async function openHeroWithoutCopies(t: TestContext): Promise<Page> {
  const page = await openPage(session, t, { probe: true });
  await holdWorkerMessages(page);
  await page.goto(session.server.url);
  await setHeld(page, ['image']);
  await waitForStage(page, 'portfolio-hero', 'ready');
  await messageHeld(page, 'image');
  return page;
}

test('a moved section drawn in a worker shows the last frame that reaches it after it remounts', async (t) => {
  const page = await openHeroWithoutCopies(t);
  const tag = 'portfolio-hero';
  assert.equal((await stageLook(page, tag)).snapshot, false);
  // ...nor anything else once it is moved: its old worker's last frame comes after the remount.
  await setHeld(page, ['*']);
  await moveInPlace(page, tag);
  await upgraded(page, tag);
  await rafPasses(page, 2);
  assert.deepEqual(await stageLook(page, tag), {
    state: 'loading',
    loading: false,
    snapshot: false,
    fallback: false,
  });
  await deliverHeld(page, ['image']);
  assert.deepEqual(
    await stageLook(page, tag),
    { state: 'loading', loading: false, snapshot: true, fallback: false },
    'the frame that came late shows over the remounted stage',
  );
  await setHeld(page, []);
  await deliverHeld(page, ['*']);
  await waitForStage(page, tag, 'ready');
  await page.waitForFunction(
    (t) =>
      document.querySelector(t)!.shadowRoot!.querySelector<HTMLElement>('.stage-snapshot')!.hidden,
    tag,
    { timeout: STAGE_TIMEOUT_MS },
  );
});

test("a worker's frames that arrive once its canvas has gone are laid where the canvas was", async (t) => {
  // No copy reaches the page while the desk draws: the first arrives after the release.
  const page = await openHeroWithoutCopies(t);
  const tag = 'portfolio-hero';
  const live = await liveBox(page, tag);
  await holdCanvases(page, tag);
  await scrollAway(page, tag);
  await contextsGone(page, tag);
  assert.equal((await stageLook(page, tag)).snapshot, false, 'an image before any arrived');
  await setHeld(page, []);
  await deliverHeld(page, ['image']);
  assert.equal((await stageLook(page, tag)).snapshot, true, 'the frame that came late shows');
  const image = await imageBox(page, tag);
  for (const [i, value] of image.entries()) {
    assert.ok(Math.abs(value - live[i]!) < 0.5, `image box ${image} vs the canvas's ${live}`);
  }
});

test('a section whose context is lost and never given back draws afresh after a scroll away', async (t) => {
  const page = await openStages(t);
  const tag = 'portfolio-hero';
  await waitForStage(page, tag, 'ready');
  await loseContext(page, tag);
  await scrollAway(page, tag);
  // Released: the lost canvas goes with the stage.
  await page.waitForFunction(
    (t) => !document.querySelector(t)!.shadowRoot!.querySelector('canvas'),
    tag,
    { timeout: STAGE_TIMEOUT_MS },
  );
  await scrollBack(page, tag);
  await waitForStage(page, tag, 'ready');
  await page.waitForFunction(
    (t) =>
      document.querySelector(t)!.shadowRoot!.querySelector<HTMLElement>('.stage-snapshot')!.hidden,
    tag,
    { timeout: STAGE_TIMEOUT_MS },
  );
  assert.equal((await stageLook(page, tag)).fallback, false);
});
