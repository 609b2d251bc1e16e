/**
 * Ghost (oEmbed discovery, then a rich JSON), link previews, Notion (an embed URL in a
 * fixed-height frame) and a plain blog page with the script tag, against a copy of dist/
 * published with site.url. WordPress: hosts-wordpress.test.ts.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  mail,
  hostSessionForFile,
  screenshot,
  SECTIONS,
  unreachableControls,
} from '../support/host-session.ts';
import { discoverOEmbed } from '../support/hosts.ts';

const session = hostSessionForFile();

test('Ghost: the page address discovers a rich oEmbed in time, and its iframe renders as given', async () => {
  const started = Date.now();
  const oembed = await discoverOEmbed(session.site.url);
  assert.ok(Date.now() - started < 2000);
  assert.equal(oembed.version, '1.0');
  assert.equal(oembed.type, 'rich');
  assert.equal(oembed.html.match(/<iframe\b/g)?.length, 1);
  const indexHtml = await (await fetch(session.site.url)).text();
  assert.ok(
    indexHtml.indexOf('application/json+oembed') < 1024,
    'the discovery link is in the first kilobyte',
  );
  session.pages.set(
    '/ghost.html',
    `<!doctype html><html><head><meta charset="utf-8"><title>A Ghost post</title>
    <style>body{font:20px/1.6 system-ui;max-width:760px;margin:40px auto;background:#fff;color:#15171a}
    .kg-embed-card{margin:1.5em 0;display:flex;flex-direction:column;align-items:center}
    .kg-embed-card iframe{max-width:100%}</style></head>
    <body><article class="gh-content"><h1>Ghost post</h1><p>Look at this:</p>
    <figure class="kg-card kg-embed-card">${oembed.html}</figure></article></body></html>`,
  );
  const page = await session.open('/ghost.html');
  const frame = page.frameLocator('.kg-embed-card iframe');
  await frame.locator('portfolio-projects button[aria-label="Next project"]').waitFor();
  const box = (await page.locator('.kg-embed-card iframe').boundingBox())!;
  assert.equal(Math.round(box.height), oembed.height);
  assert.deepEqual(page.errors, []);
  await screenshot(page, 'ghost');
  await page.close();
});

test('every section has a valid rich oEmbed; pages carry absolute link-preview tags; the build wrote sitemap and robots', async () => {
  for (const section of SECTIONS) {
    const pageUrl = `${session.site.url}embed/${section}.html`;
    const oembed = await discoverOEmbed(pageUrl);
    assert.equal(oembed.type, 'rich', section);
    assert.equal(oembed.version, '1.0');
    for (const key of ['width', 'height', 'thumbnail_width', 'thumbnail_height'] as const)
      assert.ok(Number.isInteger(oembed[key]) && oembed[key] > 0, `${section} ${key}`);
    for (const key of ['title', 'provider_name', 'provider_url', 'thumbnail_url'] as const)
      assert.ok(oembed[key], `${section} ${key}`);
    assert.match(
      oembed.html,
      new RegExp(`^<iframe src="${session.site.url}embed/${section}\\.html\\?`),
    );
  }
  for (const path of ['', ...SECTIONS.map((s) => `embed/${s}.html`)]) {
    const html = await (await fetch(session.site.url + path)).text();
    const meta = (name: string) =>
      new RegExp(`<meta (?:property|name)="${name}" content="([^"]*)"`).exec(html)?.[1];
    for (const name of ['og:title', 'og:description', 'og:image:alt'])
      assert.ok(meta(name), `${path} ${name}`);
    assert.equal(meta('og:url'), session.site.url + path);
    assert.equal(meta('og:image'), `${session.site.url}social.png`);
    assert.equal(meta('twitter:card'), 'summary_large_image');
  }
  const index = await (await fetch(session.site.url)).text();
  assert.match(index, new RegExp(`<link rel="canonical" href="${session.site.url}" />`));
  const ld = JSON.parse(
    /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(index)![1]!,
  ) as Record<string, unknown>;
  assert.equal(ld['@type'], 'Person');
  assert.equal(ld.url, session.site.url);
  assert.deepEqual(ld.sameAs, [
    'https://github.com/example',
    'https://www.linkedin.com/in/example',
  ]);

  const png = new Uint8Array(await (await fetch(`${session.site.url}social.png`)).arrayBuffer());
  const view = new DataView(png.buffer);
  assert.equal(view.getUint32(0), 0x89504e47, 'a PNG');
  assert.deepEqual([view.getUint32(16), view.getUint32(20)], [1200, 630]);
  assert.match(
    await (await fetch(`${session.site.url}sitemap.xml`)).text(),
    new RegExp(`<loc>${session.site.url}</loc>`),
  );
  assert.match(
    await (await fetch(`${session.site.url}robots.txt`)).text(),
    /Sitemap: .*sitemap\.xml/,
  );
});

test('Notion: contact and projects embeds in fixed frames of 200, 400 and 700 px keep every control reachable', async () => {
  for (const height of [200, 400, 700]) {
    // Notion's /embed block: the pasted URL in a frame of the height the writer dragged to.
    session.pages.set(
      `/notion-${height}.html`,
      `<!doctype html><html><head><meta charset="utf-8"><title>Notion page</title>
      <style>body{font:16px/1.5 ui-sans-serif,system-ui;max-width:900px;margin:40px auto;background:#fff;color:#37352f}
      iframe{display:block;width:100%;height:${height}px;border:0;border-radius:4px;margin:12px 0}</style></head><body>
      <h1>Notion page</h1>
      ${['contact', 'projects']
        .map(
          (section) =>
            `<iframe src="${session.site.url}embed/${section}.html?config=${encodeURIComponent(`${session.site.url}content.json`)}" sandbox="allow-scripts allow-popups allow-forms allow-same-origin allow-popups-to-escape-sandbox allow-downloads" allowfullscreen></iframe>`,
        )
        .join('\n')}</body></html>`,
    );
    const page = await session.open(`/notion-${height}.html`);
    for (const section of ['contact', 'projects']) {
      const frame = page.frames().find((f) => f.url().includes(`/embed/${section}.html`))!;
      await frame.locator(`portfolio-${section} button`).first().waitFor();
      assert.deepEqual(
        await unreachableControls(frame, `portfolio-${section}`),
        [],
        `${section} at ${height} px`,
      );
    }
    assert.deepEqual(page.errors, []);
    await screenshot(page, `notion-${height}`);
    await page.close();
  }
});

test('a plain blog page with the script tag and a light stylesheet: its text paints first, then the sections render, size and send', async () => {
  session.pages.set(
    '/light.css',
    'body{font:19px/1.7 Georgia,serif;max-width:780px;margin:48px auto;padding:0 16px;background:#fdfdfb;color:#222}a{color:#0645ad}',
  );
  session.pages.set(
    '/blog.html',
    `<!doctype html><html><head><meta charset="utf-8"><title>My blog</title>
    <link rel="stylesheet" href="/light.css">
    <script type="module" src="${session.site.url}portfolio-elements.js"></script></head><body>
    <h1>My blog</h1><p>Say hello below.</p>
    <portfolio-contact public-key="pk-test" service-id="svc-test" template-id="tpl-test" email-origin="${session.site.url}mail"></portfolio-contact>
    <portfolio-footer></portfolio-footer></body></html>`,
  );
  const page = await session.open('/blog.html', 1024, 800);
  await page.locator('portfolio-contact form').waitFor();
  await page.locator('portfolio-footer .copyright').waitFor();
  // The blog's own text paints first: the elements' code is requested after that paint.
  const [painted, requested] = await page.evaluate(() => [
    performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
    Math.min(
      ...performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/elements/'))
        .map((entry) => entry.startTime),
    ),
  ]);
  assert.ok(
    requested > painted,
    `elements requested at ${requested} ms, text painted at ${painted} ms`,
  );
  const height = (await page.locator('portfolio-contact').boundingBox())!.height;
  assert.ok(height > 400, `contact takes its room (${height} px)`);
  for (const tag of ['portfolio-contact', 'portfolio-footer']) {
    assert.equal(
      await page.locator(tag).evaluate((el) => getComputedStyle(el).backgroundColor),
      'rgb(1, 1, 3)',
      `${tag} keeps its dark ground on a light page`,
    );
  }
  mail.bodies = [];
  mail.status = 200;
  await page.locator('portfolio-contact input[name="name"]').fill('Grace Hopper');
  await page.locator('portfolio-contact input[name="email"]').fill('grace@example.com');
  await page.locator('portfolio-contact textarea[name="message"]').fill('From a blog.');
  await page.locator('portfolio-contact button[type="submit"]').click();
  await page.locator('portfolio-contact .status[data-outcome="sent"]').waitFor();
  assert.equal(mail.bodies.length, 1);
  assert.deepEqual(page.errors, []);
  await screenshot(page, 'plain-blog');
  await page.close();
});
