import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { MOBILE, sessionForFile, scrolledTo, upgraded } from '../support/e2e.ts';

const session = sessionForFile();

/**
 * The page with its render loops stopped after the first frame (`?still`): in software WebGL
 * every frame is a long main-thread task that would starve these nav and footer checks.
 */
const STILL_PAGE = () => `${session.server.url}?still`;

test('the page composes the seven elements in the spec order with their ids', async () => {
  const page = await session.newPage();
  await page.goto(STILL_PAGE());
  const tags = await page.evaluate(() =>
    [...document.querySelectorAll('*')]
      .filter((el) => el.localName.startsWith('portfolio-'))
      .map((el) => `${el.localName}${el.id ? `#${el.id}` : ''}`),
  );
  assert.deepEqual(tags, [
    'portfolio-nav',
    'portfolio-hero#home',
    'portfolio-about#about',
    'portfolio-projects',
    'portfolio-work#work',
    'portfolio-contact#contact',
    'portfolio-footer',
  ]);
  assert.deepEqual(page.errors, []);
});

test('nav shows the first name linking to / and scrolls to each section', async () => {
  const page = await session.newPage();
  await page.goto(STILL_PAGE());
  await upgraded(page, 'portfolio-nav');
  const brand = page.locator('portfolio-nav .brand');
  assert.equal(await brand.textContent(), 'Jordan');
  assert.equal(await brand.getAttribute('href'), '/');
  const bar = page.locator('portfolio-nav .bar');
  assert.equal(await bar.evaluate((el) => getComputedStyle(el).position), 'fixed');
  assert.equal(
    await bar.evaluate((el) => getComputedStyle(el).backgroundColor),
    'rgba(0, 0, 0, 0.9)',
  );
  const links = page.locator('portfolio-nav .nav-desktop .nav-link');
  assert.deepEqual(await links.allTextContents(), ['Home', 'About', 'Work', 'Contact']);
  for (const [name, id] of [
    ['Contact', 'contact'],
    ['Work', 'work'],
    ['About', 'about'],
  ]) {
    await page.locator('portfolio-nav .nav-desktop .nav-link', { hasText: name! }).click();
    await scrolledTo(page, id!);
    assert.equal(new URL(page.url()).hash, `#${id}`);
  }
});

test('mobile toggle opens and closes the sidebar and swaps its icon', async () => {
  const page = await session.newPage({ viewport: MOBILE });
  await page.goto(STILL_PAGE());
  await upgraded(page, 'portfolio-nav');
  const toggle = page.locator('portfolio-nav .toggle');
  const sidebar = page.locator('portfolio-nav .sidebar');
  assert.equal(await page.locator('portfolio-nav .nav-desktop').isVisible(), false);
  assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
  assert.equal(await sidebar.isVisible(), false);
  assert.equal(await toggle.locator('[data-icon="menu"]').count(), 1);

  await toggle.click();
  assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
  assert.equal(await sidebar.isVisible(), true);
  assert.equal(await toggle.locator('[data-icon="close"]').count(), 1);
  assert.deepEqual(await sidebar.locator('.nav-link').allTextContents(), [
    'Home',
    'About',
    'Work',
    'Contact',
  ]);

  await toggle.click();
  assert.equal(await sidebar.isVisible(), false);
  assert.equal(await toggle.locator('[data-icon="menu"]').count(), 1);

  await toggle.click();
  await page.keyboard.press('Escape');
  assert.equal(await sidebar.isVisible(), false);

  await toggle.click();
  await sidebar.locator('a', { hasText: 'Contact' }).click();
  assert.equal(await sidebar.isVisible(), false);
  assert.equal(new URL(page.url()).hash, '#contact');
});

test('footer shows labels, profile links and the 2024 copyright', async () => {
  const page = await session.newPage();
  await page.goto(STILL_PAGE());
  const footer = page.locator('portfolio-footer');
  await footer.locator('.copyright').waitFor();
  assert.deepEqual(await footer.locator('.label').allTextContents(), [
    'Terms & Conditions',
    'Privacy Policy',
  ]);
  assert.equal(await footer.locator('.labels a').count(), 0);
  const social = footer.locator('.social a');
  assert.deepEqual(
    await social.evaluateAll((els) => els.map((a) => a.getAttribute('aria-label'))),
    ['GitHub', 'LinkedIn'],
  );
  assert.equal(await social.first().getAttribute('href'), 'https://github.com/example');
  assert.equal(await social.first().locator('svg').count(), 1);
  assert.match((await footer.locator('.copyright').textContent())!, /© 2024/);
});

/** The CSS animations running in each element's shadow root, named by what they animate. */
function runningAnimations(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('*')]
      .filter((el) => el.localName.startsWith('portfolio-') && el.shadowRoot)
      .flatMap((el) =>
        el
          .shadowRoot!.getAnimations()
          .filter((animation) => animation.playState === 'running')
          .map((animation) => {
            const target = (animation.effect as KeyframeEffect).target as Element;
            const pseudo = (animation.effect as KeyframeEffect).pseudoElement ?? '';
            return `${el.localName} .${[...target.classList].join('.')}${pseudo}`;
          }),
      ),
  );
}

test('?still stops the never-ending CSS animations that the page as shipped runs', async () => {
  const page = await session.newPage();
  await page.goto(session.server.url);
  await upgraded(page, 'portfolio-hero');
  // Software compositing makes each of their frames a GPU-process task (see lib/still.ts).
  const shipped = await runningAnimations(page);
  assert.ok(shipped.includes('portfolio-hero .hero-cta-dot::after'), shipped.join(', '));
  assert.ok(
    shipped.some((name) => name.startsWith('portfolio-hero .typed-caret')),
    shipped.join(', '),
  );

  await page.goto(STILL_PAGE());
  for (const tag of ['portfolio-nav', 'portfolio-hero', 'portfolio-footer']) {
    await upgraded(page, tag);
  }
  assert.deepEqual(await runningAnimations(page), []);
  assert.deepEqual(page.errors, []);
});

test('loaded at #contact, the form comes into the room the page held for it: it never stands smaller in view', async () => {
  const page = await session.newPage({ viewport: { width: 1440, height: 900 } });
  // Forces what a busy page may do: a frame between each task and the one it queued at once.
  // A first render that waited a task after the upgrade would be seen there, its room gone
  // with `:not(:defined)`. Each height the form's host is laid out at is kept.
  await page.addInitScript(() => {
    const queue = window.setTimeout;
    window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) =>
      delay
        ? queue(handler, delay, ...rest)
        : queue(
            () => requestAnimationFrame(() => queue(handler, 0, ...rest)),
            0,
          )) as typeof setTimeout;
    const heights: number[] = [];
    (window as unknown as { __heights: number[] }).__heights = heights;
    document.addEventListener('DOMContentLoaded', () => {
      new ResizeObserver(([entry]) => heights.push(Math.round(entry!.contentRect.height))).observe(
        document.querySelector('portfolio-contact')!,
      );
    });
  });
  await page.goto(`${STILL_PAGE()}#contact`);
  await page.waitForFunction(
    () => !!document.querySelector('portfolio-contact')?.shadowRoot?.querySelector('form'),
    null,
    { timeout: 30_000 },
  );
  const { heights, room, top } = await page.evaluate(() => {
    const host = document.querySelector('portfolio-contact')!;
    return {
      heights: (window as unknown as { __heights: number[] }).__heights,
      // The room the page's own rule holds for the tag before its code comes.
      room: parseFloat(
        [...document.styleSheets]
          .flatMap((sheet) => [...sheet.cssRules])
          .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule)
          .find((rule) => rule.selectorText === 'portfolio-contact:not(:defined)')!.style.minHeight,
      ),
      top: host.getBoundingClientRect().top,
    };
  });
  assert.ok(top < 900, `the form is in view (top ${top})`);
  assert.ok(heights.length > 0, 'the host was laid out');
  assert.ok(
    heights.every((height) => height >= room),
    `the host's heights, each layout: ${heights.join(', ')}`,
  );
  assert.deepEqual(page.errors, []);
});
