/**
 * The shared 3D platform's rules, checked on the built page in software WebGL: lazy creation,
 * no frames off screen, release far away, eager loading, fallbacks, context loss and restore.
 */
import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import type { Page } from 'playwright-core';
import { softwareStartRatio } from '../../src/three/renderer-caps.ts';
import { WINDOW_FRAMES } from '../../src/three/resolution-governor.ts';
import {
  drawnIn,
  drawsPast,
  framesDrawn,
  framesDrawnOver,
  installProbe,
  liveContexts,
  MOBILE,
  openPage,
  quietFrames,
  rafPasses,
  recorded,
  sessionForFile,
  shadowAttribute,
  slowWorkerClocks,
  upgraded,
  STAGE_TIMEOUT_MS,
  waitForStage,
  withoutWebGL,
  workerTestHooks,
  workersClosed,
  type OpenPageOptions,
} from '../support/e2e.ts';

/**
 * The tests that read the page's own WebGL contexts (their attributes, their start-up tasks,
 * their loss) draw every stage on the page: the hero and globe are otherwise drawn in workers
 * (tests/e2e/worker-stage.test.ts).
 */
const ON_PAGE = '?worker=off';

const session = sessionForFile();

const HERO = 'portfolio-hero';
const PROJECTS = 'portfolio-projects';
const ABOUT = 'portfolio-about';

const stageState = (page: Page, tag: string) => shadowAttribute(page, tag, '.stage', 'data-state');

function hasCanvas(page: Page, tag: string): Promise<boolean> {
  return page.evaluate(
    (t) => !!document.querySelector(t)?.shadowRoot?.querySelector('canvas'),
    tag,
  );
}

/** Software WebGL on a busy 2-core machine: first frames can take tens of seconds. */
const SLOW = 180_000;

async function scrollToY(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  // Intersection observers report once a frame, after it.
  await rafPasses(page, 2);
}

test('lazy: only sections near the viewport create a WebGL context; the hero renders pixels', async (t) => {
  const page = await openPage(session, t);
  await installProbe(page);
  await page.goto(session.server.url);
  await waitForStage(page, HERO, 'ready');
  assert.equal(await hasCanvas(page, PROJECTS), false, 'projects created a canvas off screen');
  assert.equal(await stageState(page, PROJECTS), 'idle');
  // Contexts exist only for stages near the viewport (the hero, and the about globe right below).
  const near = await page.evaluate(
    () =>
      ['portfolio-hero', 'portfolio-about', 'portfolio-projects', 'portfolio-work'].filter(
        (tag) => {
          const el = document.querySelector(tag);
          return el && el.getBoundingClientRect().top < innerHeight + 200;
        },
      ).length,
  );
  assert.ok(
    (await liveContexts(page)) <= near,
    `${await liveContexts(page)} contexts for ${near} near sections`,
  );
  assert.ok((await framesDrawn(page, HERO)) > 0);
  const box = await page.locator(`${HERO} canvas`).boundingBox();
  const shot = await page.screenshot({ clip: box! });
  // A blank canvas compresses to almost nothing; a rendered scene does not.
  assert.ok(shot.byteLength > 20_000, `hero canvas looks blank (${shot.byteLength} bytes)`);

  await page.locator(PROJECTS).scrollIntoViewIfNeeded();
  await waitForStage(page, PROJECTS, 'ready');
  assert.equal(await hasCanvas(page, PROJECTS), true);
});

test("on the page's thread, the first frame links, uploads and reads back nothing: each is a task of its own before it; no extension the stages do not use is enabled, and the canvas is resized once", async (t) => {
  const page = await openPage(session, t);
  await page.addInitScript(() => {
    // A task counter, moved on at the start of a task, never within one. A message ping-pong
    // alone can miss a boundary: the browser may run a timer, a frame or a continuation of
    // scheduler.yield (which goes ahead of other tasks) between two of its messages. So each
    // of those moves it on too, as it starts: every timer callback, every yield's continuation
    // (before the code that awaited it) and every frame (this page's first callback, so before
    // the renderer's).
    let task = 0;
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      task += 1;
      channel.port2.postMessage(null);
    };
    channel.port2.postMessage(null);
    const frame = () => {
      task += 1;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    const setTimer = window.setTimeout;
    window.setTimeout = ((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
      if (typeof handler !== 'function') return setTimer(handler, ms, ...args);
      const call = handler as (...passed: unknown[]) => void;
      return setTimer(
        (...passed: unknown[]) => {
          task += 1;
          call(...passed);
        },
        ms,
        ...args,
      );
    }) as typeof window.setTimeout;
    const scheduler = (window as unknown as { scheduler?: { yield?: () => Promise<void> } })
      .scheduler;
    const yieldTask = scheduler?.yield?.bind(scheduler);
    if (scheduler && yieldTask) {
      scheduler.yield = () =>
        yieldTask().then(() => {
          task += 1;
        });
    }
    type Entry = {
      links: number[];
      uploads: number[];
      tables: number[];
      extensions: string[];
      /** Each change of the canvas's width or height once it has a context. */
      resizes: number;
      firstDraw: number | null;
    };
    const entries = new Map<unknown, Entry>();
    (window as unknown as { __firstFrames: typeof entries }).__firstFrames = entries;
    const entry = (gl: WebGL2RenderingContext) => {
      let found = entries.get(gl.canvas);
      if (!found) {
        entries.set(
          gl.canvas,
          (found = {
            links: [],
            uploads: [],
            tables: [],
            extensions: [],
            resizes: 0,
            firstDraw: null,
          }),
        );
      }
      return found;
    };
    const proto = WebGL2RenderingContext.prototype;
    const wrap = <K extends keyof WebGL2RenderingContext>(
      name: K,
      seen: (found: Entry, args: unknown[]) => void,
    ) => {
      const original = proto[name] as (...args: unknown[]) => unknown;
      Object.defineProperty(proto, name, {
        value(this: WebGL2RenderingContext, ...args: unknown[]) {
          seen(entry(this), args);
          return original.apply(this, args);
        },
      });
    };
    wrap('linkProgram', (found) => found.links.push(task));
    // A program's tables (and whether it linked) are read back in a synchronous round trip.
    wrap('getProgramParameter', (found, [, name]) => {
      // KHR_parallel_shader_compile's COMPLETION_STATUS_KHR is answered without waiting.
      if (name !== 0x91b1) found.tables.push(task);
    });
    // Image uploads (render targets allocate with no image, when first drawn into).
    for (const name of ['texImage2D', 'texSubImage2D'] as const) {
      wrap(name, (found, args) => {
        if (args.some((arg) => arg instanceof ImageBitmap || arg instanceof HTMLImageElement)) {
          found.uploads.push(task);
        }
      });
    }
    // A drawing buffer's new size is a round trip too.
    for (const side of ['width', 'height'] as const) {
      const { get, set } = Object.getOwnPropertyDescriptor(HTMLCanvasElement.prototype, side)!;
      Object.defineProperty(HTMLCanvasElement.prototype, side, {
        get,
        set(this: HTMLCanvasElement, value: number) {
          const found = entries.get(this);
          if (found && found.firstDraw === null && get!.call(this) !== value) found.resizes += 1;
          set!.call(this, value);
        },
      });
    }
    // Enabling an extension is a synchronous round trip too.
    wrap('getExtension', (found, [name]) => found.extensions.push(String(name)));
    wrap('drawElements', (found) => {
      found.firstDraw ??= task;
    });
  });
  await page.goto(`${session.server.url}${ON_PAGE}`);
  await waitForStage(page, HERO, 'ready');
  const hero = await page.evaluate((tag) => {
    const canvas = document.querySelector(tag)!.shadowRoot!.querySelector('canvas')!;
    const entries = (window as unknown as { __firstFrames: Map<unknown, unknown> }).__firstFrames;
    return entries.get(canvas) as {
      links: number[];
      uploads: number[];
      tables: number[];
      extensions: string[];
      resizes: number;
      firstDraw: number;
    };
  }, HERO);
  const seen = JSON.stringify(hero);
  // The desk's and the logos' programs, the photo's, and the contact shadow's depth and blur
  // passes (materials alike share one).
  assert.ok(hero.links.length >= 4, `programs linked: ${seen}`);
  // The photo on the desk's screen.
  assert.ok(hero.uploads.length >= 1, `images uploaded: ${seen}`);
  assert.ok(hero.tables.length >= hero.links.length, `tables read: ${seen}`);
  for (const kind of ['links', 'uploads', 'tables'] as const) {
    assert.ok(
      hero[kind].every((task) => task < hero.firstDraw),
      `${kind} in or after the first frame's task: ${seen}`,
    );
  }
  // Not one long task either: the links, uploads and reads spread over several.
  const tasks = new Set([...hero.links, ...hero.uploads, ...hero.tables]);
  assert.ok(tasks.size >= 4, `all in ${tasks.size} tasks: ${seen}`);
  // three.js asks for its extensions as its renderer starts; the context passes on only those
  // the stages use (begin-stage.ts), and the scene draws with them.
  assert.ok(hero.extensions.includes('EXT_color_buffer_float'), `extensions: ${seen}`);
  for (const unused of ['WEBGL_clip_cull_distance', 'EXT_color_buffer_half_float']) {
    assert.ok(!hero.extensions.includes(unused), `${unused} enabled: ${seen}`);
  }
  // The canvas came to the stage at its CSS size (serve-stage.ts): one new width and height
  // for the pixel ratio before the first frame.
  assert.ok(hero.resizes <= 2, `resizes before the first frame: ${seen}`);
});

test('off screen: no frames while hidden, frames again on return, context released far away', async (t) => {
  const page = await openPage(session, t);
  await installProbe(page);
  await page.goto(session.server.url);
  await waitForStage(page, HERO, 'ready');
  const heroBottom = await page
    .locator(HERO)
    .evaluate((el) => el.getBoundingClientRect().bottom + scrollY);

  // Just past the hero: still within a viewport height (kept), but not visible (paused).
  await scrollToY(page, heroBottom + 40);
  assert.equal(await hasCanvas(page, HERO), true);
  // A frame already under way may finish; after that, nothing more is drawn.
  const paused = await quietFrames(page, HERO);
  assert.equal(await framesDrawnOver(page, HERO), 0, 'the hero drew while off screen');

  await scrollToY(page, 0);
  await drawsPast(page, HERO, paused, SLOW);

  // Far away: the hero's canvas and its context are released.
  await page.locator('portfolio-contact').scrollIntoViewIfNeeded();
  await page.waitForFunction(
    (tag) => !document.querySelector(tag)!.shadowRoot!.querySelector('canvas'),
    HERO,
    {
      timeout: SLOW,
    },
  );
  assert.equal(await stageState(page, HERO), 'idle');
  // Its worker, and the context it held, are gone; the image of its last frame stays.
  await workersClosed(page, [HERO]);
  const snapshot = page.locator(`${HERO} .stage-snapshot`);
  assert.equal(await snapshot.isHidden(), false, 'no image of the last frame');
  assert.match((await snapshot.getAttribute('data-pixels')) ?? '', /^\d+x\d+$/);
  // And it comes back on return.
  await scrollToY(page, 0);
  await waitForStage(page, HERO, 'ready');
});

test('loading="eager" creates the stage at once, far from the viewport', async (t) => {
  const page = await openPage(session, t);
  await installProbe(page);
  await page.goto(`${session.server.url}embed/projects.html`);
  await page.evaluate(() => {
    const spacer = document.createElement('div');
    spacer.style.height = '5000px';
    const element = document.createElement('portfolio-projects');
    element.setAttribute('loading', 'eager');
    element.id = 'eager';
    document.body.append(spacer, element);
  });
  await page.waitForFunction(
    () => !!document.querySelector('#eager')?.shadowRoot?.querySelector('canvas'),
    null,
    {
      timeout: SLOW,
    },
  );
});

test('reports progress and load events, with Loading... at 0', async (t) => {
  const page = await openPage(session, t);
  await page.addInitScript(() => {
    const seen: number[] = [];
    (window as unknown as { __progress: number[] }).__progress = seen;
    document.addEventListener('portfolio-progress', (event) => {
      if ((event.target as Element).localName === 'portfolio-hero')
        seen.push((event as CustomEvent).detail.progress);
    });
    document.addEventListener('portfolio-load', (event) => {
      if ((event.target as Element).localName === 'portfolio-hero')
        (window as unknown as { __loaded: boolean }).__loaded = true;
    });
  });
  await page.goto(session.server.url);
  await page.waitForFunction(
    () => (window as unknown as { __loaded?: boolean }).__loaded === true,
    null,
    {
      timeout: SLOW,
    },
  );
  const seen = await page.evaluate(
    () => (window as unknown as { __progress: number[] }).__progress,
  );
  assert.equal(seen[0], 0);
  assert.equal(seen.at(-1), 1);
  assert.ok(
    seen.every((value, i) => i === 0 || value >= seen[i - 1]!),
    `not monotonic: ${seen}`,
  );
});

test('a lost context keeps the last frame on screen and fires portfolio-error; a restored one renders again', async (t) => {
  const page = await openPage(session, t);
  await installProbe(page);
  await page.goto(`${session.server.url}${ON_PAGE}`);
  await waitForStage(page, HERO, 'ready');
  // A drawing stage keeps a copy of a frame for a loss (one at its first frame, then every 2 s).
  await page.locator(`${HERO} .stage-snapshot[data-pixels]`).waitFor({ state: 'attached' });
  const error = page.evaluate(
    () =>
      new Promise((resolve) =>
        document
          .querySelector('portfolio-hero')!
          .addEventListener('portfolio-error', (e) => resolve((e as CustomEvent).detail), {
            once: true,
          }),
      ),
  );
  await page.evaluate(() => {
    const canvas = document.querySelector('portfolio-hero')!.shadowRoot!.querySelector('canvas')!;
    const gl = (canvas.getContext('webgl2') ?? canvas.getContext('webgl'))!;
    (window as unknown as { __lose: WEBGL_lose_context }).__lose =
      gl.getExtension('WEBGL_lose_context')!;
    (window as unknown as { __lose: WEBGL_lose_context }).__lose.loseContext();
  });
  assert.deepEqual(await error, { source: 'webgl', message: 'WebGL context lost' });
  await waitForStage(page, HERO, 'lost');
  // It had drawn: its last frame stays as an image, not the fallback (stage-return.test.ts
  // samples what it looks like).
  assert.equal(await page.locator(`${HERO} .stage-snapshot`).isVisible(), true);
  assert.equal(await page.locator(`${HERO} .stage-fallback`).count(), 0);
  assert.equal(await page.locator(`${HERO} a, ${HERO} button`).first().isVisible(), true);

  await page.evaluate(() =>
    (window as unknown as { __lose: WEBGL_lose_context }).__lose.restoreContext(),
  );
  await page.waitForFunction(
    (tag) =>
      document
        .querySelector(tag)!
        .shadowRoot!.querySelector('.stage')!
        .getAttribute('data-state') !== 'lost',
    HERO,
    { timeout: SLOW },
  );
  await drawsPast(page, HERO, await framesDrawn(page, HERO), SLOW);
  assert.equal(await page.locator(`${HERO} .stage-fallback`).count(), 0);
  assert.equal(await page.locator(`${HERO} .stage-snapshot`).isVisible(), false);
});

test('without WebGL every 3D section shows its fallback; text and buttons keep working', async () => {
  await withoutWebGL(async (page) => {
    await waitForStage(page, HERO, 'error');
    assert.equal(await page.locator(`${HERO} .stage-fallback`).isVisible(), true);
    const errors = await recorded<{ source: string }>(page, 'portfolio-error');
    assert.ok(
      errors.some((e) => e.tag === HERO && e.source === 'webgl'),
      JSON.stringify(errors),
    );
    const cta = page.locator(`${HERO} a[href="#about"]`);
    assert.equal(await cta.isVisible(), true);
    await cta.click();
    await page.waitForFunction(() => location.hash === '#about');
    // The globe: its fallback, reported once; its cards work.
    await upgraded(page, ABOUT);
    await page.locator(`${ABOUT} .globe-frame`).scrollIntoViewIfNeeded();
    await waitForStage(page, ABOUT, 'error');
    assert.equal(await page.locator(`${ABOUT} .stage-fallback`).isVisible(), true);
    const aboutErrors = await recorded<{ source: string }>(page, 'portfolio-error');
    assert.deepEqual(
      aboutErrors.filter((e) => e.tag === ABOUT).map((e) => e.source),
      ['webgl'],
      JSON.stringify(aboutErrors),
    );
    assert.equal(await page.locator(`${ABOUT} a.button-primary`).isVisible(), true);
    await page.locator(`${ABOUT} .copy-button`).click();
    await page
      .locator(`${ABOUT} .copy-icon[data-icon="check"], ${ABOUT} .copy-field`)
      .first()
      .waitFor();
    await page.locator(PROJECTS).scrollIntoViewIfNeeded();
    await waitForStage(page, PROJECTS, 'error');
    assert.equal(await page.locator(`${PROJECTS} button`).first().isEnabled(), true);
  });
});

/**
 * The hero's canvas and context, and the contexts the page made that no section draws on (a
 * throwaway renderer probe's); runs in the page.
 */
function heroContext() {
  const made = [...window.__glProbe.contexts];
  const canvases = document.querySelector('portfolio-hero')!.shadowRoot!.querySelectorAll('canvas');
  const canvas = canvases[0]!;
  return {
    canvases: canvases.length,
    antialias: made.find((context) => context.canvas === canvas)?.getContextAttributes()?.antialias,
    ratio: canvas.width / canvas.getBoundingClientRect().width,
    cssArea: canvas.getBoundingClientRect().width * canvas.getBoundingClientRect().height,
    throwaway: made.filter((context) => {
      const root = (context.canvas as HTMLCanvasElement).getRootNode?.();
      return !(root instanceof ShadowRoot) || context.isContextLost();
    }).length,
  };
}

test('in software WebGL the sections draw without multisampling, from a fixed pixel budget while they move, and sharp at rest', async (t) => {
  const page = await openPage(session, t, { deviceScaleFactor: 2 });
  await installProbe(page);
  await page.goto(`${session.server.url}?worker=off`);
  await waitForStage(page, HERO, 'ready');
  const hero = await page.evaluate(heroContext);
  assert.equal(hero.antialias, false, 'multisampling on in software WebGL');
  // At most one pixel per CSS pixel at any screen density, and only as many as the budget fills
  // (half the width and height at least): nearly the ratio the scene settles at, so adaptive
  // resolution need not resize it while the page loads. The governor moves only after a
  // window of frames, which the first frame is not.
  const start = Math.min(1, Math.max(0.5, softwareStartRatio(hero.cssArea)));
  assert.ok(Math.abs(hero.ratio - start) < 0.02, `drawing ${hero.ratio} pixels per CSS pixel`);
  // On the page's thread the renderer is asked on the first stage's own context, the one it
  // keeps: each context made there waits on the GPU process, so the page makes no throwaway.
  assert.equal(hero.throwaway, 0, 'a context no section draws on');
  assert.equal(hero.canvases, 1);

  // At rest (?still: one frame, then no loop) the frame is drawn at the screen's whole ratio.
  await page.goto(`${session.server.url}?still&worker=off`);
  await waitForStage(page, HERO, 'ready');
  await page.waitForFunction(
    () => {
      const canvas = document.querySelector('portfolio-hero')!.shadowRoot!.querySelector('canvas')!;
      return canvas.width / canvas.getBoundingClientRect().width > 1.98;
    },
    null,
    { timeout: STAGE_TIMEOUT_MS },
  );
});

test("with a GPU, a stage on the page's thread keeps the probe's context and draws at twice an ordinary screen's pixels instead of multisampling", async (t) => {
  // An ordinary screen (one pixel per CSS pixel), phone-sized: twice its pixels is a quick frame
  // in software too.
  const page = await openPage(session, t, { viewport: MOBILE, deviceScaleFactor: 1 });
  await installProbe(page);
  await page.addInitScript(() => {
    // WEBGL_debug_renderer_info's UNMASKED_RENDERER_WEBGL, answered as a desktop GPU would.
    const UNMASKED_RENDERER = 0x9246;
    for (const proto of [WebGLRenderingContext.prototype, WebGL2RenderingContext.prototype]) {
      const getParameter = proto.getParameter;
      proto.getParameter = function (this: WebGL2RenderingContext, name: number) {
        if (name === UNMASKED_RENDERER) return 'ANGLE (NVIDIA, NVIDIA GeForce RTX 3060, D3D11)';
        return getParameter.call(this, name) as unknown;
      };
    }
  });
  await page.goto(`${session.server.url}?still&worker=off`);
  await waitForStage(page, HERO, 'ready');
  const hero = await page.evaluate(heroContext);
  assert.equal(hero.throwaway, 0, 'a context no section draws on');
  assert.equal(hero.antialias, false);
  assert.ok(Math.abs(hero.ratio - 2) < 0.02, `drawing ${hero.ratio} pixels per CSS pixel`);
  const shot = await page.screenshot({
    clip: (await page.locator(`${HERO} canvas`).boundingBox())!,
  });
  assert.ok(shot.byteLength > 20_000, `hero canvas looks blank (${shot.byteLength} bytes)`);
});

/** Drawing-buffer pixels per CSS pixel of a section's canvas; runs in the page. */
function pixelRatioOf(tag: string): number {
  const canvas = document.querySelector(tag)!.shadowRoot!.querySelector('canvas')!;
  return canvas.width / canvas.getBoundingClientRect().width;
}

/** The page's clock under `slowFrameClock`: every display frame is this long. */
const VIRTUAL_FRAME_MS = 40;

/**
 * From now on the page's clock (performance.now and the animation-frame timestamp), and that of
 * the stage workers it runs (workerTestHooks), moves VIRTUAL_FRAME_MS per display frame and stands still within one, so a running loop paces at
 * 25 fps to the resolution governor (slow: over 25 ms a frame; a stall: over 1 s), however fast
 * or busy the machine: on a loaded machine real frames can take over a second, which the
 * governor rightly ignores as stalls, and a test hoping for slowness never saw it. Installed
 * once the stage is ready, so its loading (timeouts) keeps real time.
 */
async function slowFrameClock(page: Page, workers: boolean): Promise<void> {
  if (workers) await slowWorkerClocks(page, VIRTUAL_FRAME_MS);
  await page.evaluate((frameMs) => {
    const request = window.requestAnimationFrame.bind(window);
    let virtual = performance.now();
    let lastDisplayFrame: number | undefined;
    performance.now = () => virtual;
    window.requestAnimationFrame = (callback) =>
      request((displayFrame) => {
        if (displayFrame !== lastDisplayFrame) {
          lastDisplayFrame = displayFrame;
          virtual += frameMs;
        }
        callback(virtual);
      });
  }, VIRTUAL_FRAME_MS);
}

/** Frames for a few of the governor's windows, each with its settling frames after a change. */
const GOVERNOR_WINDOWS = 4 * (WINDOW_FRAMES + 3);

/** The about globe's stage starts above its floor in software WebGL (the desk starts on it). */

/** The globe's page, drawn in a worker or (?worker=off) on the page, its stage ready. */
async function openGlobe(t: TestContext, where: 'worker' | 'page', options: OpenPageOptions = {}) {
  const page = await openPage(session, t, { ...options, probe: true });
  await workerTestHooks(page);
  await page.goto(`${session.server.url}${where === 'page' ? ON_PAGE : ''}`);
  await page.locator(ABOUT).scrollIntoViewIfNeeded();
  await waitForStage(page, ABOUT, 'ready');
  assert.equal(await drawnIn(page, `${ABOUT} canvas`), where);
  return page;
}

for (const where of ['worker', 'page'] as const) {
  test(`adaptive resolution (${where}): a slow scene lowers its pixel ratio, never below half, and keeps it when it comes back`, async (t) => {
    const page = await openGlobe(t, where);
    const start = await page.evaluate(pixelRatioOf, ABOUT);
    assert.ok(start > 0.6, `the globe started at ${start}`);
    await slowFrameClock(page, where === 'worker');
    await page.waitForFunction(
      ([tag, from]) => {
        const canvas = document.querySelector(tag)!.shadowRoot!.querySelector('canvas')!;
        return canvas.width / canvas.getBoundingClientRect().width < from - 0.05;
      },
      [ABOUT, start] as const,
      { timeout: SLOW },
    );
    // Still slow, it steps on down (from 1: 0.8, 0.64, 0.51; the floor, 0.5, is too small a change
    // to be worth a resize), never further: twice the frames those steps take.
    await rafPasses(page, 2 * GOVERNOR_WINDOWS);
    const lowered = await page.evaluate(pixelRatioOf, ABOUT);
    assert.ok(lowered >= 0.49, `pixel ratio fell to ${lowered}`);
    // Released off screen and back: the ratio it reached, not its start again (each move resizes
    // the drawing buffer, a long task in software WebGL).
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight }));
    await waitForStage(page, ABOUT, 'idle');
    await page.locator(ABOUT).scrollIntoViewIfNeeded();
    await waitForStage(page, ABOUT, 'ready');
    assert.equal(await page.evaluate(pixelRatioOf, ABOUT), lowered);
  });
}

test('adaptive resolution leaves a still scene (reduced motion) at its starting ratio', async (t) => {
  // Frames drawn on demand are not a pace, however slow the frame clock.
  const page = await openGlobe(t, 'worker', { reducedMotion: 'reduce' });
  const start = await page.evaluate(pixelRatioOf, ABOUT);
  await slowFrameClock(page, true);
  await rafPasses(page, GOVERNOR_WINDOWS);
  assert.equal(
    await page.evaluate(pixelRatioOf, ABOUT),
    start,
    'the ratio moved with nothing moving',
  );
});
