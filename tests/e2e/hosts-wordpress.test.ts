/**
 * WordPress as a host, from its documented behaviour: oEmbed discovery, its filter of an unknown
 * provider's embed (a `sandbox="allow-scripts"` frame, `#?secret=`), and its host script (the
 * ready, height and link messages, heights held to 200-1000 px).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FrameLocator, Page } from 'playwright-core';
import {
  clickInFrame,
  mail,
  hostSessionForFile,
  screenshot,
  unreachableControls,
} from '../support/host-session.ts';
import { discoverOEmbed, WORDPRESS_HOST_SCRIPT, wordpressFilter } from '../support/hosts.ts';

const session = hostSessionForFile();

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
  return wordpressFilter(
    (await discoverOEmbed(`${session.site.url}embed/${section}.html`)).html,
    secret,
  );
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
  session.pages.set('/wp-contact.html', wpPage(wpBlock(await wordpressEmbed('contact', secret))));
  const page = await session.open('/wp-contact.html');
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
  session.pages.set('/wp-sections.html', wpPage(html.map(wpBlock).join('\n')));
  const page = await session.open('/wp-sections.html');
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
  // The card's own status says which: read through the frame locator, which follows the frame
  // even if the host has reloaded it meanwhile.
  await clickInFrame(page, about.locator('portfolio-about .copy-button'));
  const status = about.locator(
    'portfolio-about .copy-status:is([data-state="copied"], [data-state="manual"])',
  );
  await status.waitFor();
  const outcome = await status.getAttribute('data-state');
  assert.ok(outcome === 'copied' || outcome === 'manual', `copy card: ${outcome}`);
  // GitHub cannot open from a frame without allow-popups, and WordPress follows only links to
  // the embed's host: the footer shows the address to copy instead of a dead click.
  const footer = page.frameLocator(`iframe[data-secret="${frames.footer}"]`);
  await clickInFrame(page, footer.locator('portfolio-footer a[href^="https://github.com/"]'));
  assert.equal(
    await footer.locator('[role="status"] input').inputValue(),
    'https://github.com/example',
  );

  // The nav's About link has no target in the nav's own page: it goes to the full page, which
  // WordPress follows because it is on the embed's host.
  const nav = page.frameLocator(`iframe[data-secret="${frames.nav}"]`);
  await clickInFrame(
    page,
    nav.locator('portfolio-nav').getByRole('link', { name: 'About', exact: true }),
  );
  await page.waitForURL(`${session.site.url}#about`);
  assert.deepEqual(page.errors, []);
  await page.close();
});
