/**
 * Themes on a host page (issue #20): light sections on a plain white blog page, `auto` following
 * the visitor's colour scheme while the page is open, the accent, a transparent surface, and the
 * globe drawn for the theme.
 */
import { axeViolations } from '../support/axe.ts';
import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import type { Page } from 'playwright-core';
import type { Route } from '../../server/server.ts';
import {
  DESKTOP,
  MOBILE,
  openPage,
  sessionForFile,
  upgraded,
  waitForStage,
} from '../support/e2e.ts';
import { elementPixels, lumaOf, meanLuma, screenPixels } from '../support/pixels.ts';

const TAGS = ['portfolio-about', 'portfolio-contact', 'portfolio-footer'] as const;

/** `/blog.html?attrs=...&bg=...`: a white blog page (dark serif text) holding the three tags. */
function blogPage(): Route {
  return (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== '/blog.html') return false;
    const attrs = url.searchParams.get('attrs') ?? '';
    const tags = (url.searchParams.get('tags') ?? TAGS.join(',')).split(',');
    const bg = url.searchParams.get('bg') ?? '#ffffff';
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>A blog</title>
${tags.map((tag) => `<script type="module" src="./elements/${tag}.js"></script>`).join('')}
<style>body{margin:0;background:${bg};color:#1a1a1a;font:18px/1.6 Georgia,serif}</style></head>
<body><main><h1>A post</h1><p>Dark serif text on a white page.</p>
${tags.map((tag) => `<${tag} ${attrs}></${tag}>`).join('\n')}</main></body></html>`);
    return true;
  };
}

const session = sessionForFile({ routes: [blogPage()] });

async function openBlog(
  t: TestContext,
  query: Record<string, string>,
  options: Parameters<typeof openPage>[2] = {},
): Promise<Page> {
  const page = await openPage(session, t, { reducedMotion: 'reduce', ...options });
  await page.goto(new URL(`blog.html?${new URLSearchParams(query)}`, session.server.url).href);
  const tags = (query.tags ?? TAGS.join(',')).split(',');
  for (const tag of tags) await upgraded(page, tag);
  return page;
}

function tone(page: Page, tag: string): Promise<string | null> {
  return page.locator(tag).getAttribute('data-portfolio-tone');
}

for (const [name, viewport] of [
  ['1440x900', DESKTOP],
  ['390x844', MOBILE],
] as const) {
  test(`theme="light" about, contact and footer are light on a white page at ${name}, and pass axe`, async (t) => {
    const page = await openBlog(t, { attrs: 'theme="light"' }, { viewport });
    for (const tag of TAGS) {
      assert.equal(await tone(page, tag), 'light', tag);
      const luma = meanLuma(await elementPixels(page.locator(tag)));
      assert.ok(luma > 200, `${tag} mean luma ${luma.toFixed(0)}: not light`);
    }
    assert.deepEqual(await axeViolations(page, true), []);
  });
}

test('the same sections without a theme stay dark (the default) and pass axe', async (t) => {
  const page = await openBlog(t, {});
  for (const tag of TAGS) {
    assert.equal(await tone(page, tag), 'dark', tag);
    const luma = meanLuma(await elementPixels(page.locator(tag)));
    assert.ok(luma < 60, `${tag} mean luma ${luma.toFixed(0)}: not dark`);
  }
  assert.deepEqual(await axeViolations(page, true), []);
});

test('theme="auto" follows prefers-color-scheme, including a change while the page is open', async (t) => {
  const footer = 'portfolio-footer';
  const page = await openBlog(t, { attrs: 'theme="auto"', tags: footer }, { colorScheme: 'light' });
  const lumaNow = async () => meanLuma(await elementPixels(page.locator(footer)));
  assert.equal(await tone(page, footer), 'light');
  assert.ok((await lumaNow()) > 200, 'auto under a light scheme is not light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.waitForFunction(
    (tag) => document.querySelector(tag)?.getAttribute('data-portfolio-tone') === 'dark',
    footer,
  );
  assert.ok((await lumaNow()) < 60, 'auto did not turn dark with the scheme');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.waitForFunction(
    (tag) => document.querySelector(tag)?.getAttribute('data-portfolio-tone') === 'light',
    footer,
  );
  assert.ok((await lumaNow()) > 200, 'auto did not turn light again');
});

test('the theme attribute wins over the content, and the theme key of the content is read', async (t) => {
  const page = await openBlog(t, { tags: 'portfolio-footer' });
  const footer = page.locator('portfolio-footer');
  await footer.evaluate((el) => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.textContent = JSON.stringify({ theme: 'light' });
    el.append(script);
  });
  await page.waitForFunction(
    () =>
      document.querySelector('portfolio-footer')?.getAttribute('data-portfolio-tone') === 'light',
  );
  await footer.evaluate((el) => el.setAttribute('theme', 'dark'));
  await page.waitForFunction(
    () =>
      document.querySelector('portfolio-footer')?.getAttribute('data-portfolio-tone') === 'dark',
  );
});

test('accent sets --portfolio-accent and the focus ring; a value that is not a colour names accent', async (t) => {
  const page = await openBlog(t, { attrs: 'accent="#f5a524"', tags: 'portfolio-footer' });
  const footer = page.locator('portfolio-footer');
  assert.equal(
    await footer.evaluate((el) =>
      getComputedStyle(el).getPropertyValue('--portfolio-accent').trim(),
    ),
    '#f5a524',
  );
  await page.keyboard.press('Tab');
  const ring = await page.evaluate(() => {
    const active = document.querySelector('portfolio-footer')!.shadowRoot!.activeElement!;
    return getComputedStyle(active).outlineColor;
  });
  assert.equal(ring, 'rgb(245, 165, 36)');

  for (const [attribute, path] of [
    ['accent="var(--brand)"', 'accent'],
    ['accent="not-a-colour"', 'accent'],
    ['theme="sepia"', 'theme'],
    ['surface="glass"', 'surface'],
  ] as const) {
    const bad = await openBlog(t, { attrs: attribute, tags: 'portfolio-footer' });
    const panel = bad.locator('portfolio-footer .config-error');
    await panel.waitFor();
    assert.equal(await panel.locator('code').first().textContent(), path, attribute);
  }
});

test('surface="transparent" shows the host page background with the theme text colours', async (t) => {
  const page = await openBlog(t, {
    attrs: 'theme="light" surface="transparent"',
    tags: 'portfolio-footer',
    bg: '#fde68a',
  });
  const footer = page.locator('portfolio-footer');
  const { data, width } = await elementPixels(footer);
  // Left of the centred content, below the top rule: only the section's ground shows there.
  const at = (24 * width + 8) * 3;
  const corner = [data[at]!, data[at + 1]!, data[at + 2]!];
  const pageGround = [0xfd, 0xe6, 0x8a];
  assert.ok(
    corner.every((value, i) => Math.abs(value - pageGround[i]!) < 6),
    `the ground is rgb(${corner.join(', ')}), not the page's yellow`,
  );
  assert.equal(
    await footer.evaluate((el) => getComputedStyle(el).backgroundColor),
    'rgba(0, 0, 0, 0)',
  );
  const text = await page.evaluate(
    () =>
      getComputedStyle(
        document.querySelector('portfolio-footer')!.shadowRoot!.querySelector('.copyright')!,
      ).color,
  );
  assert.equal(
    text,
    'rgb(104, 104, 114)',
    "the copyright line takes the light theme's subtle text",
  );
});

test(
  'the globe is drawn for the theme: pale in light, dark in dark',
  { timeout: 600_000 },
  async (t) => {
    const lumas: Record<string, number> = {};
    for (const theme of ['light', 'dark']) {
      const page = await openBlog(t, { attrs: `theme="${theme}"`, tags: 'portfolio-about' });
      await page.locator('portfolio-about .globe-frame').scrollIntoViewIfNeeded();
      await waitForStage(page, 'portfolio-about');
      const picture = await screenPixels(page, page.locator('portfolio-about .globe-stage canvas'));
      const { variance } = lumaOf(picture);
      assert.ok(variance > 50, `${theme} globe looks blank (variance ${variance.toFixed(0)})`);
      lumas[theme] = meanLuma(picture);
      await page.close();
    }
    assert.ok(lumas.light! > 150, `light globe mean luma ${lumas.light!.toFixed(0)}`);
    assert.ok(lumas.dark! < 90, `dark globe mean luma ${lumas.dark!.toFixed(0)}`);
  },
);
