/**
 * Blog hosts, one host page per contract, built from what each host documents: WordPress
 * (oEmbed discovery, its filter, a `sandbox="allow-scripts"` frame, `#?secret=`, the ready,
 * height and link messages, the 200-1000 px clamp), Ghost (discovery, then a rich JSON),
 * Notion (an embed URL in a fixed-height frame) and a plain blog page with the script tag.
 * The portfolio is a copy of dist/ published with site.url (tests/support/hosts.ts).
 * HOSTS_SCREENSHOTS=<dir> saves a screenshot of each host page there.
 */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { Frame, FrameLocator, Page } from 'playwright-core';
import { startServer, type Route, type RunningServer } from '../../server/server.ts';
import { launchChromium, rafPasses } from '../support/e2e.ts';
import {
  discoverOEmbed,
  publishSite,
  WORDPRESS_HOST_SCRIPT,
  wordpressFilter,
  type PublishedSite,
} from '../support/hosts.ts';

const SECTIONS = ['nav', 'hero', 'about', 'projects', 'work', 'contact', 'footer'];

/** The mail endpoint the published content points at: records each send, answers `status`. */
const mail = { status: 200, bodies: [] as Record<string, unknown>[] };
const mailRoute: Route = async (req, res) => {
  if (!req.url?.startsWith('/mail/api/v1.0/email/send')) return false;
  const cors = {
    'access-control-allow-origin': '*',
    'access-control-allow-headers': 'content-type',
    'access-control-allow-methods': 'POST',
  };
  if (req.method === 'OPTIONS') {
    res.writeHead(204, cors).end();
    return true;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
  mail.bodies.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>);
  res.writeHead(mail.status, { ...cors, 'content-type': 'text/plain' });
  res.end(mail.status === 200 ? 'OK' : 'stub failure');
  return true;
};

let site: PublishedSite;
let host: RunningServer;
let browser: Awaited<ReturnType<typeof launchChromium>>;
const pages = new Map<string, string>();

function hostRoute(req: IncomingMessage, res: ServerResponse): boolean {
  const path = new URL(req.url ?? '/', 'http://x').pathname;
  // The browser asks every host for one; a 404 would be a console error.
  if (path === '/favicon.ico') {
    res.writeHead(204).end();
    return true;
  }
  const page = pages.get(path);
  if (page === undefined) return false;
  const css = req.url?.endsWith('.css');
  res.writeHead(200, { 'content-type': `${css ? 'text/css' : 'text/html'}; charset=utf-8` });
  res.end(page);
  return true;
}

before(async () => {
  site = await publishSite([mailRoute], (content, url) => ({
    ...content,
    contact: {
      ...(content.contact as object),
      publicKey: 'pk-test',
      serviceId: 'svc-test',
      templateId: 'tpl-test',
      emailOrigin: `${url}mail`,
    },
  }));
  host = await startServer({ root: import.meta.dirname, port: 0, routes: [hostRoute] });
  browser = await launchChromium();
});
after(async () => {
  await browser.close();
  await Promise.all([site.close(), host.close()]);
});

type HostPage = Page & { errors: string[] };

const SANDBOX_NOTES =
  /^(Ignored call to 'alert\(\)'|Permissions policy violation: The Clipboard API|Blocked opening '[^']*' in a new window because the request was made in a sandboxed frame)/;

async function open(path: string, width = 1280, height = 900): Promise<HostPage> {
  const page = (await browser.newPage({ viewport: { width, height } })) as HostPage;
  page.errors = [];
  page.on('pageerror', (error) => page.errors.push(error.message));
  // Frames' consoles too: the loader reports an element that could not load there. Not the
  // browser's own notes of what a sandbox refused (an alert, the clipboard, a popup): the
  // page falls back from each, and the tests check the fallbacks.
  page.on('console', (message) => {
    if (message.type() === 'error' && !SANDBOX_NOTES.test(message.text()))
      page.errors.push(message.text());
  });
  // tsx's keepNames wraps functions sent into the page in __name() (see support/e2e.ts).
  await page.addInitScript('globalThis.__name ??= (fn) => fn;');
  await page.goto(new URL(path, host.url).href);
  return page;
}

/**
 * With HOSTS_SCREENSHOTS: the page at its width and at a phone's, each frame on its own too
 * (Chrome does not paint a cross-origin frame that is out of view, so a full-page shot can
 * show it blank). The page is back at its size afterwards.
 */
async function screenshot(page: Page, name: string): Promise<void> {
  const dir = process.env.HOSTS_SCREENSHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
  const frames = page.locator('iframe');
  for (let i = 0; i < (await frames.count()); i++)
    await frames.nth(i).screenshot({ path: join(dir, `${name}-frame${i}.png`) });
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await rafPasses(page, 10);
  await page.screenshot({ path: join(dir, `${name}-390.png`), fullPage: true });
  await page.setViewportSize(size);
  await rafPasses(page, 10);
}

const wpPage = (frames: string) => `<!doctype html><html><head><meta charset="utf-8">
<title>A WordPress post</title><script>${WORDPRESS_HOST_SCRIPT}</script>
<style>body{font:18px/1.6 Georgia,serif;max-width:820px;margin:40px auto;padding:0 16px;color:#222;background:#fff}
.wp-block-embed{margin:0 0 1em}.wp-block-embed iframe{max-width:100%}</style>
</head><body><h1>Hello world!</h1><p>A post with an embed.</p>${frames}<p>After the embed.</p></body></html>`;

/** WordPress's Embed block around one filtered embed (its stylesheet keeps the frame in the column). */
const wpBlock = (frame: string) =>
  `<figure class="wp-block-embed is-type-rich"><div class="wp-block-embed__wrapper">${frame}</div></figure>`;

interface WpMessage {
  message: string;
  value: unknown;
  secret: string;
}
const wpMessages = (page: Page) =>
  page.evaluate(() => (window as unknown as { __wp: WpMessage[] }).__wp);

async function waitForWpHeight(page: Page, secret: string, after = 0): Promise<number> {
  const handle = await page.waitForFunction(
    ([s, n]) => {
      const got = (window as unknown as { __wp: WpMessage[] }).__wp
        .slice(n as number)
        .filter((m) => m.message === 'height' && m.secret === s);
      return got.length ? (got.at(-1)!.value as number) : null;
    },
    [secret, after] as const,
  );
  return (await handle.jsonValue()) as number;
}

/** The iframe of a WordPress embed with this secret, once WordPress has sized it. */
async function wpFrameHeight(page: Page, secret: string): Promise<number> {
  return Number(await page.getAttribute(`iframe[data-secret="${secret}"]`, 'height'));
}

const clamp = (px: number) => Math.min(1000, Math.max(200, px));

async function wordpressEmbed(section: string, secret: string): Promise<string> {
  return wordpressFilter((await discoverOEmbed(`${site.url}embed/${section}.html`)).html, secret);
}

async function sendFrom(form: FrameLocator, text: string): Promise<void> {
  const contact = form.locator('portfolio-contact');
  await contact.locator('input[name="name"]').fill('Ada Lovelace');
  await contact.locator('input[name="email"]').fill('ada@example.com');
  await contact.locator('textarea[name="message"]').fill(text);
  await contact.locator('button[type="submit"]').click();
}

test('WordPress: the contact embed renders in its sandbox, sizes by the secret protocol and sends one message per click', async () => {
  const secret = 'Wp1Contact';
  pages.set('/wp-contact.html', wpPage(wpBlock(await wordpressEmbed('contact', secret))));
  const page = await open('/wp-contact.html');
  const frame = page.frameLocator(`iframe[data-secret="${secret}"]`);
  assert.equal(
    await page.getAttribute('iframe.wp-embedded-content', 'sandbox'),
    'allow-scripts',
    'the frame WordPress makes for an unknown provider',
  );
  await frame.locator('portfolio-contact form').waitFor();
  const reported = await waitForWpHeight(page, secret);
  assert.ok(reported > 400, `contact reports its height (${reported} px)`);
  await page.waitForFunction(
    ([s, px]) =>
      document.querySelector(`iframe[data-secret="${s}"]`)?.getAttribute('height') === px,
    [secret, String(clamp(reported))] as const,
  );

  // The host's 'ready' is answered with the height, whenever it comes.
  const before = (await wpMessages(page)).length;
  await page.evaluate(
    (s) =>
      document
        .querySelector<HTMLIFrameElement>(`iframe[data-secret="${s}"]`)!
        .contentWindow!.postMessage({ message: 'ready', secret: s }, '*'),
    secret,
  );
  assert.equal(await waitForWpHeight(page, secret, before), reported);

  mail.bodies = [];
  mail.status = 200;
  await sendFrom(frame, 'Sent from a sandboxed frame.');
  const status = frame.locator('portfolio-contact .status');
  await frame.locator('portfolio-contact .status[data-outcome="sent"]').waitFor();
  assert.match((await status.textContent()) ?? '', /sent/i);
  assert.equal(mail.bodies.length, 1, 'one message per click');
  assert.deepEqual(
    {
      user_id: mail.bodies[0]!.user_id,
      service_id: mail.bodies[0]!.service_id,
      template_id: mail.bodies[0]!.template_id,
    },
    { user_id: 'pk-test', service_id: 'svc-test', template_id: 'tpl-test' },
  );
  assert.deepEqual(mail.bodies[0]!.template_params, {
    from_name: 'Ada Lovelace',
    to_name: 'Jordan',
    from_email: 'ada@example.com',
    to_email: 'hello@example.com',
    message: 'Sent from a sandboxed frame.',
  });

  mail.status = 500;
  await sendFrom(frame, 'This one fails.');
  await frame.locator('portfolio-contact .status[data-outcome="failed"]').waitFor();
  assert.match((await status.textContent()) ?? '', /wrong|try again/i);
  assert.equal(mail.bodies.length, 2, 'one more message for one more click');
  assert.equal(
    await frame.locator('portfolio-contact textarea[name="message"]').inputValue(),
    'This one fails.',
    'what was typed stays',
  );
  // The failure it was made to have: the browser reports the 500, the form logs it.
  assert.deepEqual(
    page.errors.filter((error) => !/EmailJS answered 500|status of 500/.test(error)),
    [],
  );
  await screenshot(page, 'wordpress-contact');
  await page.close();
});

test('WordPress: projects, about and footer embeds size within 200-1000 px; a link to the page goes through the host', async () => {
  const frames = { projects: 'Wp2Projects', about: 'Wp2About', footer: 'Wp2Footer', nav: 'Wp2Nav' };
  const html = await Promise.all(
    Object.entries(frames).map(([section, secret]) => wordpressEmbed(section, secret)),
  );
  pages.set('/wp-sections.html', wpPage(html.map(wpBlock).join('\n')));
  const page = await open('/wp-sections.html');
  for (const [section, secret] of Object.entries(frames)) {
    const frame = page.frameLocator(`iframe[data-secret="${secret}"]`);
    await frame.locator(`portfolio-${section}`).locator('a, button').first().waitFor();
    const reported = await waitForWpHeight(page, secret);
    await page.waitForFunction(
      ([s, px]) =>
        document.querySelector(`iframe[data-secret="${s}"]`)?.getAttribute('height') === px,
      [secret, String(clamp(reported))] as const,
    );
    assert.equal(await wpFrameHeight(page, secret), clamp(reported), section);
  }
  assert.ok(
    (await waitForWpHeight(page, frames.about)) > 1000,
    'about is taller than WordPress allows, so it scrolls inside its 1000 px frame',
  );
  const aboutFrame = page.frames().find((f) => f.url().includes('/embed/about.html'))!;
  assert.deepEqual(await unreachableControls(aboutFrame, 'portfolio-about'), []);
  await screenshot(page, 'wordpress-sections');

  // The clipboard is refused in the sandbox: the copy card copies by selection, or shows the
  // address selected.
  const about = page.frameLocator(`iframe[data-secret="${frames.about}"]`);
  const copied = aboutFrame.evaluate(
    () =>
      new Promise<string>((resolve) =>
        document
          .querySelector('portfolio-about')!
          .addEventListener('portfolio-copy', () => resolve('copied'), { once: true }),
      ),
  );
  await about.locator('portfolio-about .copy-button').click();
  const outcome = await Promise.race([
    copied,
    about
      .locator('portfolio-about .copy-status[data-state="manual"]')
      .waitFor()
      .then(() => 'selected for the visitor to copy'),
  ]);
  assert.ok(outcome);
  // GitHub cannot open from a frame without allow-popups, and WordPress follows only links to
  // the embed's host: the footer shows the address to copy instead of a dead click.
  const footer = page.frameLocator(`iframe[data-secret="${frames.footer}"]`);
  await footer.locator('portfolio-footer a[href^="https://github.com/"]').click();
  assert.equal(
    await footer.locator('[role="status"] input').inputValue(),
    'https://github.com/example',
  );

  // The nav's About link has no target in the nav's own page: it goes to the full page, which
  // WordPress follows because it is on the embed's host.
  const nav = page.frameLocator(`iframe[data-secret="${frames.nav}"]`);
  await nav.locator('portfolio-nav').getByRole('link', { name: 'About', exact: true }).click();
  await page.waitForURL(`${site.url}#about`);
  assert.deepEqual(page.errors, []);
  await page.close();
});

/**
 * Controls a visitor cannot reach inside a frame: for each, scrolled into view, the point at
 * its centre must hit it (not something covering it, nor nothing where it was clipped).
 */
function unreachableControls(frame: Frame, tag: string): Promise<string[]> {
  return frame.evaluate((t) => {
    const root = document.querySelector(t)!.shadowRoot!;
    const controls = [
      ...root.querySelectorAll<HTMLElement>('a[href], button, input, textarea, select'),
    ].filter((el) => {
      const box = el.getBoundingClientRect();
      return box.width > 2 && box.height > 2 && getComputedStyle(el).visibility !== 'hidden';
    });
    const bad: string[] = [];
    for (const el of controls) {
      el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
      const box = el.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + Math.min(box.height / 2, innerHeight / 2);
      const hit = root.elementFromPoint(x, y);
      if (!hit || !(hit === el || el.contains(hit)))
        bad.push(`${el.localName}.${el.className} at ${Math.round(box.top)}`);
    }
    return bad;
  }, tag);
}

test('Ghost: the page address discovers a rich oEmbed in time, and its iframe renders as given', async () => {
  const started = Date.now();
  const oembed = await discoverOEmbed(site.url);
  assert.ok(Date.now() - started < 2000);
  assert.equal(oembed.version, '1.0');
  assert.equal(oembed.type, 'rich');
  assert.equal(oembed.html.match(/<iframe\b/g)?.length, 1);
  const indexHtml = await (await fetch(site.url)).text();
  assert.ok(
    indexHtml.indexOf('application/json+oembed') < 1024,
    'the discovery link is in the first kilobyte',
  );
  pages.set(
    '/ghost.html',
    `<!doctype html><html><head><meta charset="utf-8"><title>A Ghost post</title>
    <style>body{font:20px/1.6 system-ui;max-width:760px;margin:40px auto;background:#fff;color:#15171a}
    .kg-embed-card{margin:1.5em 0;display:flex;flex-direction:column;align-items:center}
    .kg-embed-card iframe{max-width:100%}</style></head>
    <body><article class="gh-content"><h1>Ghost post</h1><p>Look at this:</p>
    <figure class="kg-card kg-embed-card">${oembed.html}</figure></article></body></html>`,
  );
  const page = await open('/ghost.html');
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
    const pageUrl = `${site.url}embed/${section}.html`;
    const oembed = await discoverOEmbed(pageUrl);
    assert.equal(oembed.type, 'rich', section);
    assert.equal(oembed.version, '1.0');
    for (const key of ['width', 'height', 'thumbnail_width', 'thumbnail_height'] as const)
      assert.ok(Number.isInteger(oembed[key]) && oembed[key] > 0, `${section} ${key}`);
    for (const key of ['title', 'provider_name', 'provider_url', 'thumbnail_url'] as const)
      assert.ok(oembed[key], `${section} ${key}`);
    assert.match(oembed.html, new RegExp(`^<iframe src="${site.url}embed/${section}\\.html\\?`));
  }
  for (const path of ['', ...SECTIONS.map((s) => `embed/${s}.html`)]) {
    const html = await (await fetch(site.url + path)).text();
    const meta = (name: string) =>
      new RegExp(`<meta (?:property|name)="${name}" content="([^"]*)"`).exec(html)?.[1];
    for (const name of ['og:title', 'og:description', 'og:image:alt'])
      assert.ok(meta(name), `${path} ${name}`);
    assert.equal(meta('og:url'), site.url + path);
    assert.equal(meta('og:image'), `${site.url}social.png`);
    assert.equal(meta('twitter:card'), 'summary_large_image');
  }
  const index = await (await fetch(site.url)).text();
  assert.match(index, new RegExp(`<link rel="canonical" href="${site.url}" />`));
  const ld = JSON.parse(
    /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(index)![1]!,
  ) as Record<string, unknown>;
  assert.equal(ld['@type'], 'Person');
  assert.equal(ld.url, site.url);
  assert.deepEqual(ld.sameAs, [
    'https://github.com/example',
    'https://www.linkedin.com/in/example',
  ]);

  const png = new Uint8Array(await (await fetch(`${site.url}social.png`)).arrayBuffer());
  const view = new DataView(png.buffer);
  assert.equal(view.getUint32(0), 0x89504e47, 'a PNG');
  assert.deepEqual([view.getUint32(16), view.getUint32(20)], [1200, 630]);
  assert.match(
    await (await fetch(`${site.url}sitemap.xml`)).text(),
    new RegExp(`<loc>${site.url}</loc>`),
  );
  assert.match(await (await fetch(`${site.url}robots.txt`)).text(), /Sitemap: .*sitemap\.xml/);
});

test('Notion: contact and projects embeds in fixed frames of 200, 400 and 700 px keep every control reachable', async () => {
  for (const height of [200, 400, 700]) {
    // Notion's /embed block: the pasted URL in a frame of the height the writer dragged to.
    pages.set(
      `/notion-${height}.html`,
      `<!doctype html><html><head><meta charset="utf-8"><title>Notion page</title>
      <style>body{font:16px/1.5 ui-sans-serif,system-ui;max-width:900px;margin:40px auto;background:#fff;color:#37352f}
      iframe{display:block;width:100%;height:${height}px;border:0;border-radius:4px;margin:12px 0}</style></head><body>
      <h1>Notion page</h1>
      ${['contact', 'projects']
        .map(
          (section) =>
            `<iframe src="${site.url}embed/${section}.html?config=${encodeURIComponent(`${site.url}content.json`)}" sandbox="allow-scripts allow-popups allow-forms allow-same-origin allow-popups-to-escape-sandbox allow-downloads" allowfullscreen></iframe>`,
        )
        .join('\n')}</body></html>`,
    );
    const page = await open(`/notion-${height}.html`);
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

test('a plain blog page with the script tag and a light stylesheet: sections render, size and send', async () => {
  pages.set(
    '/light.css',
    'body{font:19px/1.7 Georgia,serif;max-width:780px;margin:48px auto;padding:0 16px;background:#fdfdfb;color:#222}a{color:#0645ad}',
  );
  pages.set(
    '/blog.html',
    `<!doctype html><html><head><meta charset="utf-8"><title>My blog</title>
    <link rel="stylesheet" href="/light.css">
    <script type="module" src="${site.url}portfolio-elements.js"></script></head><body>
    <h1>My blog</h1><p>Say hello below.</p>
    <portfolio-contact public-key="pk-test" service-id="svc-test" template-id="tpl-test" email-origin="${site.url}mail"></portfolio-contact>
    <portfolio-footer></portfolio-footer></body></html>`,
  );
  const page = await open('/blog.html', 1024, 800);
  await page.locator('portfolio-contact form').waitFor();
  await page.locator('portfolio-footer .copyright').waitFor();
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
