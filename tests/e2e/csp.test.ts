/**
 * The standalone page under a strict Content-Security-Policy (no unsafe-inline, no
 * unsafe-eval, no wasm-unsafe-eval): every section renders, 3D included, with zero violations.
 * An owner's Draco-compressed model, whose decoder is WebAssembly, fails there as an asset that
 * names the policy, rather than waiting forever.
 */
import assert from 'node:assert/strict';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { test } from 'node:test';
import { ELEMENT_CONTRACT, ELEMENT_ENTRIES } from '../../elements.config.ts';
import { DRACO_MODEL, dracoModelRoute } from '../support/draco.ts';
import { openPage, recorded, sessionForFile, STRICT_CSP, waitForStage } from '../support/e2e.ts';

const SECTIONS = Object.keys(ELEMENT_ENTRIES);

/** portfolio-projects alone, its computer the Draco model; nothing inline. */
function dracoPage(req: IncomingMessage, res: ServerResponse): boolean {
  if (new URL(req.url ?? '/', 'http://x').pathname !== '/draco.html') return false;
  res.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>draco</title>
<link rel="icon" href="data:,">
<script type="module" src="/portfolio-elements.js"></script></head>
<body><portfolio-projects loading="eager" computer-src="${DRACO_MODEL}"></portfolio-projects></body></html>`);
  return true;
}

const session = sessionForFile({
  headers: { 'content-security-policy': STRICT_CSP },
  routes: [dracoPage, dracoModelRoute],
});

test('every section renders under the strict policy with zero violations', async () => {
  const page = await session.newPage();
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = violations;
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      ),
    );
  });
  const consoleViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleViolations.push(message.text());
  });
  const response = await page.goto(session.server.url);
  assert.equal(response?.headers()['content-security-policy'], STRICT_CSP);

  for (const tag of SECTIONS) {
    await page.locator(tag).scrollIntoViewIfNeeded();
    await page.waitForFunction(
      (t) => {
        const root = document.querySelector(t)?.shadowRoot;
        return !!root && root.children.length > 0 && !root.querySelector('.config-error');
      },
      tag,
      { timeout: 30_000 },
    );
    if (ELEMENT_CONTRACT[tag]!.attributes.includes('loading')) await waitForStage(page, tag);
  }
  const violations = await page.evaluate(
    () => (window as unknown as { __violations: string[] }).__violations,
  );
  assert.deepEqual(violations, []);
  assert.deepEqual(consoleViolations, []);
  assert.deepEqual(page.errors, []);
});

test("a Draco-compressed model fails as an asset that names the policy's missing 'wasm-unsafe-eval'", async (t) => {
  const page = await openPage(session, t, { record: ['portfolio-error'] });
  await page.goto(`${session.server.url}draco.html`);
  await waitForStage(page, 'portfolio-projects', 'error');
  const errors = await recorded<{ source: string; message: string }>(page, 'portfolio-error');
  assert.equal(errors.length, 1, JSON.stringify(errors));
  assert.equal(errors[0]!.source, 'asset');
  assert.match(errors[0]!.message, /draco-box\.glb: a Draco-compressed model needs WebAssembly/);
  assert.match(errors[0]!.message, /'wasm-unsafe-eval'/);
});
