/**
 * axe-core on the whole page, desktop and phone, dark and light, menu closed and open: zero
 * violations.
 */
import { axeViolations } from '../support/axe.ts';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { ELEMENT_ENTRIES } from '../../elements.config.ts';
import { DESKTOP, MOBILE, sessionForFile, scrollThrough, upgraded } from '../support/e2e.ts';

const session = sessionForFile();

/** Sets `theme` on every section of the page and waits until each shows it. */
async function themed(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.evaluate((value) => {
    for (const element of document.querySelectorAll('*')) {
      if (element.localName.startsWith('portfolio-')) element.setAttribute('theme', value);
    }
  }, theme);
  await page.waitForFunction(
    (value) =>
      [...document.querySelectorAll('*')]
        .filter((element) => element.localName.startsWith('portfolio-'))
        .every((element) => element.getAttribute('data-portfolio-tone') === value),
    theme,
  );
  // The colours' own transitions (0.2 s on the nav's links) end before contrast is measured.
  // A section off screen is not rendered (content-visibility) and its transitions wait: each
  // is brought into view until its own have ended.
  const sections = await page.evaluate(() =>
    [...document.querySelectorAll('*')]
      .filter((element) => element.localName.startsWith('portfolio-') && element.shadowRoot)
      .map((element) => element.localName),
  );
  for (const tag of sections) {
    await page.locator(tag).first().scrollIntoViewIfNeeded();
    await page.waitForFunction(
      (name) =>
        document
          .querySelector(name)!
          .shadowRoot!.getAnimations()
          .every((running) => !(running instanceof CSSTransition)),
      tag,
    );
  }
}

/** The whole page at `viewport`, still, scrolled through so every section has rendered. */
async function scrolledPage(viewport: typeof DESKTOP): Promise<Page> {
  const page = await session.newPage({ viewport, reducedMotion: 'reduce' });
  await page.goto(session.server.url);
  await scrollThrough(page);
  return page;
}

/** Every control reachable by Tab, in the sections' order, each with a visible focus ring. */
async function assertKeyboardWalk(page: Page): Promise<void> {
  await page.locator('portfolio-footer .copyright').waitFor();
  const seen: { tag: string; label: string; ring: boolean; top: number }[] = [];
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    const info = await page.evaluate(() => {
      let el: Element | null = document.activeElement;
      let host = '';
      while (el?.shadowRoot?.activeElement) {
        host = el.localName;
        el = el.shadowRoot.activeElement;
      }
      if (!el || el === document.body) return null;
      const style = getComputedStyle(el);
      const ring = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1;
      return {
        tag: host || el.localName,
        label: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40),
        ring: ring || style.boxShadow !== 'none',
        top: el.getBoundingClientRect().top + scrollY,
      };
    });
    if (!info) break;
    if (seen.length && info.tag === seen[0]!.tag && info.label === seen[0]!.label) break;
    seen.push(info);
  }
  const tags = [...new Set(seen.map((s) => s.tag))];
  for (const expected of [
    'portfolio-nav',
    'portfolio-hero',
    'portfolio-projects',
    'portfolio-contact',
    'portfolio-footer',
  ]) {
    assert.ok(
      tags.includes(expected),
      `no focusable control reached in ${expected}: ${tags.join(', ')}`,
    );
  }
  const order = Object.keys(ELEMENT_ENTRIES);
  const indices = tags.map((t) => order.indexOf(t));
  assert.deepEqual(
    [...indices].sort((a, b) => a - b),
    indices,
    `tab order: ${tags.join(' > ')}`,
  );
  const missingRing = seen.filter((s) => !s.ring);
  assert.deepEqual(missingRing, [], 'controls without a visible focus ring');
}

// One page a size: axe in the dark theme, then (on the desktop) the keyboard's walk, then (on
// the phone) with the menu open, then in light.
test('no axe violations at desktop 1440x900, in the dark theme and the light; every control is reachable by keyboard, in order, with a visible focus ring', async () => {
  const page = await scrolledPage(DESKTOP);
  assert.deepEqual(await axeViolations(page), [], 'dark');
  await assertKeyboardWalk(page);
  await themed(page, 'light');
  assert.deepEqual(await axeViolations(page), [], 'light');
});

test('no axe violations at phone 390x844, in the dark theme, with the menu open, and in the light', async () => {
  const page = await scrolledPage(MOBILE);
  assert.deepEqual(await axeViolations(page), [], 'dark');
  await upgraded(page, 'portfolio-nav');
  const toggle = page.locator('portfolio-nav .toggle');
  const sidebar = page.locator('portfolio-nav .sidebar');
  await toggle.click();
  assert.equal(await sidebar.isVisible(), true);
  assert.deepEqual(await axeViolations(page), [], 'menu open');
  await toggle.click();
  await sidebar.waitFor({ state: 'hidden' });
  await themed(page, 'light');
  assert.deepEqual(await axeViolations(page), [], 'light');
});
