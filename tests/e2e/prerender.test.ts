/**
 * The prerendered standalone page (scripts/build/prerender.ts): its sections are declarative shadow
 * roots that paint before any script, and the elements take them over without a second copy,
 * a shift or an error.
 */
import { axeViolations } from '../support/axe.ts';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { ELEMENT_ENTRIES } from '../../elements.config.ts';
import { inlineHashes } from '../../scripts/site/csp.ts';
import { criticalCssRecord } from '../../scripts/build/build-paths.ts';
import { compareCutStyles } from '../support/cut-styles.ts';
import {
  DIST,
  interLoaded,
  MOBILE,
  openPage,
  sessionForFile,
  rafPasses,
  STRICT_CSP,
} from '../support/e2e.ts';
import { elementPixels, meanLuma } from '../support/pixels.ts';

/** Every element but the contact form, which scripts/build/prerender.ts leaves to its code. */
const PRERENDERED = Object.keys(ELEMENT_ENTRIES).filter((tag) => tag !== 'portfolio-contact');

const session = sessionForFile({ headers: { 'content-security-policy': STRICT_CSP } });

const STILL_PAGE = () => `${session.server.url}?still`;

/** The page's HTML as built. */
function builtPage(): string {
  return readFileSync(join(DIST, 'index.html'), 'utf8');
}

/** Serves `html` in place of the page, for this page only. */
async function servePage(page: Page, html: string): Promise<void> {
  await page.route(
    (url) => url.pathname === '/',
    (route) => route.fulfill({ body: html, contentType: 'text/html; charset=utf-8' }),
  );
}

/** Text of the first shown `selector` match in `tag`'s shadow root ('' when none shows). */
function visibleText(page: Page, tag: string, selector: string): Promise<string> {
  return page.evaluate(
    ([t, s]) => {
      const nodes = [...(document.querySelector(t!)?.shadowRoot?.querySelectorAll(s!) ?? [])];
      const shown = (nodes as HTMLElement[]).find((node) => {
        const box = node.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(node).visibility === 'visible';
      });
      return shown?.innerText.trim() ?? '';
    },
    [tag, selector],
  );
}

/**
 * Resolves when every element on the page is defined and has replaced its prerendered markup.
 * Those below the window wait for a reader to come near, or for their first key: while any
 * waits, the page is sent a key event with no key (as `upgraded` in tests/support/e2e.ts).
 */
function upgraded(page: Page): Promise<void> {
  return page.waitForFunction(
    (tags) => {
      const elements = tags.map((tag) => document.querySelector(tag));
      if (
        elements.some((e) => e?.matches(':defined') && e.hasAttribute('data-portfolio-prerendered'))
      ) {
        window.dispatchEvent(new KeyboardEvent('keydown'));
      }
      return elements.every(
        (element) =>
          element?.matches(':defined') &&
          !element.hasAttribute('data-portfolio-prerendered') &&
          !element.shadowRoot?.querySelector('style'),
      );
    },
    PRERENDERED,
    { timeout: 30_000 },
  ) as Promise<unknown> as Promise<void>;
}

/** The prerendered elements still showing their markup, not yet taken over by their view. */
const waitingTakeover = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[data-portfolio-prerendered]')].map((e) => e.localName),
  );

test('the built page carries a declarative shadow root per section, hero text included', () => {
  const html = builtPage();
  for (const tag of PRERENDERED) {
    assert.match(html, new RegExp(`<${tag}[^>]*><template shadowrootmode="open"><style>`), tag);
  }
  assert.doesNotMatch(html, /<portfolio-contact[^>]*><template/);
  // The first paint waits until the hero is parsed: it is the first screen, never the nav alone.
  assert.match(
    html,
    /<head>[^]*<link rel="expect" href="#portfolio-first-screen" blocking="render">[^]*<\/head>/,
  );
  assert.match(html, /<\/portfolio-hero><template id="portfolio-first-screen"><\/template>/);
  const hero = html.slice(html.indexOf('<portfolio-hero'), html.indexOf('</portfolio-hero>'));
  assert.match(hero, /<h1 class="hero-greeting">.*Hi, I am Jordan/);
  assert.match(hero, /Full-Stack Engineer/);
  assert.match(hero, /data-state="idle"/);
  // Strict CSP: no style="" attribute; each inline <style> and script is in the policy by hash.
  assert.doesNotMatch(html, /\sstyle="/);
  const { styles, scripts } = inlineHashes([html]);
  assert.ok(styles.length >= PRERENDERED.length && scripts.length === 1);
  for (const hash of [...styles, ...scripts]) assert.ok(STRICT_CSP.includes(hash), hash);
  assert.doesNotMatch(STRICT_CSP, /unsafe-inline|unsafe-eval/);
});

test("the page's first paint needs no request but its HTML; its largest paint stays that first one", async (t) => {
  const page = await openPage(session, t);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto(STILL_PAGE(), { waitUntil: 'load' });
  const fcp = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list, observer) => {
          const entry = list.getEntriesByName('first-contentful-paint')[0];
          if (!entry) return;
          observer.disconnect();
          resolve(entry.startTime);
        }).observe({ type: 'paint', buffered: true });
      }),
  );
  const before = await page.evaluate(
    (fcp) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < fcp)
        .map((entry) => new URL(entry.name).pathname),
    fcp,
  );
  // Images the page shows lower down may start early (loading="lazy" has a margin); nothing
  // the first paint waits on: no stylesheet, no font, no script.
  assert.deepEqual(
    before.filter((path) => !/\.(svg|png|webp|jpg)$/.test(path)),
    [],
    `requested before the first paint: ${before.join(', ')}`,
  );
  await upgraded(page);
  await page.waitForFunction(() => document.fonts.status === 'loaded' && document.fonts.size > 0);
  await rafPasses(page, 2);
  const largest = await page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        const times: number[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) times.push(entry.startTime);
          resolve(times);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  assert.deepEqual(largest, [fcp], 'one largest paint: the first, before any script');
  assert.ok(
    requested.some((path) => path.endsWith('.woff2')),
    'the web fonts came after',
  );
});

test('with JavaScript off, the hero headline and the nav show, styled, under a strict CSP', async () => {
  for (const viewport of [{ width: 1440, height: 900 }, MOBILE]) {
    const page = await session.newPage({ javaScriptEnabled: false, viewport });
    await page.goto(STILL_PAGE());
    const typed = (line: string) => visibleText(page, 'portfolio-hero', `${line} .typed-text`);
    assert.equal(await typed('.hero-greeting'), 'Hi, I am Jordan');
    assert.equal(await typed('.hero-skills'), 'Full-Stack Engineer');
    assert.equal(await visibleText(page, 'portfolio-nav', '.brand'), 'Jordan');
    assert.equal(await visibleText(page, 'portfolio-hero', '.hero-cta'), "Let's work together");
    if (viewport.width > 768) {
      assert.equal(
        await visibleText(page, 'portfolio-nav', '.nav-desktop'),
        'Home\nAbout\nWork\nContact',
      );
    }
    const layout = await page.evaluate(() => {
      const root = document.querySelector('portfolio-hero')!.shadowRoot!;
      const skills = root.querySelector('.hero-skills')!;
      const bar = document.querySelector('portfolio-nav')!.shadowRoot!.querySelector('.bar')!;
      const row = document
        .querySelector('portfolio-about')!
        .shadowRoot!.querySelector('.code-row [data-prerender-style], [data-prerender-style]')!;
      return {
        skillsSize: parseFloat(getComputedStyle(skills).fontSize),
        barPosition: getComputedStyle(bar).position,
        rowWidth: getComputedStyle(row).getPropertyValue('--width'),
      };
    });
    assert.ok(layout.skillsSize > 30, `hero styles applied: ${layout.skillsSize}px`);
    assert.equal(layout.barPosition, 'fixed');
    assert.equal(layout.rowWidth, '34%', 'inline styles arrive as rules');
    await page.context().close();
  }
});

test('each prerendered section paints with the rules cut to its markup as with its whole stylesheet', async () => {
  const { swapped, read, differ } = await compareCutStyles(
    session,
    STILL_PAGE(),
    criticalCssRecord(),
  );
  assert.ok(swapped >= PRERENDERED.length, `${swapped} styles had their whole sheet`);
  assert.ok(read > 10_000, `${read} values read`);
  assert.deepEqual(differ, []);
});

/** Holds every element chunk until `release()`: the page runs on its prerendered markup alone. */
async function holdElementCode(page: Page): Promise<{ release: () => void; fetched: string[] }> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const fetched: string[] = [];
  await page.route('**/elements/*.js', async (route) => {
    fetched.push(route.request().url());
    await gate;
    await route.continue();
  });
  return { release, fetched };
}

test('the text paints before any element code is fetched', async (t) => {
  const page = await openPage(session, t);
  const { release, fetched } = await holdElementCode(page);
  await page.goto(STILL_PAGE(), { waitUntil: 'load' });
  // Paint entries arrive once the frame is presented: wait for it (element code still held).
  const fcp = await page.evaluate(
    () =>
      new Promise<number | null>((resolve) => {
        setTimeout(() => resolve(null), 10_000);
        new PerformanceObserver((list) => {
          const entry = list.getEntriesByName('first-contentful-paint')[0];
          if (entry) resolve(entry.startTime);
        }).observe({ type: 'paint', buffered: true });
      }),
  );
  const before = await page.evaluate(() => ({
    greeting: document
      .querySelector('portfolio-hero')!
      .shadowRoot!.querySelector('.hero-greeting .typed-text')!.textContent,
    defined: [...document.querySelectorAll('*')].some(
      (el) => el.localName.startsWith('portfolio-') && el.matches(':defined'),
    ),
  }));
  assert.ok(fcp !== null, 'first contentful paint happened while the element code was held');
  assert.equal(before.greeting, 'Hi, I am Jordan');
  assert.equal(before.defined, false);
  release();
  await upgraded(page);
  const firstFetch = await page.evaluate(() =>
    Math.min(
      ...performance
        .getEntriesByType('resource')
        .filter((entry) => /\/elements\/[^/]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    ),
  );
  assert.ok(fetched.length > 0);
  assert.ok(fcp < firstFetch, `FCP ${fcp} ms, first element chunk ${firstFetch} ms`);
  assert.deepEqual(page.errors, []);
});

test('after the upgrade each shadow root holds one copy, its prerendered section adopted in place, with no errors', async (t) => {
  const page = await openPage(session, t);
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat|did not match/i.test(message.text())) {
      logged.push(message.text());
    }
  });
  const { release } = await holdElementCode(page);
  // The web fonts come after the takeovers and set the text a pixel or two wider: held here,
  // so the boxes compare the takeover alone (the shift below counts the fonts' swap too).
  const fonts: (() => Promise<void>)[] = [];
  await page.route('**/*.woff2', (route) => void fonts.push(() => route.continue()));
  await page.goto(STILL_PAGE(), { waitUntil: 'load' });
  const boxes = () =>
    page.evaluate(() =>
      ['.hero-greeting', '.hero-skills', '.hero-cta'].map((selector) => {
        const box = document
          .querySelector('portfolio-hero')!
          .shadowRoot!.querySelector(selector)!
          .getBoundingClientRect();
        return [box.x, box.y, box.width, box.height].map(Math.round).join(',');
      }),
    );
  const prerendered = await boxes();
  // Each root's shown top element, which the view adopts rather than building again.
  await page.evaluate((tags) => {
    (window as unknown as { __shown: Element[] }).__shown = tags.map((tag) =>
      [...document.querySelector(tag)!.shadowRoot!.children].find(
        (child) => child.localName !== 'style' && getComputedStyle(child).display !== 'none',
      )!,
    );
  }, PRERENDERED);
  // A root seen empty between two mutation batches would be a flash of an empty section.
  await page.evaluate((tags) => {
    const emptied: string[] = [];
    (window as unknown as { __emptied: string[] }).__emptied = emptied;
    for (const tag of tags) {
      const root = document.querySelector(tag)!.shadowRoot!;
      new MutationObserver(() => {
        if (!root.querySelector('section, header, footer')) emptied.push(tag);
      }).observe(root, { childList: true });
    }
  }, PRERENDERED);
  await page.evaluate(() => {
    const record = window as unknown as { __shift: number; __moved: string[] };
    record.__shift = 0;
    record.__moved = [];
    type Shift = PerformanceEntry & {
      value: number;
      sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        record.__shift += entry.value;
        // What moved, to tell a takeover's move from a font's or a keystroke's.
        for (const { node, previousRect: a, currentRect: b } of entry.sources) {
          const name = node instanceof Element ? `${node.localName}.${node.className}` : '#text';
          record.__moved.push(
            `${entry.value.toFixed(4)} ${name} ${Math.round(a.x)},${Math.round(a.y)},${Math.round(a.width)} -> ${Math.round(b.x)},${Math.round(b.y)},${Math.round(b.width)}`,
          );
        }
      }
    }).observe({ type: 'layout-shift' });
  });
  release();
  await upgraded(page);
  await rafPasses(page, 2);
  assert.deepEqual(await boxes(), prerendered, 'the hero text sits where it was prerendered');
  await page.unroute('**/*.woff2');
  await Promise.all(fonts.map((go) => go()));
  await interLoaded(page);
  await rafPasses(page, 2);

  const roots = await page.evaluate((tags) => {
    const shown = (window as unknown as { __shown: Element[] }).__shown;
    return tags.map((tag, index) => {
      const root = document.querySelector(tag)!.shadowRoot!;
      return {
        tag,
        adopted: root.firstElementChild === shown[index],
        top: [...root.children].map((child) => child.localName),
        leftovers: root.querySelectorAll('[data-prerender-style], [data-prerender-motion]').length,
        greetings: root.querySelectorAll('.hero-greeting').length,
      };
    });
  }, PRERENDERED);
  for (const root of roots) {
    assert.equal(root.top.length, 1, `${root.tag}: ${root.top.join(', ')}`);
    assert.equal(root.leftovers, 0, root.tag);
    assert.ok(root.adopted, `${root.tag}: the view adopted the prerendered section`);
  }
  assert.equal(roots.find((root) => root.tag === 'portfolio-hero')!.greetings, 1);
  const { shift, moved } = await page.evaluate(() => {
    const record = window as unknown as { __shift: number; __moved: string[] };
    return { shift: record.__shift, moved: record.__moved };
  });
  assert.ok(shift <= 0.01, `layout shift ${shift}: ${moved.join('; ')}`);
  const emptied = await page.evaluate(
    () => (window as unknown as { __emptied: string[] }).__emptied,
  );
  assert.deepEqual(emptied, [], 'no shadow root was ever seen empty');
  assert.deepEqual(logged, []);
  assert.deepEqual(page.errors, []);
});

test('a prerendered section below the window is taken over as a reader comes near, at their first key, or as focus reaches it, which it keeps', async (t) => {
  const page = await openPage(session, t, { viewport: MOBILE });
  /** Opens the page until every element's code has run and the hero, in the window, is live. */
  const open = async () => {
    await page.goto(STILL_PAGE());
    await page.waitForFunction(
      (tags) =>
        tags.every((tag) => document.querySelector(tag)!.matches(':defined')) &&
        !document.querySelector('portfolio-hero')!.hasAttribute('data-portfolio-prerendered'),
      PRERENDERED,
      { timeout: 30_000 },
    );
    await rafPasses(page, 2);
  };
  const workTakenOver = () =>
    page.waitForFunction(
      () => !document.querySelector('portfolio-work')!.hasAttribute('data-portfolio-prerendered'),
    );

  await open();
  const waiting = await waitingTakeover(page);
  assert.ok(waiting.includes('portfolio-work'), `waiting: ${waiting.join(', ')}`);
  // Its markup holds its text meanwhile (laid out as it nears: content-visibility).
  assert.match(
    await page.evaluate(
      () => document.querySelector('portfolio-work')!.shadowRoot!.querySelector('h2')!.textContent,
    ),
    /\S/,
  );

  // Near: scrolled to the section above it, the work section is within a window's height.
  await page.evaluate(() => document.querySelector('portfolio-projects')!.scrollIntoView());
  await workTakenOver();

  // A key anywhere: every section waiting takes over, and the page does not scroll.
  await open();
  assert.ok((await waitingTakeover(page)).length > 0);
  await page.keyboard.press('Shift');
  await page.waitForFunction(() => !document.querySelector('[data-portfolio-prerendered]'));
  assert.equal(await page.evaluate(() => scrollY), 0);

  // Focus moved into a waiting section (a screen reader's, a script's) stays on that control.
  await open();
  const focused = await page.evaluate(() => {
    const root = document.querySelector('portfolio-work')!.shadowRoot!;
    const buttons = [...root.querySelectorAll<HTMLButtonElement>('button.job')];
    const last = buttons.at(-1)!;
    last.focus({ preventScroll: true });
    return { index: buttons.length - 1, text: last.textContent };
  });
  await workTakenOver();
  await rafPasses(page, 2);
  const now = await page.evaluate(() => {
    const root = document.querySelector('portfolio-work')!.shadowRoot!;
    const active = root.activeElement;
    const buttons = [...root.querySelectorAll('button.job')];
    return { index: active ? buttons.indexOf(active) : -1, text: active?.textContent ?? null };
  });
  assert.deepEqual(now, focused);
  assert.deepEqual(page.errors, []);
});

test('a prerendered element still renders its own config, and its error panel', async (t) => {
  const page = await openPage(session, t);
  const html = builtPage()
    .replace(
      /(<portfolio-hero[^>]*><template[\s\S]*?<\/template>)/,
      '$1<script type="application/json">{"hero":{"greeting":"Hello from the child"}}</script>',
    )
    .replace(
      '<portfolio-footer config="#portfolio-content"',
      '<portfolio-footer config="#missing"',
    );
  await servePage(page, html);
  await page.goto(STILL_PAGE());
  await page.waitForFunction(() => {
    const root = document.querySelector('portfolio-hero')?.shadowRoot;
    return root?.querySelector('.hero-greeting')?.textContent?.includes('Hello from the child');
  });
  await page.locator('portfolio-footer .config-error').waitFor();
  const footer = await page.evaluate(() =>
    [...document.querySelector('portfolio-footer')!.shadowRoot!.children].map((c) => c.className),
  );
  assert.deepEqual(footer, ['config-error']);
  assert.equal(
    await page.evaluate(
      () =>
        document.querySelector('portfolio-hero')!.shadowRoot!.querySelectorAll('.hero-greeting')
          .length,
    ),
    1,
  );
});

test('the reduced-motion visitor gets the whole skill list before and after the upgrade', async (t) => {
  const page = await openPage(session, t, { reducedMotion: 'reduce' });
  const { release } = await holdElementCode(page);
  await page.goto(STILL_PAGE(), { waitUntil: 'load' });
  const skills = () => visibleText(page, 'portfolio-hero', '.hero-skills .typed-text');
  const prerendered = await skills();
  assert.match(prerendered, /Full-Stack Engineer\s·\sFrontend Development/);
  release();
  await upgraded(page);
  assert.equal(await skills(), prerendered);
});

test('the live hero goes on typing from the skill the page was prerendered with', async (t) => {
  const page = await openPage(session, t);
  await page.goto(STILL_PAGE());
  await upgraded(page);
  // After its pause the first skill is deleted a character at a time, then the next is typed.
  await page.waitForFunction(
    () => {
      const text = document
        .querySelector('portfolio-hero')!
        .shadowRoot!.querySelector('.hero-skills .typed-text')!.textContent!;
      return text.length > 0 && text.length < 'Full-Stack Engineer'.length;
    },
    null,
    { timeout: 30_000, polling: 50 },
  );
  const typed = await visibleText(page, 'portfolio-hero', '.hero-skills .typed-text');
  assert.ok('Full-Stack Engineer'.startsWith(typed), `"${typed}" is the first skill, deleting`);
  // Each keystroke leaves the line where it was: typing adds no layout shift.
  await page.waitForFunction(
    (before) => {
      const text = document
        .querySelector('portfolio-hero')!
        .shadowRoot!.querySelector('.hero-skills .typed-text')!.textContent!;
      // A few keystrokes later: three more characters deleted, or the next skill started.
      return text.length <= before.length - 3 || !'Full-Stack Engineer'.startsWith(text);
    },
    typed,
    { timeout: 30_000, polling: 50 },
  );
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { value: number })[];
          resolve(entries.reduce((sum, entry) => sum + entry.value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(0), 1000);
      }),
  );
  assert.ok(shift <= 0.005, `layout shift while typing: ${shift}`);
  assert.equal(
    await visibleText(page, 'portfolio-hero', '.hero-greeting .typed-text'),
    'Hi, I am Jordan',
  );
});

test('the prerendered page, before its element code runs, has no axe violations', async (t) => {
  for (const viewport of [{ width: 1440, height: 900 }, MOBILE]) {
    const page = await openPage(session, t, { viewport });
    // Axe runs as a script in the page; the elements' code is held back instead.
    await page.route('**/elements/*.js', (route) => route.abort());
    await page.goto(STILL_PAGE(), { waitUntil: 'load' });
    assert.deepEqual(await axeViolations(page), [], `${viewport.width}px`);
  }
});

test('the projects slide is not faded in again when it takes over; the next one is', async (t) => {
  const page = await openPage(session, t);
  await page.goto(STILL_PAGE());
  await upgraded(page);
  const fading = () =>
    page.evaluate(
      () =>
        document
          .querySelector('portfolio-projects')!
          .shadowRoot!.getAnimations()
          .filter((animation) => !(animation instanceof CSSTransition)).length,
    );
  assert.equal(await fading(), 0);
  await page.locator('portfolio-projects button[aria-label="Next project"]').click();
  assert.ok((await fading()) > 0, 'the next project fades in');
});

test("the prerendered tags carry the content's theme, and a light one paints light before any script", async (t) => {
  const html = builtPage();
  for (const tag of PRERENDERED) {
    assert.match(html, new RegExp(`<${tag}[^>]* data-portfolio-tone="dark"`), tag);
  }
  const page = await openPage(session, t, { javaScriptEnabled: false });
  await servePage(
    page,
    html.replaceAll('data-portfolio-tone="dark"', 'data-portfolio-tone="light"'),
  );
  await page.goto(STILL_PAGE());
  for (const tag of ['portfolio-nav .bar', 'portfolio-footer']) {
    const luma = meanLuma(await elementPixels(page.locator(tag)));
    assert.ok(luma > 200, `${tag} prerendered in the light theme has mean luma ${luma.toFixed(0)}`);
  }
});
