/**
 * Faults: every asset answering 404, the code of a section or of them all refused, and an
 * EmailJS endpoint that takes 30 s. The text and controls keep working, the visitor is told
 * what happened, nothing typed is lost.
 */
import assert from 'node:assert/strict';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { openSession, recordEvents, recorded, waitForStage, type Session } from '../support/e2e.ts';

/** Models, images, fonts and decoders: everything but the page's code. */
const ASSET = /^\/(models|decoders)\/|^\/assets\/.*\.(svg|png|jpe?g|webp|woff2)$/;

function missingAssets(req: IncomingMessage, res: ServerResponse): boolean {
  if (!ASSET.test(new URL(req.url ?? '/', 'http://x').pathname)) return false;
  res.writeHead(404, { 'content-type': 'text/plain' }).end('gone');
  return true;
}

/** The code a test refuses (the path of the page's script or of a section's module). */
let refused: string | null = null;
function refuseCode(req: IncomingMessage, res: ServerResponse): boolean {
  if (!refused || new URL(req.url ?? '/', 'http://x').pathname !== refused) return false;
  res.writeHead(404, { 'content-type': 'text/plain' }).end('gone');
  return true;
}

const pending = new Set<NodeJS.Timeout>();
function slowEmail(req: IncomingMessage, res: ServerResponse): boolean {
  if (!req.url?.endsWith('/api/v1.0/email/send')) return false;
  const timer = setTimeout(() => {
    pending.delete(timer);
    res.writeHead(200, { 'content-type': 'text/plain' }).end('OK');
  }, 30_000);
  pending.add(timer);
  return true;
}

let broken: Session;
before(async () => {
  broken = await openSession({ routes: [missingAssets, refuseCode, slowEmail] });
});
after(async () => {
  for (const timer of pending) clearTimeout(timer);
  await broken.close();
});

test('with every asset 404 the sections keep their text and controls and say what failed', async () => {
  const page = await broken.newPage();
  await recordEvents(page, ['portfolio-error']);
  await page.goto(broken.server.url);
  await waitForStage(page, 'portfolio-hero', 'error');
  assert.equal(await page.locator('portfolio-hero .stage-fallback').isVisible(), true);
  assert.match((await page.locator('portfolio-hero h1').textContent())!, /Jordan/);
  assert.equal(await page.locator('portfolio-hero a[href="#about"]').isVisible(), true);
  assert.equal(await page.locator('portfolio-nav .brand').textContent(), 'Jordan');
  const errors = await recorded<{ source: string; message: string }>(page, 'portfolio-error');
  assert.ok(
    errors.some(
      (e) => e.tag === 'portfolio-hero' && e.source === 'asset' && /models\//.test(e.message),
    ),
    JSON.stringify(errors),
  );

  await page.locator('portfolio-projects').scrollIntoViewIfNeeded();
  await page.waitForFunction(
    () =>
      !!document.querySelector('portfolio-projects')?.shadowRoot?.querySelector('.image-missing'),
    null,
    { timeout: 30_000 },
  );
  const next = page.locator('portfolio-projects button[aria-label*="ext"]');
  const before = await page.locator('portfolio-projects h3').first().textContent();
  await next.click();
  await page.waitForFunction(
    (text) =>
      document.querySelector('portfolio-projects')!.shadowRoot!.querySelector('h3')?.textContent !==
      text,
    before,
  );
  assert.deepEqual(page.errors, []);
});

/** The notice in `tag`'s room, once it shows (lib/unloaded-notice.ts). */
function notice(page: Page, tag: string): Promise<string> {
  return page
    .waitForFunction(
      (t) => document.querySelector(`${t}[data-portfolio-unloaded] > p`)?.textContent,
      tag,
      { timeout: 30_000 },
    )
    .then((handle) => handle.jsonValue() as Promise<string>);
}

test('a section whose code cannot come says so in its room, and the others work', async () => {
  refused = '/elements/portfolio-contact.js';
  try {
    const page = await broken.newPage();
    await page.goto(`${broken.server.url}#contact`);
    assert.match(await notice(page, 'portfolio-contact'), /could not load.*console says why/);
    // The others' code came: the nav is defined and shows its brand.
    await page.waitForFunction(() => customElements.get('portfolio-nav') !== undefined);
    assert.equal(await page.locator('portfolio-nav .brand').textContent(), 'Jordan');
    await page.waitForFunction(() => customElements.get('portfolio-footer') !== undefined);
    assert.equal(
      await page.locator('portfolio-contact[data-portfolio-unloaded] > p').isVisible(),
      true,
    );
  } finally {
    refused = null;
  }
});

test("with the page's script refused, the prerendered sections keep their text and the form's room says why it is empty", async () => {
  refused = '/portfolio-elements.js';
  try {
    const page = await broken.newPage();
    await page.goto(broken.server.url);
    assert.match(await notice(page, 'portfolio-contact'), /could not load/);
    assert.match((await page.locator('portfolio-hero h1:visible').textContent())!, /Jordan/);
    // A prerendered section keeps its text: no notice there, nor in the nav's fixed bar.
    assert.equal(await page.locator('[data-portfolio-unloaded]').count(), 1);
  } finally {
    refused = null;
  }
});

test('a 30-second EmailJS answer: the visitor is told, the form keeps its values and stays usable', async () => {
  const page = await broken.newPage();
  page.on('dialog', (dialog) => void dialog.dismiss());
  await page.goto(broken.server.url);
  const contact = page.locator('portfolio-contact');
  await contact.scrollIntoViewIfNeeded();
  await contact.locator('input[name="name"]').fill('Ada');
  await contact.locator('input[name="email"]').fill('ada@example.com');
  await contact.locator('textarea').fill('Hello. I would like to give you a job.');
  await contact.locator('button[type="submit"]').click();
  const button = contact.locator('button[type="submit"]');
  assert.equal(await button.textContent(), 'Sending...');
  assert.equal(await button.isDisabled(), true);
  await page.waitForFunction(
    () =>
      /slow to answer/.test(
        document.querySelector('portfolio-contact')!.shadowRoot!.querySelector('[role="status"]')
          ?.textContent ?? '',
      ),
    null,
    { timeout: 15_000 },
  );
  assert.equal(await contact.locator('input[name="name"]').inputValue(), 'Ada');
  assert.equal(
    await contact.locator('textarea').inputValue(),
    'Hello. I would like to give you a job.',
  );
  // The rest of the page keeps working meanwhile.
  await page.locator('portfolio-nav .nav-desktop a', { hasText: 'About' }).click();
  await page.waitForFunction(() => location.hash === '#about');
});
