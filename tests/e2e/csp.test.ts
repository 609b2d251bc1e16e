/**
 * The standalone page under a strict Content-Security-Policy (no unsafe-inline, no
 * unsafe-eval, no wasm-unsafe-eval): every section renders, 3D included, with zero violations.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ELEMENT_CONTRACT, ELEMENT_ENTRIES } from '../../elements.config.ts';
import { sessionForFile, STRICT_CSP, waitForStage } from '../support/e2e.ts';

const SECTIONS = Object.keys(ELEMENT_ENTRIES);

const session = sessionForFile({ headers: { 'content-security-policy': STRICT_CSP } });

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
